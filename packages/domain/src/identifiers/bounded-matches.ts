// Finding a case's own words (surnames, handles, numbers) in free text, standing alone.
//
// The obvious regex, `(?<![\p{L}\p{N}])word(?![\p{L}\p{N}])` with the 'giu' flags, costs about
// 1.5 ms to compile in V8 (the Unicode property classes are huge), and every case has its own
// words: a page of 10 case cards spent 15 ms of CPU compiling regexes (docs/performance.md).
// Here the word is compiled alone (a literal: about 0.02 ms) and the boundaries are checked
// with one regex compiled once. The matches are exactly those of the obvious regex: every
// position is tried in turn, and a match resumes after its end.

/** A letter, combining mark or digit: a word's boundary may be none of these. */
export const LETTER_MARK_OR_NUMBER = /[\p{L}\p{M}\p{N}]/u;
/** A letter or digit. */
export const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

export type BoundedMatch = { start: number; end: number; text: string };

/** The code point that ends just before `index` (a surrogate pair counts as one). */
export function codePointBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const low = text.charCodeAt(index - 1);
  const high = index >= 2 ? text.charCodeAt(index - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? index - 2 : index - 1, index);
}

/** The code point that starts at `index`. */
export function codePointAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/** Whether the code point just before `start` and the one at `end` are both outside `edge`. */
export function standsAlone(text: string, start: number, end: number, edge: RegExp): boolean {
  const before = codePointBefore(text, start);
  const after = codePointAt(text, end);
  return !(before && edge.test(before)) && !(after && edge.test(after));
}

/**
 * The matches of `pattern` (a global, Unicode regex without lookarounds, e.g. a literal word
 * with 'giu') in `text` that `accept` takes, in order and not overlapping, as a regex with the
 * same lookarounds would find them: every start position is tried in turn, and the search
 * resumes after each accepted match. `accept` answers the range to take (it may reach back to
 * a prefix such as a handle's '@', never before `from`) or null. `pattern` must match only text
 * that ends at one place for a given start (a literal, or characters with separators between).
 */
export function boundedMatches(
  text: string,
  pattern: RegExp,
  accept: (start: number, end: number, from: number) => { start: number; end: number } | null,
): BoundedMatch[] {
  const matches: BoundedMatch[] = [];
  let from = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const start = m.index;
    const taken = m[0] === '' ? null : accept(start, start + m[0].length, from);
    if (taken) {
      matches.push({ ...taken, text: text.slice(taken.start, taken.end) });
      from = taken.end;
      pattern.lastIndex = taken.end;
    } else {
      // Try again one code point further on, as the lookaround regex would.
      pattern.lastIndex = start + Math.max(1, codePointAt(text, start).length);
    }
  }
  pattern.lastIndex = 0;
  return matches;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * boundedMatches of a literal word with the 'giu' flags, without compiling a regex when the
 * word and the text are both ASCII (most names and titles): there, ignoring case is lower-casing
 * A to Z and nothing else (the folds that reach outside ASCII, such as 'k' and the Kelvin sign,
 * need a character the text does not have), and lower-casing keeps every position.
 */
export function boundedWordMatches(
  text: string,
  word: string,
  accept: (start: number, end: number, from: number) => { start: number; end: number } | null,
): BoundedMatch[] {
  if (word === '' || !isAscii(word) || !isAscii(text)) {
    return boundedMatches(text, new RegExp(escapeRegExp(word), 'giu'), accept);
  }
  const haystack = text.toLowerCase();
  const needle = word.toLowerCase();
  const matches: BoundedMatch[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; ) {
    const taken = accept(at, at + needle.length, from);
    if (taken) {
      matches.push({ ...taken, text: text.slice(taken.start, taken.end) });
      from = taken.end;
      at = haystack.indexOf(needle, taken.end);
    } else {
      at = haystack.indexOf(needle, at + 1);
    }
  }
  return matches;
}

/** `text` with every match replaced by `replacement`. */
export function replaceMatches(
  text: string,
  matches: readonly BoundedMatch[],
  replacement: string,
): string {
  let out = '';
  let at = 0;
  for (const { start, end } of matches) {
    out += text.slice(at, start) + replacement;
    at = end;
  }
  return out + text.slice(at);
}

/** What may stand between the characters of an identifier written in text: '0491 570-157'. */
const IDENTIFIER_SEPARATOR = /[\s.\-()/]/u;
/** At most this many separators between two of its characters. */
const IDENTIFIER_SEPARATORS_MAX = 2;

/** One character, compared as a 'iu' regex compares it (Unicode simple case folding). */
const sameCharacter = new Map<string, RegExp>();
function matchesCharacter(expected: string, actual: string): boolean {
  if (expected === actual) return true;
  let pattern = sameCharacter.get(expected);
  if (!pattern) {
    pattern = new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'iu');
    // Letters and digits only: the map stays as small as the alphabets in use.
    if (sameCharacter.size < 10_000) sameCharacter.set(expected, pattern);
  }
  return pattern.test(actual);
}

/**
 * Where `chars` (an identifier's letters and digits) are written in text with at most 2
 * separators (whitespace, '.', '-', '(', ')', '/') between each two and no letter or digit on
 * either side, case-insensitively: what the regex
 * `(?<![\p{L}\p{N}])c1[\s.\-()/]{0,2}c2...(?![\p{L}\p{N}])` with 'giu' finds, without
 * compiling it (about 1 ms per identifier, as each case has its own).
 */
export function identifierMatches(text: string, chars: readonly string[]): BoundedMatch[] {
  const matches: BoundedMatch[] = [];
  if (chars.length === 0) return matches;
  let start = 0;
  while (start < text.length) {
    const end = identifierEndingAt(text, start, chars);
    if (end !== null && standsAlone(text, start, end, LETTER_OR_NUMBER)) {
      matches.push({ start, end, text: text.slice(start, end) });
      start = end;
    } else {
      start += Math.max(1, codePointAt(text, start).length);
    }
  }
  return matches;
}

/** Where the identifier written from `start` ends, or null when it is not written there. */
function identifierEndingAt(text: string, start: number, chars: readonly string[]): number | null {
  let at = start;
  for (let k = 0; k < chars.length; k++) {
    if (k > 0) {
      // Separators are never letters or digits: taking as many as allowed loses no match.
      for (let n = 0; n < IDENTIFIER_SEPARATORS_MAX; n++) {
        const next = codePointAt(text, at);
        if (next === '' || !IDENTIFIER_SEPARATOR.test(next)) break;
        at += next.length;
      }
    }
    const actual = codePointAt(text, at);
    if (actual === '' || !matchesCharacter(chars[k] ?? '', actual)) return null;
    at += actual.length;
  }
  return at;
}
