import { findNumbers } from 'libphonenumber-js/min';
import type { CountryCode } from '../countries/countries.js';
import { LIMITS } from '../limits.js';
import {
  boundedWordMatches,
  codePointAt,
  codePointBefore,
  identifierMatches,
  LETTER_MARK_OR_NUMBER,
  replaceMatches,
  standsAlone,
} from './bounded-matches.js';
import { maskEmail, maskHandle } from './mask.js';

// Personal details in free text (issue 14 §2; docs/decisions/0018): a title, details, address or
// response can carry a phone number, an email or the person's surname as surely as the fields
// the spec masks. Everyone but the creator receives the text through this function; the stored
// text is never changed.

/** What a case says about its person, for masking the free text around it. */
export type FreeTextContext = {
  country: CountryCode;
  /** The case's name field: the words after the first are the surname. */
  name: string;
  /** The case's own Instagram and TikTok handles, masked as their fields are. */
  handles?: readonly string[];
  /**
   * The case's own numbers (phone and business numbers), masked in the text exactly as their
   * fields are, so the text and the field read together show no more than the field.
   */
  identifiers?: readonly string[];
  /**
   * The case's own address (issue 46): its house and unit numbers are dropped wherever the text
   * repeats them beside the street, as the address field drops every digit.
   */
  address?: string;
};

type Range = { start: number; end: number; text: string };

const HIDDEN = '*';
/** An email address written in text (also what a shared text is searched for: find-in-text.ts). */
export const EMAIL_IN_TEXT =
  /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+/gu;
/**
 * Digits joined by spaces, line breaks, hyphens, dots or brackets: '0491-570-157',
 * '(02) 9876 5432', a number written one group a line.
 */
export const DIGIT_RUN = /\+?\(?\d(?:[ .\-()\n]{0,2}\d)+/g;
/** A run at least this long is a number someone could be called on, or found by. */
const RUN_MIN_DIGITS = 7;
/** Dates and year ranges are left alone: '12-03-2024', '2024.03.12', '2019-2023'. */
const DATE_LIKE = [
  /^\d{1,2}[-. ]\d{1,2}[-. ]\d{2,4}$/,
  /^\d{4}[-. ]\d{1,2}[-. ]\d{1,2}$/,
  /^(?:19|20)\d\d ?- ?(?:19|20)\d\d$/,
];

const overlaps = (ranges: readonly Range[], start: number, end: number) =>
  ranges.some((r) => start < r.end && r.start < end);

/** `text` with the last 2 of `digits` (positions in text) hidden. */
function hideLastDigits(text: string, offset: number, positions: readonly number[]): string {
  const hide = new Set(positions.slice(-LIMITS.maskHiddenTailChars).map((p) => p - offset));
  return text
    .split('')
    .map((ch, i) => (hide.has(i) ? HIDDEN : ch))
    .join('');
}

/** Positions of the digits in text[start, end). */
function digitPositions(text: string, start: number, end: number): number[] {
  const positions: number[] = [];
  for (let i = start; i < end; i++) if (/\d/.test(text[i] ?? '')) positions.push(i);
  return positions;
}

function emailRanges(text: string): Range[] {
  return [...text.matchAll(EMAIL_IN_TEXT)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: maskEmail(m[0]),
  }));
}

/**
 * Phone numbers libphonenumber finds for the country (and international ones, written with
 * '+'). Its match can run on past the number ('(02) 9876 5432, 0491'): the range is cut back
 * to the number's own digits, so what follows is left to the next pass, not shown whole.
 */
function phoneRanges(text: string, country: CountryCode, taken: readonly Range[]): Range[] {
  const ranges: Range[] = [];
  for (const found of findNumbers(text, { defaultCountry: country, v2: true })) {
    const positions = digitPositions(text, found.startsAt, found.endsAt);
    const digits = positions.map((p) => text[p]).join('');
    const national = found.number.nationalNumber;
    const at = digits.indexOf(national);
    const own = at === -1 ? positions : positions.slice(0, at + national.length);
    const last = own[own.length - 1];
    if (last === undefined) continue;
    const start = found.startsAt;
    const end = last + 1;
    if (overlaps(taken, start, end) || overlaps(ranges, start, end)) continue;
    ranges.push({ start, end, text: hideLastDigits(text.slice(start, end), start, own) });
  }
  return ranges;
}

