// Compiled from src/messages/catalogue/validation.ts by scripts/compile-messages.ts: do not edit.
import { numberOf, pluralOf } from '../../../i18n/runtime.js';

export const fr = {
  "thisValue": (): string => `Cette valeur`,
  "required": (a: { "field": string | number }): string => `${a.field} : ce champ est obligatoire.`,
  "invalid": (a: { "field": string | number }): string => `${a.field} : cette valeur n’est pas valide.`,
  "tooLong": (a: { "field": string | number; "n": number }): string => `${a.field} : au plus ${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} caractère` : `${numberOf("fr-CA", a.n)} caractères`)(pluralOf("fr-CA", a.n))}.`,
  "tooShort": (a: { "field": string | number; "n": number }): string => `${a.field} : au moins ${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} caractère` : `${numberOf("fr-CA", a.n)} caractères`)(pluralOf("fr-CA", a.n))}.`,
  "tooMany": (a: { "field": string | number; "n": number }): string => `${a.field} : au plus ${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} élément` : `${numberOf("fr-CA", a.n)} éléments`)(pluralOf("fr-CA", a.n))}.`,
  "tooFew": (a: { "field": string | number; "n": number }): string => `${a.field} : au moins ${((c: string) => c === "one" ? `${numberOf("fr-CA", a.n)} élément` : `${numberOf("fr-CA", a.n)} éléments`)(pluralOf("fr-CA", a.n))}.`,
  "tooHigh": (a: { "field": string | number; "n": number }): string => `${a.field} : la valeur maximale est ${`${numberOf("fr-CA", a.n)}`}.`,
  "tooLow": (a: { "field": string | number; "n": number }): string => `${a.field} : la valeur minimale est ${`${numberOf("fr-CA", a.n)}`}.`,
  "oneOf": (a: { "field": string | number; "values": string | number }): string => `${a.field} : choisissez l’une de ces valeurs : ${a.values}.`,
  "unknownField": (a: { "count": number; "names": string | number }): string => `${((c: string) => c === "one" ? `Ce champ n’est pas accepté` : `Ces champs ne sont pas acceptés`)(pluralOf("fr-CA", a.count))} : ${a.names}.`,
} satisfies Record<keyof typeof import('../en/validation.gen.js').en, unknown>;
