// Compiled from src/messages/catalogue/validation.ts by scripts/compile-messages.ts: do not edit.
import { numberOf, pluralOf } from '../../../i18n/intl.js';

export const fr = {
  "thisValue": (): string => `Cette valeur`,
  "required": (a: { "field": string | number }): string => `${a.field} : ce champ est obligatoire.`,
  "invalid": (a: { "field": string | number }): string => `${a.field} : cette valeur n’est pas valide.`,
  "tooLong": (a: { "field": string | number; "n": number }): string => `${a.field} : au plus ${pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} caractère` : `${numberOf("fr-CA", a.n)} caractères`}.`,
  "tooShort": (a: { "field": string | number; "n": number }): string => `${a.field} : au moins ${pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} caractère` : `${numberOf("fr-CA", a.n)} caractères`}.`,
  "tooMany": (a: { "field": string | number; "n": number }): string => `${a.field} : au plus ${pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} élément` : `${numberOf("fr-CA", a.n)} éléments`}.`,
  "tooFew": (a: { "field": string | number; "n": number }): string => `${a.field} : au moins ${pluralOf("fr-CA", a.n) === "one" ? `${numberOf("fr-CA", a.n)} élément` : `${numberOf("fr-CA", a.n)} éléments`}.`,
  "tooHigh": (a: { "field": string | number; "n": number }): string => `${a.field} : la valeur maximale est ${`${numberOf("fr-CA", a.n)}`}.`,
  "tooLow": (a: { "field": string | number; "n": number }): string => `${a.field} : la valeur minimale est ${`${numberOf("fr-CA", a.n)}`}.`,
  "oneOf": (a: { "field": string | number; "values": string | number }): string => `${a.field} : choisissez l’une de ces valeurs : ${a.values}.`,
  "unknownField": (a: { "count": number; "names": string | number }): string => `${pluralOf("fr-CA", a.count) === "one" ? `Ce champ n’est pas accepté` : `Ces champs ne sont pas acceptés`} : ${a.names}.`,
} satisfies Record<keyof typeof import('../en/validation.gen.js').en, unknown>;
