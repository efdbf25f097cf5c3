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

const tail = LIMITS.maskHiddenTailChars;

/** The entry with its last 2 digits written 00, wherever they stand among its other characters. */
function firstOfBlock(entry: string): string {
  const chars = [...entry];
  let left = tail;
  for (let i = chars.length - 1; i >= 0 && left > 0; i--) {
    if (/\d/.test(chars[i] ?? '')) {
      chars[i] = '0';
      left--;
    }
  }
  return chars.join('');
}

/**
 * The block a search entry tries a completion of: a phone number's in E.164 (so every way of
 * typing it is one block, whatever the country chosen); otherwise, for the business numbers,
 * its digits in the selected country. Whether the block is a phone number's is read from one
 * entry of it, its last 2 digits 00, never from the entry itself: libphonenumber's parse of an
 * unusual entry can turn on its last digits (in AU, '001800' parses and '001870' does not), and
 * all 100 completions of a block must count together. An email, a postcode or anything with fewer than
 * LIMITS.searchNearMissMinDigits digits has none: emails are masked more instead, postcodes are
 * not masked at all.
 */
export function nearMissKey(query: string, country: CountryCode): NearMissKey | null {
  const trimmed = query.trim();
  if (trimmed === '' || trimmed.includes('@')) return null;
  const digits = normalizeBusinessNumber(trimmed);
  if (digits.length < LIMITS.searchNearMissMinDigits) return null;
  const completion = digits.slice(-tail);
  const phone = phoneToE164(firstOfBlock(trimmed), country);
  const block = phone ? `tel:${phone.slice(0, -tail)}` : `${country}:${digits.slice(0, -tail)}`;
  return { block, completion };
}
