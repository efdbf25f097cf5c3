// Compiled from src/messages/catalogue/plural.ts by scripts/compile-messages.ts: do not edit.
import { numberOf, pluralOf } from '../../../i18n/runtime.js';

export const fr = {
  "second": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} seconde` : `${numberOf("fr-CA", a.n)} secondes`)(pluralOf("fr-CA", a.n))}`,
  "minute": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} minute` : `${numberOf("fr-CA", a.n)} minutes`)(pluralOf("fr-CA", a.n))}`,
  "hour": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} heure` : `${numberOf("fr-CA", a.n)} heures`)(pluralOf("fr-CA", a.n))}`,
  "day": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} jour` : `${numberOf("fr-CA", a.n)} jours`)(pluralOf("fr-CA", a.n))}`,
  "case": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} dossier` : `${numberOf("fr-CA", a.n)} dossiers`)(pluralOf("fr-CA", a.n))}`,
  "item": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} élément` : `${numberOf("fr-CA", a.n)} éléments`)(pluralOf("fr-CA", a.n))}`,
  "message": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} message` : `${numberOf("fr-CA", a.n)} messages`)(pluralOf("fr-CA", a.n))}`,
  "newMessage": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} nouveau message` : `${numberOf("fr-CA", a.n)} nouveaux messages`)(pluralOf("fr-CA", a.n))}`,
  "submission": (a: { "n": number }): string => `${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} dépôt` : `${numberOf("fr-CA", a.n)} dépôts`)(pluralOf("fr-CA", a.n))}`,
} satisfies Record<keyof typeof import('../en/plural.gen.js').en, unknown>;
