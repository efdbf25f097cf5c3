import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries/countries.js';
import { validateLodgement } from './lodgement.js';
import {
  CANADA_POSTAL_FIRST_LETTERS,
  CANADA_POSTAL_LETTERS,
  isPostcodeShaped,
  UK_POSTCODE_AREAS,
} from './postcode-shapes.js';
import { containsProfanity } from './profanity.js';

// Issue 22, "Profanity without false positives" (docs/decisions/0034): the filter refused the
// London postcode N16 0AA (also NN16), 421 of 216,000 Canadian postal codes (A5S 0A0…) and the
// chat message "Quote 3 n16 attached". Every UK postcode district and every Canadian forward
// sortation area is tried here, alone, as a whole postcode and inside a sentence.

/**
 * Every UK outward code there can be: each area with districts 0-99, and the lettered districts
 * of central London (EC1A, W1A, SW1A…), a superset of the ones in use.
 */
function ukDistricts(): string[] {
  const districts: string[] = [];
  for (const area of UK_POSTCODE_AREAS) {
    for (let n = 0; n < 100; n++) districts.push(`${area}${n}`);
    if (['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'].includes(area)) {
      for (let n = 0; n < 10; n++) {
        for (const letter of 'ABCDEFGHJKMNPRSTUVWXY') districts.push(`${area}${n}${letter}`);
      }
    }
  }
  return districts;
}

/** Every forward sortation area Canada Post's letter rules allow: letter, digit, letter. */
function canadianAreas(): string[] {
  const areas: string[] = [];
  for (const first of CANADA_POSTAL_FIRST_LETTERS) {
    for (let digit = 0; digit < 10; digit++) {
      for (const third of CANADA_POSTAL_LETTERS) areas.push(`${first}${digit}${third}`);
    }
  }
  return areas;
}

const inSentences = (codes: string[], size = 40) =>
  Array.from(
    { length: Math.ceil(codes.length / size) },
    (_, i) =>
      `Quote 3 for ${codes
        .slice(i * size, i * size + size)
        .join(', ')
        .toLowerCase()} attached`,
  );

// Tens of thousands of checks: generous time on a machine shared with other test runs.
describe('postcodes are not profanity', { timeout: 120_000 }, () => {
  const uk = ukDistricts();
  const canada = canadianAreas();

  it('lists every UK district and Canadian area', () => {
    expect(uk).toContain('N16');
    expect(uk).toContain('NN16');
    expect(uk).toContain('SW1A');
    expect(uk.length).toBeGreaterThan(12_000);
    expect(canada).toHaveLength(18 * 10 * 20);
    expect(canada).toContain('A5S');
  });

  it('passes every UK district, alone and as a whole postcode', () => {
    const flagged = uk.filter(
      (d) => containsProfanity(d) || containsProfanity(`${d} 0AA`) || containsProfanity(`${d}9ZZ`),
    );
    expect(flagged).toEqual([]);
  });

  it('passes every UK district in a sentence', () => {
    expect(inSentences(uk).filter(containsProfanity)).toEqual([]);
  });

  it('passes every Canadian forward sortation area, alone and as a whole postal code', () => {
    const flagged = canada.filter(
      (a) => containsProfanity(a) || containsProfanity(`${a} 0A0`) || containsProfanity(`${a}4B0`),
    );
    expect(flagged).toEqual([]);
    expect(inSentences(canada).filter(containsProfanity)).toEqual([]);
  });

  it('passes the issue’s examples', () => {
    for (const text of ['N16 0AA', 'NN16 6AA', 'A5S 0A0', 'Quote 3 n16 attached', 'T1T 4S5']) {
      expect(containsProfanity(text), text).toBe(false);
    }
  });

  it('lodges a postcode of London N16 and every Canadian area with the postcode field', () => {
    const base = {
      title: 'Unpaid invoice for the kitchen',
      name: 'Sam Example',
      number: '020 7946 0123',
      details: 'Quote 3 n16 attached. The work was finished in March and has not been paid since.',
    };
    expect(validateLodgement({ ...base, postcode: 'N16 0AA' }, 'GB')).toEqual([]);
    const refused = canada.filter((a) =>
      validateLodgement({ postcode: `${a} 0A0` }, 'CA').some((e) => e.field === 'postcode'),
    );
    expect(refused).toEqual([]);
    expect(COUNTRIES.CA.name).toBe('Canada');
  });
});

describe('leetspeak is still read in words', () => {
  it.each(['sh1t', '5h1t', '$h1t', 'b1tch', 'a55hole', 'c0ck', 'd1ck', 'n1gger', 'sh1tty job'])(
    'flags %j',
    (text) => {
      expect(containsProfanity(text)).toBe(true);
    },
  );

  it('tells postcode shapes from words', () => {
    expect(
      ['N16', 'NN16', 'SW1A', 'SW1A1AA', '0AA', 'A5S', '0A0', 'A5S0A0'].every(isPostcodeShaped),
    ).toBe(true);
    expect(['SH1T', 'D1CK', 'B1TCH', 'N1GGER'].some(isPostcodeShaped)).toBe(false);
  });
});
