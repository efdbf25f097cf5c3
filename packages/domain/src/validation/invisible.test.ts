import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters } from './invisible.js';

describe('hasInvisibleCharacters', () => {
  it.each([
    ['a zero-width space', 'probe_photo2\u200b'],
    ['a right-to-left override', '\u202eadmin'],
    ['a left-to-right mark', 'jo\u200ee'],
    ['a zero-width joiner', 'jo\u200de'],
    ['a byte order mark', '\ufeffjoe'],
    ['a soft hyphen', 'jo\u00ade'],
    ['a control character', 'jo\u0007e'],
    ['a line separator', 'jo\u2028e'],
    ['a Hangul filler', 'joe\u3164'],
    ['a variation selector after a letter', 'joe\ufe0f'],
    ['a braille blank', 'jo\u2800e'],
    ['a no-break space', 'jo\u00a0e'],
    ['an em space', 'jo\u2003e'],
    ['a private-use character', 'joe\ue000'],
    ['a lone surrogate', 'joe\ud800'],
  ])('finds %s', (_name, text) => {
    expect(hasInvisibleCharacters(text)).toBe(true);
  });

  it.each(['joe', 'Joe Bloggs', 'Zoë', 'José_2', 'Ñandú', '日本語', 'مرحبا', 'joe 🔥', 'joe ❤️'])(
    'lets %s through',
    (text) => {
      expect(hasInvisibleCharacters(text)).toBe(false);
    },
  );
});
