import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from '../countries/countries.js';
import { maskPhone } from './mask.js';

/**
 * A phone number written the way its country writes it: '+61491570110' and '0491570110' are
 * both '0491 570 110' in Australia; a number of another country keeps its international shape
 * ('+44 7700 900123'). Text that does not parse as a possible number is returned as given.
 */
export function formatPhoneForCountry(raw: string, country: CountryCode): string {
  const parsed = parsePhoneNumberFromString(raw, country);
  if (!parsed?.isPossible()) return raw.trim();
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * The case page's and the notices' masked number (issue 38): the national shape, then its last
 * 2 digits hidden, so a number lodged as '+61 4915701 10' reads '0491 570 1**' everywhere, the
 * shape people type, and the same in the bell and the email as on the case.
 */
export function maskPhoneForCountry(raw: string, country: CountryCode): string {
  return maskPhone(formatPhoneForCountry(raw, country));
}
