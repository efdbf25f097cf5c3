import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { BusinessNumberField, CountryCode } from '../countries/countries.js';

// Formats of the identifier fields of a case (docs/decisions/0013). The spec checks these
// fields only for length, profanity and repetition; but the masks hide the *end* of a value
// (the last 2 digits, the part after '@'), so free text after a real number or address would
// leave that number or address visible to everyone. Each field therefore holds exactly one
// identifier, and the mask then hides the part the spec means it to hide.

/** Characters a phone number may be written with: digits, spaces, + ( ) - and dots. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * One phone number, valid for the case's country or international with a leading '+'. Full
 * validity, not just a possible length: '0412 345 678 12' is a possible 12-digit Australian
 * number, but its mask would show the real number '0412 345 678'.
 */
export function isPhoneNumberFor(value: string, country: CountryCode): boolean {
  return PHONE_CHARACTERS.test(value) && isValidPhoneNumber(value, country);
}

/** One email address: one '@', no spaces, a dot in the domain. */
export function isSingleEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The digit count of each register's numbers; the generic business number varies by country. */
export const BUSINESS_NUMBER_DIGITS: Readonly<Partial<Record<BusinessNumberField, number>>> = {
  abn: 11,
  acn: 9,
  nzbn: 13,
};

/** ABN, ACN and NZBN: their digits, spaced any way. */
export function hasBusinessNumberDigits(value: string, digits: number): boolean {
  return /^[\d\s]+$/.test(value) && value.replace(/\s/g, '').length === digits;
}

/**
 * The business number of the USA, Canada, the UK and Ireland (EIN, BN, company or CRO number,
 * VAT number): letters, digits, spaces and hyphens, with at least one digit.
 */
export function isBusinessIdentifier(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value) && /\d/.test(value);
}

/**
 * Postcodes as each country writes them. The UK's outward code alone ('LS1') and Ireland's
 * Eircode routing key alone ('D02') are accepted: they are all some people know or want to give.
 */
const POSTCODE_PATTERNS: Readonly<Record<CountryCode, RegExp>> = {
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]?( ?\d[A-Za-z]{2})?$/,
  IE: /^[A-Za-z]\d[\dWw]( ?[A-Za-z\d]{4})?$/,
};

export function isPostcodeFor(value: string, country: CountryCode): boolean {
  return POSTCODE_PATTERNS[country].test(value);
}
