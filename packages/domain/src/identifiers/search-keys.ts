import type { CountryCode } from '../countries/countries.js';
import { identifierSearchKeys } from './identifier-kinds.js';

/**
 * The distinct normalized values a search-box entry can mean (DESIGN.md §1): an entry with '@'
 * is an email; otherwise it may be a phone number (when it parses as one), a business number
 * (its digits) and a postcode, each kind giving its own key (identifier-kinds.ts). A case
 * matches when any of its stored identifiers, normalized the same way, equals one of these
 * keys. No key for names: there is no search by name.
 */
export function searchKeys(query: string, country: CountryCode): string[] {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  return identifierSearchKeys(trimmed, country);
}
