import { describe, expect, it } from 'vitest';
import {
  boundedMatches,
  boundedWordMatches,
  identifierMatches,
  LETTER_MARK_OR_NUMBER,
  standsAlone,
} from './bounded-matches.js';
import { handleMatches } from './mask-text.js';

// boundedMatches replaced regexes with lookarounds that cost ~1.5 ms each to compile: it must
// find exactly what they found. Compared on random text made of the characters that decide
// a boundary (letters of several scripts and cases, a combining mark, digits, '@', '.', '_',
// an apostrophe, a hyphen, spaces and an astral letter whose case folds).

const ALPHABET = [
  'a',
  'A',
  'b',
  'B',
  'é',
  'É',
  '\u0301',
  '1',
  '@',
  '.',
  '_',
  "'",
  '-',
  ' ',
  ' ',
  '𐐀',
  '𐐨',
  'ſ',
  's',
  'S',
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function randomText(random: () => number, length: number): string {
  return Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
}

/** A small seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const spans = (matches: Iterable<{ index?: number; 0: string } | { start: number; end: number }>) =>
  [...matches].map((m) =>
    'start' in m ? [m.start, m.end] : [m.index ?? 0, (m.index ?? 0) + m[0].length],
  );

describe('boundedMatches', () => {
  it.each([
    // A candidate refused for its neighbour does not hide one overlapping it.
    ['ba-a-a', 'a-a', [[3, 6]]],
    ["xA'a'a b", "a'a", [[3, 6]]],
    [
      'Smith-smith SMITH',
      'smith',
      [
        [0, 5],
        [6, 11],
        [12, 17],
      ],
    ],
    ['Smithson smith\u0301 smith', 'smith', [[16, 21]]],
  ])('in %j finds %j at %j', (text, word, expected) => {
    const found = boundedMatches(text, new RegExp(escapeRegExp(word), 'giu'), (start, end) =>
      standsAlone(text, start, end, LETTER_MARK_OR_NUMBER) ? { start, end } : null,
    );
    expect(spans(found)).toEqual(expected);
  });

  it('finds what (?<![\\p{L}\\p{M}\\p{N}])word(?![\\p{L}\\p{M}\\p{N}]) finds, case-insensitively', () => {
    const random = seeded(17);
    for (let i = 0; i < 3000; i++) {
      const text = randomText(random, 1 + Math.floor(random() * 30));
      const word = randomText(random, 1 + Math.floor(random() * 3)).replace(/\u0301/g, '');
      if (word === '') continue;
      const lookaround = new RegExp(
        `(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{M}\\p{N}])`,
        'giu',
      );
      const found = boundedMatches(text, new RegExp(escapeRegExp(word), 'giu'), (start, end) =>
        standsAlone(text, start, end, LETTER_MARK_OR_NUMBER) ? { start, end } : null,
      );
      expect(spans(found), `${JSON.stringify(text)} / ${JSON.stringify(word)}`).toEqual(
        spans(text.matchAll(lookaround)),
      );
    }
  });

  it('finds a word without a regex in ASCII text exactly as the regex does', () => {
    // ASCII texts take boundedWordMatches' indexOf path; the lookaround regex is the reference.
    const ascii = ['a', 'A', 'b', 'B', 'k', 'K', 's', 'S', '1', '@', '.', '_', "'", '-', ' '];
    const random = seeded(99);
    let compared = 0;
    for (let i = 0; i < 3000; i++) {
      const pick = (length: number) =>
        Array.from({ length }, () => ascii[Math.floor(random() * ascii.length)]).join('');
      const text = pick(1 + Math.floor(random() * 30));
      const word = pick(1 + Math.floor(random() * 3));
      const lookaround = new RegExp(
        `(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{M}\\p{N}])`,
        'giu',
      );
      const found = boundedWordMatches(text, word, (start, end) =>
        standsAlone(text, start, end, LETTER_MARK_OR_NUMBER) ? { start, end } : null,
      );
      expect(spans(found), `${JSON.stringify(text)} / ${JSON.stringify(word)}`).toEqual(
        spans(text.matchAll(lookaround)),
      );
      compared += found.length;
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('finds a handle as (?<![\\p{L}\\p{N}_.])@?handle(?![\\p{L}\\p{N}_]|\\.[\\p{L}\\p{N}_]) does', () => {
    const random = seeded(42);
    for (let i = 0; i < 3000; i++) {
      const text = randomText(random, 1 + Math.floor(random() * 30));
      const bare = randomText(random, 1 + Math.floor(random() * 3));
      const lookaround = new RegExp(
        `(?<![\\p{L}\\p{N}_.])@?${escapeRegExp(bare)}(?![\\p{L}\\p{N}_]|\\.[\\p{L}\\p{N}_])`,
        'giu',
      );
      expect(
        spans(handleMatches(text, bare)),
        `${JSON.stringify(text)} / ${JSON.stringify(bare)}`,
      ).toEqual(spans(text.matchAll(lookaround)));
    }
  });

  it('finds an identifier as the regex of its characters with up to 2 separators between them does', () => {
    const random = seeded(7);
    const characters = ['1', '2', 'r', 'R', 't', 'k', 'K', '\u212a', 's', 'ſ', 'é', '𐐀', '𐐨'];
    const noise = [' ', '  ', '.', '-', '(', ')', '/', '\n', '_', ',', 'x', '3'];
    for (let i = 0; i < 3000; i++) {
      const chars = Array.from(
        { length: 1 + Math.floor(random() * 4) },
        () => characters[Math.floor(random() * characters.length)] ?? '1',
      );
      const parts = Array.from({ length: 1 + Math.floor(random() * 12) }, () => {
        const pool = random() < 0.6 ? characters : noise;
        return pool[Math.floor(random() * pool.length)] ?? ' ';
      });
      const text = parts.join('');
      const body = chars.map(escapeRegExp).join('[\\s.\\-()/]{0,2}');
      const lookaround = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
      expect(
        spans(identifierMatches(text, chars)),
        `${JSON.stringify(text)} / ${JSON.stringify(chars)}`,
      ).toEqual(spans(text.matchAll(lookaround)));
    }
  });
});
