import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { CountryCode } from '../countries/countries.js';

// Formats of the identifier fields of a case (docs/decisions/0013). The spec checks these
// fields only for length, profanity and repetition; but the masks hide the *end* of a value
// (the last 2 digits, the part after '@'), so free text or a second number after a real one
// would leave the real one visible to everyone. Each field therefore holds exactly one
// identifier, and the mask then hides the part the spec means it to hide.

/** Characters a phone number may be written with: digits, spaces, + ( ) - and dots. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * One phone number, valid for the case's country or international with a leading '+'.
 * Validity, not just a possible length: '0412 345 678 12' is a possible 12-digit Australian
 * number, but its mask would show the real '0412 345 678'. (Validity here is the /min
 * metadata's: each country's number pattern, without the per-type ranges of /max.)
 */
export function isPhoneNumberFor(value: string, country: CountryCode): boolean {
  return PHONE_CHARACTERS.test(value) && isValidPhoneNumber(value, country);
}

/**
 * One email address: a local part of the characters an address may use unquoted (RFC 5322
 * atext and dots), one '@', a domain of labels with a dot. No spaces, commas or brackets, so
 * no second address can ride along.
 */
export function isSingleEmailAddress(value: string): boolean {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value);
}

/** ABN, ACN and NZBN: their digits, grouped with spaces, hyphens or dots. */
export function hasBusinessNumberDigits(value: string, digits: number): boolean {
  return /^\d[\d\s.-]*$/.test(value) && value.replace(/\D/g, '').length === digits;
}

/**
 * The business number of the countries without ABN, ACN or NZBN, as their registers write
 * it, with an example for the message. Only the whole number: a second number after it would
 * be left in view by the mask.
 */
export const BUSINESS_IDENTIFIER_FORMATS: Readonly<
  Partial<Record<CountryCode, { patterns: readonly RegExp[]; example: string }>>
> = {
  // Employer Identification Number.
  US: { patterns: [/^\d{2}-?\d{7}$/], example: '12-3456789' },
  // Business Number, alone or with a program account (RT0001).
  CA: { patterns: [/^\d{9}( ?[A-Za-z]{2} ?\d{4})?$/], example: '123456789 RT0001' },
  // Companies House number (two letters or digits, then six digits), or a VAT number.
  GB: {
    patterns: [/^(?:[A-Za-z]{2}|\d{2})\d{6}$/, /^(?:GB ?)?\d{3} ?\d{4} ?\d{2}$/i],
    example: '01234567',
  },
  // CRO company number, or a VAT number.
  IE: {
    patterns: [/^\d{5,6}$/, /^(?:IE ?)?\d{7}[A-W][A-IW]?$/i],
    example: '123456',
  },
};

export function isBusinessIdentifierFor(value: string, country: CountryCode): boolean {
  const format = BUSINESS_IDENTIFIER_FORMATS[country];
  // A country with its own registers (AU, NZ) has no generic number: any one token will do.
  if (!format) return /^[A-Za-z0-9-]+$/.test(value) && /\d/.test(value);
  return format.patterns.some((pattern) => pattern.test(value));
}

/**
 * Postcodes as each country writes them, with an example for the message. The UK's outward
 * code alone ('LS1'), Ireland's Eircode routing key alone ('D02') and Dublin's postal
 * districts ('Dublin 2', 'D6W') are accepted: they are what some people know or want to give.
 */
export const POSTCODE_FORMATS: Readonly<Record<CountryCode, { pattern: RegExp; example: string }>> =
  {
    AU: { pattern: /^\d{4}$/, example: '2000' },
    NZ: { pattern: /^\d{4}$/, example: '6011' },
    US: { pattern: /^\d{5}(?:[ -]?\d{4})?$/, example: '90210' },
    CA: { pattern: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/, example: 'K1A 0B1' },
    GB: {
      pattern: /^(?:[A-Za-z]{1,2}\d[A-Za-z\d]?(?: ?\d[A-Za-z]{2})?|GIR ?0AA)$/i,
      example: 'SW1A 1AA',
    },
    IE: {
      pattern: /^(?:[A-Za-z]\d[\dWw](?: ?[A-Za-z\d]{4})?|(?:Dublin ?|D)\d{1,2}[Ww]?)$/i,
      example: 'D02 X285',
    },
  };

export function isPostcodeFor(value: string, country: CountryCode): boolean {
  return POSTCODE_FORMATS[country].pattern.test(value);
}
