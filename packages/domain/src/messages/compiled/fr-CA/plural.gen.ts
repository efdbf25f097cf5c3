// Compiled from src/messages/catalogue/plural.ts by scripts/compile-messages.ts: do not edit.
import { numberOf, pluralOf } from '../../../i18n/intl.js';

export const fr = {
  "second": (a: { "n": number }): string => (pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} seconde` : `${numberOf("fr-CA", a.n)} secondes`),
  "minute": (a: { "n": number }): string => (pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} minute` : `${numberOf("fr-CA", a.n)} minutes`),
  "hour": (a: { "n": number }): string => (pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} heure` : `${numberOf("fr-CA", a.n)} heures`),
  "day": (a: { "n": number }): string => (pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} jour` : `${numberOf("fr-CA", a.n)} jours`),
  "case": (a: { "n": number }): string => (pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} dossier` : `${numberOf("fr-CA", a.n)} dossiers`),
  "item": (a: { "n": number }): string => (pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} élément` : `${numberOf("fr-CA", a.n)} éléments`),
  "message": (a: { "n": number }): string => (pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} message` : `${numberOf("fr-CA", a.n)} messages`),
  "newMessage": (a: { "n": number }): string => (pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} nouveau message` : `${numberOf("fr-CA", a.n)} nouveaux messages`),
  "submission": (a: { "n": number }): string => (pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} dépôt` : `${numberOf("fr-CA", a.n)} dépôts`),
} satisfies Record<keyof typeof import('../en/plural.gen.js').en, unknown>;
