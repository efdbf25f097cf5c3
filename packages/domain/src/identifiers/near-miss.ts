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

/**
 * The digits libphonenumber reads besides ASCII's (full-width, Arabic-Indic, Persian), written
 * as ASCII: the guard counts the digits the search looks up. Each range starts at a multiple of 16.
 */
function asciiDigits(text: string): string {
  return text.replace(/[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) % 16),
  );
}

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
 * typing it is one block, whatever the country chosen, and an extension or formatting never
 * stands in for the last 2 digits the search looks up); otherwise, for the business numbers,
 * its digits in the selected country. An entry that is no possible phone number joins the
 * phone block of its first completion (its last 2 digits 00) when that one is: libphonenumber's
 * parse of an unusual entry can turn on its last digits (in AU, '001800' parses and '001870'
 * does not), and the 100 completions of a block must count together. An email, a postcode or
 * anything with fewer than LIMITS.searchNearMissMinDigits digits has none: emails are masked
 * more instead, postcodes are not masked at all.
 */
export function nearMissKey(query: string, country: CountryCode): NearMissKey | null {
  const entry = asciiDigits(query.trim());
  if (entry === '' || entry.includes('@')) return null;
  const digits = normalizeBusinessNumber(entry);
  if (digits.length < LIMITS.searchNearMissMinDigits) return null;
  const phone = phoneToE164(entry, country);
  if (phone) return { block: `tel:${phone.slice(0, -tail)}`, completion: phone.slice(-tail) };
  const completion = digits.slice(-tail);
  const first = phoneToE164(firstOfBlock(entry), country);
  if (first) return { block: `tel:${first.slice(0, -tail)}`, completion };
  return { block: `${country}:${digits.slice(0, -tail)}`, completion };
}
