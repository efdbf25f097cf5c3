import { COUNTRIES, type CountryCode } from '../countries/countries.js';
import { MESSAGES } from '../messages/messages.js';

// Mobile numbers a user may verify on their profile (spec §5, Profile), in national form.
const MOBILE_PATTERNS: Readonly<Record<CountryCode, RegExp>> = {
  AU: /^04\d{8}$/,
  US: /^\d{10}$/,
  CA: /^\d{10}$/,
  GB: /^07\d{9}$/,
  NZ: /^02\d{7,8}$/,
  IE: /^08[3579]\d{7}$/,
};

/** Countries whose national numbers start with a trunk '0' (NANP numbers have none). */
const TRUNK_PREFIX: Readonly<Record<CountryCode, string>> = {
  AU: '0',
  US: '',
  CA: '',
  GB: '0',
  NZ: '0',
  IE: '0',
};

/**
 * The national form of a number typed with spaces, dashes, dots or brackets, or in the
 * country's international form ('+61 412 345 678' is '0412345678').
 */
export function nationalMobileNumber(raw: string, country: CountryCode): string {
  const compact = raw.replace(/[\s\-().]/g, '');
  const international = COUNTRIES[country].dialCode;
  return compact.startsWith(international)
    ? TRUNK_PREFIX[country] + compact.slice(international.length)
    : compact;
}

/** Spec §5: null when valid, otherwise 'Enter a valid mobile number for {country} ({example})'. */
export function validateMobileNumber(raw: string, country: CountryCode): string | null {
  if (MOBILE_PATTERNS[country].test(nationalMobileNumber(raw, country))) return null;
  // The country's name in the reader's language, read when the number is refused.
  return MESSAGES.invalidMobileNumber(
    MESSAGES.countryName(country),
    COUNTRIES[country].phoneExample,
  );
}
