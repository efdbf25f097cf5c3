import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../countries/countries.js';
import { normalizePhone } from './normalize.js';
import { searchKeys } from './search-keys.js';

describe('searchKeys', () => {
  it.each<[string, CountryCode, string[]]>([
    ['0412 345 678', 'AU', ['+61412345678', '0412345678']],
    ['+61412345678', 'AU', ['+61412345678', '61412345678']],
    [' Joe@Example.com ', 'AU', ['joe@example.com']],
    ['2000', 'AU', ['2000']],
    ['51 824 753 556', 'AU', ['51824753556']],
    ['sw1a 1aa', 'GB', ['11', 'SW1A1AA']],
    ['123456789RT0001', 'CA', ['1234567890001', '123456789RT0001']],
    ['', 'AU', []],
    ['   ', 'AU', []],
  ])('searchKeys(%j, %s)', (query, country, expected) => {
    expect(searchKeys(query, country)).toEqual(expected);
  });

  it('gives each key once', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const keys = searchKeys(query, 'AU');
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  const digits = (n: number) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

  // National mobile numbers of each country, as their subscriber digits after the trunk '0'
  // (or the whole 10 digits for the USA and Canada).
  const nationalSignificant: Record<CountryCode, fc.Arbitrary<string>> = {
    AU: digits(8).map((d) => `4${d}`),
    US: fc
      .tuple(fc.integer({ min: 2, max: 9 }), digits(2), fc.integer({ min: 2, max: 9 }), digits(6))
      .map((p) => p.join('')),
    CA: fc
      .tuple(fc.integer({ min: 2, max: 9 }), digits(2), fc.integer({ min: 2, max: 9 }), digits(6))
      .map((p) => p.join('')),
    GB: digits(9).map((d) => `7${d}`),
    NZ: fc.oneof(digits(7), digits(8)).map((d) => `2${d}`),
    IE: fc.tuple(fc.constantFrom('3', '5', '7', '9'), digits(7)).map(([a, d]) => `8${a}${d}`),
  };
  const trunk: Record<CountryCode, string> = { AU: '0', US: '', CA: '', GB: '0', NZ: '0', IE: '0' };
  const dial: Record<CountryCode, string> = {
    AU: '61',
    US: '1',
    CA: '1',
    GB: '44',
    NZ: '64',
    IE: '353',
  };

  /** The usual ways people write the same number. */
  function shapes(country: CountryCode, nsn: string): string[] {
    const national = `${trunk[country]}${nsn}`;
    const grouped = national.replace(/^(\d{4})(\d{3})(\d+)$/, '$1 $2 $3');
    const nsnGrouped = nsn.replace(/^(\d{3})(\d{3})(\d+)$/, '$1 $2 $3');
    return [
      national,
      grouped,
      national.replace(/^(\d{4})(\d{3})(\d+)$/, '$1-$2-$3'),
      national.replace(/^(\d{3})(\d{3})(\d+)$/, '($1) $2-$3'),
      `+${dial[country]}${nsn}`,
      `+${dial[country]} ${nsnGrouped}`,
      ` ${grouped} `,
    ];
  }

  it.each<CountryCode>(['AU', 'US', 'CA', 'GB', 'NZ', 'IE'])(
    'always holds the normalized form of a %s mobile number written in any usual shape',
    (country) => {
      fc.assert(
        fc.property(nationalSignificant[country], (nsn) => {
          const expected = normalizePhone(`+${dial[country]}${nsn}`, country);
          expect(expected).toBe(`+${dial[country]}${nsn}`);
          for (const shape of shapes(country, nsn)) {
            expect(searchKeys(shape, country)).toContain(expected);
          }
        }),
      );
    },
  );
});
