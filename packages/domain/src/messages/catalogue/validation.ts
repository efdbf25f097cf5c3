import type { Catalogue } from '../../i18n/catalogue-entry.js';

// Words for the input rules a schema states without a message of its own (validation-messages.ts,
// issue 50). `field` is the field's name as the API spells it, in words ("Masked name"), or
// "This value" (thisValue) for the whole request. English counts are the bare number, as before.

export const VALIDATION_CATALOGUE = {
  thisValue: {
    en: 'This value',
    fr: 'Cette valeur',
    description: 'The field name used when a refusal concerns the whole request (no field).',
  },
  required: {
    en: '{field} is required.',
    fr: '{field}\u00a0: ce champ est obligatoire.',
    description: 'A field left out or empty; field is its name.',
  },
  invalid: {
    en: '{field} is not valid.',
    fr: '{field}\u00a0: cette valeur n’est pas valide.',
    description: 'A field of the wrong type or shape; field is its name.',
  },
  tooLong: {
    en: '{field} must be at most {n, plural, other {{n} characters}}.',
    fr: '{field}\u00a0: au plus {n, plural, one {#\u00a0caractère} other {#\u00a0caractères}}.',
    description: 'A text over its length; n is the limit.',
  },
  tooShort: {
    en: '{field} must be at least {n, plural, other {{n} characters}}.',
    fr: '{field}\u00a0: au moins {n, plural, one {#\u00a0caractère} other {#\u00a0caractères}}.',
    description: 'A text under its length; n is the minimum.',
  },
  tooMany: {
    en: '{field} can have at most {n, plural, other {{n} items}}.',
    fr: '{field}\u00a0: au plus {n, plural, one {#\u00a0élément} other {#\u00a0éléments}}.',
    description: 'A list over its size; n is the limit.',
  },
  tooFew: {
    en: '{field} needs at least {n, plural, other {{n} items}}.',
    fr: '{field}\u00a0: au moins {n, plural, one {#\u00a0élément} other {#\u00a0éléments}}.',
    description: 'A list under its size; n is the minimum.',
  },
  tooHigh: {
    en: '{field} must be at most {n, plural, other {{n}}}.',
    fr: '{field}\u00a0: la valeur maximale est {n, plural, other {#}}.',
    description: 'A number over its maximum; n is the maximum.',
  },
  tooLow: {
    en: '{field} must be at least {n, plural, other {{n}}}.',
    fr: '{field}\u00a0: la valeur minimale est {n, plural, other {#}}.',
    description: 'A number under its minimum; n is the minimum.',
  },
  oneOf: {
    en: '{field} must be one of: {values}.',
    fr: '{field}\u00a0: choisissez l’une de ces valeurs\u00a0: {values}.',
    description: 'A value outside a fixed list; values are the accepted ones, comma-separated.',
  },
  unknownField: {
    en: '{count, plural, one {This field is} other {These fields are}} not accepted: {names}.',
    fr: '{count, plural, one {Ce champ n’est pas accepté} other {Ces champs ne sont pas acceptés}}\u00a0: {names}.',
    description: 'A request with fields the API does not know; names are them, count how many.',
  },
} satisfies Catalogue;
