import type { CountryCode } from '../countries/countries.js';
import {
  normalizeBusinessNumber,
  normalizeEmail,
  normalizePostcode,
  phoneToE164,
} from './normalize.js';

/**
 * The distinct normalized values a search-box entry can mean (DESIGN.md §1): an entry with '@'
 * is an email; otherwise it may be a phone number (when it parses as one), a business number
 * (its digits) and a postcode. A case matches when any of its stored identifiers, normalized
 * the same way, equals one of these keys. No key for names: there is no search by name.
 */
export function searchKeys(query: string, country: CountryCode): string[] {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  if (trimmed.includes('@')) return [normalizeEmail(trimmed)];

  const keys = [
    phoneToE164(trimmed, country),
    normalizeBusinessNumber(trimmed),
    normalizePostcode(trimmed),
  ];
  return [...new Set(keys.filter((key): key is string => key !== null && key !== ''))];
}
