import type { CountryCode } from '../countries/countries.js';
import { LIMITS } from '../limits.js';
import { normalizeBusinessNumber, phoneToE164 } from './normalize.js';

// The near-miss guard (docs/decisions/0017): a phone or business number is shown with its last
// 2 digits masked, so a run of searches that agree on everything else is someone trying the
// hidden digits. These are the keys the server counts those runs by.

/** One search entry seen as a block of 100 numbers and the 2 digits that complete it. */
export type NearMissKey = {
  /** What the entry shares with its near misses: its kind and every digit but the last 2. */
  block: string;
  /** The last 2 digits. */
  completion: string;
};

function split(prefix: string, value: string): NearMissKey {
  const tail = LIMITS.maskHiddenTailChars;
  return { block: `${prefix}${value.slice(0, -tail)}`, completion: value.slice(-tail) };
}

/**
 * The block a search entry tries a completion of: a phone number's in E.164 (so every way of
 * typing it is one block, whatever the country chosen); otherwise, for the business numbers,
 * its digits in the selected country. Whether an entry parses as a possible phone number
 * depends on its leading digits and its length, never on the last 2, so the near misses of one
 * entry all fall in the same kind of block. An email, a postcode or anything with fewer than
 * LIMITS.searchNearMissMinDigits digits has none: emails are masked more instead, postcodes are
 * not masked at all.
 */
export function nearMissKey(query: string, country: CountryCode): NearMissKey | null {
  const trimmed = query.trim();
  if (trimmed === '' || trimmed.includes('@')) return null;
  const digits = normalizeBusinessNumber(trimmed);
  if (digits.length < LIMITS.searchNearMissMinDigits) return null;
  const phone = phoneToE164(trimmed, country);
  return phone ? split('tel:', phone) : split(`${country}:`, digits);
}
