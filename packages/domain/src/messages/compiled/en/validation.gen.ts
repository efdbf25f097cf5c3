// Compiled from src/messages/catalogue/validation.ts by scripts/compile-messages.ts: do not edit.
import { pluralOf } from '../../../i18n/intl.js';

export const en = {
  "thisValue": (): string => `This value`,
  "required": (a: { "field": string | number }): string => `${a.field} is required.`,
  "invalid": (a: { "field": string | number }): string => `${a.field} is not valid.`,
  "tooLong": (a: { "field": string | number; "n": number }): string => `${a.field} must be at most ${`${a.n} characters`}.`,
  "tooShort": (a: { "field": string | number; "n": number }): string => `${a.field} must be at least ${`${a.n} characters`}.`,
  "tooMany": (a: { "field": string | number; "n": number }): string => `${a.field} can have at most ${`${a.n} items`}.`,
  "tooFew": (a: { "field": string | number; "n": number }): string => `${a.field} needs at least ${`${a.n} items`}.`,
  "tooHigh": (a: { "field": string | number; "n": number }): string => `${a.field} must be at most ${`${a.n}`}.`,
  "tooLow": (a: { "field": string | number; "n": number }): string => `${a.field} must be at least ${`${a.n}`}.`,
  "oneOf": (a: { "field": string | number; "values": string | number }): string => `${a.field} must be one of: ${a.values}.`,
  "unknownField": (a: { "count": number; "names": string | number }): string => `${pluralOf("en", a.count) === "one" ? `This field is` : `These fields are`} not accepted: ${a.names}.`,
};