/**
 * The digits to hide in a run: the last 2 before every break between groups that comes after
 * the 7th digit, and at its end. A number followed by more digits ('0491 570 157 12 times',
 * '... 157 2024') is a prefix of the run ending at a break, so its own last 2 are hidden too,
 * not only the run's.
 */
function runDigitsToHide(positions: readonly number[]): number[] {
  const hide: number[] = [];
  positions.forEach((position, i) => {
    const next = positions[i + 1];
    const groupEnds = next === undefined || next !== position + 1;
    if (groupEnds && i + 1 >= RUN_MIN_DIGITS) hide.push(...positions.slice(i - 1, i + 1));
  });
  return hide;
}

/** Any other run of 7 or more digits: hidden as a phone or business number's last 2 are. */
function digitRunRanges(text: string, taken: readonly Range[]): Range[] {
  const ranges: Range[] = [];
  for (const m of text.matchAll(DIGIT_RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    const positions = digitPositions(text, start, end);
    if (positions.length < RUN_MIN_DIGITS) continue;
    if (DATE_LIKE.some((pattern) => pattern.test(m[0]))) continue;
    if (overlaps(taken, start, end)) continue;
    const hide = new Set(runDigitsToHide(positions).map((p) => p - start));
    const masked = [...m[0]].map((ch, i) => (hide.has(i) ? HIDDEN : ch)).join('');
    ranges.push({ start, end, text: masked });
  }
  return ranges;
}

/**
 * The case's own identifiers wherever the text writes them, with any spacing or punctuation
 * between their characters: the last 2 letters or digits hidden, as the field's mask hides
 * them ('123456789 RT0001' as '123456789 RT00**', which the digit-run rule would not reach).
 */
function identifierRanges(text: string, identifiers: readonly string[]): Range[] {
  const ranges: Range[] = [];
  for (const value of identifiers) {
    const chars = [...value].filter((ch) => /[\p{L}\p{N}]/u.test(ch));
    if (chars.length < 5) continue;
    const found = identifierMatches(text, chars);
    for (const m of found) {
      const { start, end } = m;
      if (overlaps(ranges, start, end)) continue;
      const positions = [...m.text]
        .map((ch, i) => (/[\p{L}\p{N}]/u.test(ch) ? i : -1))
        .filter((i) => i >= 0);
      const hide = new Set(positions.slice(-LIMITS.maskHiddenTailChars));
      const masked = [...m.text].map((ch, i) => (hide.has(i) ? HIDDEN : ch)).join('');
      ranges.push({ start, end, text: masked });
    }
  }
  return ranges;
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The address's numbered parts (house and unit numbers, a postcode) where the text repeats them
 * beside the address's nearest word: '796 Wombat Crescent' reads 'Wombat Crescent', as the
 * field does (maskAddress drops every digit). A number the text does not put beside that word
 * is left to the other passes.
 */
function addressRanges(text: string, address: string, taken: readonly Range[]): Range[] {
  const tokens = address.split(/[\s,;]+/u).filter((token) => /[\p{L}\p{N}]/u.test(token));
  const hasDigit = (token: string) => /\p{N}/u.test(token);
  const ranges: Range[] = [];
  tokens.forEach((token, i) => {
    if (!hasDigit(token)) return;
    const after = tokens.slice(i + 1).find((t) => !hasDigit(t));
    const before = tokens
      .slice(0, i)
      .reverse()
      .find((t) => !hasDigit(t));
    const edge = '(?<![\\p{L}\\p{N}])';
    const end = '(?![\\p{L}\\p{N}])';
    const pattern = after
      ? `${edge}${escapeRegex(token)}[\\s,]*(?=${escapeRegex(after)}${end})`
      : before
        ? `(?<=${escapeRegex(before)})[\\s,]+${escapeRegex(token)}${end}`
        : null;
    if (!pattern) return;
    for (const m of text.matchAll(new RegExp(pattern, 'giu'))) {
      const start = m.index;
      const stop = start + m[0].length;
      if (overlaps(taken, start, stop) || overlaps(ranges, start, stop)) continue;
      ranges.push({ start, end: stop, text: '' });
    }
  });
  return ranges;
}

/** A handle's neighbours: letters, digits, '_' and '.' (before it) make it part of something else. */
const HANDLE_EDGE_BEFORE = /[\p{L}\p{N}_.]/u;
const HANDLE_EDGE_AFTER = /[\p{L}\p{N}_]/u;

/**
 * Where the handle stands alone: not inside a longer handle, an email or a domain (a '.' after
 * it followed by a letter or digit), with its '@' when it is written.
 */
function handleAt(text: string, start: number, end: number, from: number) {
  const next = codePointAt(text, end);
  if (HANDLE_EDGE_AFTER.test(next)) return null;
  if (next === '.' && HANDLE_EDGE_AFTER.test(codePointAt(text, end + 1))) return null;
  const edgeBefore = (index: number) => HANDLE_EDGE_BEFORE.test(codePointBefore(text, index));
  if (start - 1 >= from && text[start - 1] === '@' && !edgeBefore(start - 1)) {
    return { start: start - 1, end };
  }
  return edgeBefore(start) ? null : { start, end };
}

/** Where the handle (without its '@') stands alone in text, with its '@' when written. */
export function handleMatches(text: string, bare: string) {
  // The handle alone is found (a cheap regex, or none for ASCII); its boundaries are checked
  // in handleAt.
  return boundedWordMatches(text, bare, (start, end, from) => handleAt(text, start, end, from));
}

function handleRanges(text: string, handles: readonly string[], taken: readonly Range[]): Range[] {
  const ranges: Range[] = [];
  for (const handle of handles) {
    const bare = handle.trim().replace(/^@/, '');
    if ([...bare].length <= LIMITS.maskHiddenTailChars) continue;
    for (const m of handleMatches(text, bare)) {
      if (overlaps(taken, m.start, m.end) || overlaps(ranges, m.start, m.end)) continue;
      ranges.push({ start: m.start, end: m.end, text: maskHandle(m.text) });
    }
  }
  return ranges;
}

/**
 * The words of the name after its first (the surname, and any middle names), split at hyphens
 * too ('Smith-Jones' is also 'Smith' and 'Jones'), without the punctuation around them. Words
 * of one letter are their own initial.
 */
export function surnameWords(name: string): string[] {
  const words = name.trim().split(/\s+/u).slice(1);
  const parts = words.flatMap((word) => [word, ...word.split(/[-‐–]/u)]);
  const bare = parts.map((word) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''));
  return [...new Set(bare.filter((word) => [...word].length > 1))].sort(
    (a, b) => b.length - a.length,
  );
}

function maskSurnames(text: string, name: string): string {
  let out = text;
  for (const word of surnameWords(name)) {
    const initial = [...word][0] ?? '';
    // The word alone is found (a cheap regex, or none for ASCII); its boundaries are checked
    // apart.
    const matches = boundedWordMatches(out, word, (start, end) =>
      standsAlone(out, start, end, LETTER_MARK_OR_NUMBER) ? { start, end } : null,
    );
    out = replaceMatches(out, matches, initial);
  }
  return out;
}

/**
 * Free text as everyone but the case's creator receives it: emails masked as the email field
 * ('da***@****'), phone numbers (found by libphonenumber for the case's country, and
 * international ones) and any other run of 7 or more digits with their last 2 digits hidden as
 * the number fields are, the case's own handles masked as their fields, and the words of the
 * case's name after the first shown as their initial wherever they stand alone, whatever
 * their case and the punctuation around them.
 */
export function maskFreeText(text: string, context: FreeTextContext): string {
  if (text === '') return text;
  // Most titles hold no '@' and few digits: the costlier passes run only when they can find
  // something (no phone number of the six countries has fewer than 7 digits).
  const ranges = identifierRanges(text, context.identifiers ?? []);
  if (context.address && /\p{N}/u.test(text))
    ranges.push(...addressRanges(text, context.address, ranges));
  if (text.includes('@'))
    ranges.push(...emailRanges(text).filter((r) => !overlaps(ranges, r.start, r.end)));
  if ((text.match(/\d/g)?.length ?? 0) >= RUN_MIN_DIGITS) {
    ranges.push(...phoneRanges(text, context.country, ranges));
    ranges.push(...digitRunRanges(text, ranges));
  }
  ranges.push(...handleRanges(text, context.handles ?? [], ranges));
  ranges.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const range of ranges) {
    out += text.slice(at, range.start) + range.text;
    at = range.end;
  }
  out += text.slice(at);
  return maskSurnames(out, context.name);
}
