// Identifier normalization (DESIGN.md §1): search is still exact, but on one canonical form per
// identifier, so '0412 345 678', '+61412345678' and '0412345678' are one number.
//
// libphonenumber-js/min: the smallest metadata set that still parses national numbers to
// E.164 (about 30 KB gzip in a browser bundle, against about 50 KB for /max). We only need
// parsing, "possible number" checks and each country's number pattern (the lodgement's
// validity check, validation/identifier-formats.ts), which the min metadata answers for our six
// countries; the per-type ranges of /max (mobile, fixed line, premium) are not used.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from '../countries/countries.js';

/**
 * E.164 when the text parses as a possible number of that country (or an international one).
 * Recent answers are kept: a search parses its text for the near-miss guard and again for its
 * keys, with other requests' work in between, and parsing was a tenth of a search's CPU
 * (docs/performance.md). A pure function, so keeping answers cannot change any.
 */
export function phoneToE164(raw: string, country: CountryCode): string | null {
  const key = `${country}|${raw}`;
  const known = recentlyParsed.get(key);
  if (known !== undefined) return known;
  const parsed = parsePhoneNumberFromString(raw, country);
  const e164 = parsed?.isPossible() ? parsed.number : null;
  if (recentlyParsed.size >= RECENTLY_PARSED_MAX) {
    const oldest = recentlyParsed.keys().next().value;
    if (oldest !== undefined) recentlyParsed.delete(oldest);
  }
  recentlyParsed.set(key, e164);
  return e164;
}

/** Enough for the searches in flight at once; the oldest answer goes first. */
const RECENTLY_PARSED_MAX = 512;
const recentlyParsed = new Map<string, string | null>();

/** Digits only, keeping a leading '+' so an international number stays international. */
function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits !== '' && raw.trim().startsWith('+') ? `+${digits}` : digits;
}

/**
 * A phone number in E.164 for the country (spec §5 search; DESIGN.md §1), or its digits when it
 * is not a possible phone number. Idempotent: the digits fallback is itself tried as a phone
 * number first, so normalizing twice never changes the answer.
 */
export function normalizePhone(raw: string, country: CountryCode): string {
  const digits = phoneDigits(raw);
  return phoneToE164(raw, country) ?? phoneToE164(digits, country) ?? digits;
}

/** Emails compare trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** ABN, ACN, NZBN and other business numbers compare as digits only. */
export function normalizeBusinessNumber(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Postcodes compare upper-cased without spaces ('sw1a 1aa' is 'SW1A1AA'). */
export function normalizePostcode(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase();
}
