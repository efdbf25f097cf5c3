import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskBusinessNumber, maskPhone } from './mask.js';
import { nearMissKey } from './near-miss.js';

describe('nearMissKey', () => {
  it.each<[string, string, { block: string; completion: string }]>([
    ['0491 571 234', 'AU', { block: 'tel:+614915712', completion: '34' }],
    ['+61 491 571 234', 'NZ', { block: 'tel:+614915712', completion: '34' }],
    ['201-555-0123', 'US', { block: 'tel:+120155501', completion: '23' }],
    ['51 824 753 556', 'AU', { block: 'AU:518247535', completion: '56' }],
    // An ACN that is also a possible phone number: guarded as one, all 100 near misses alike.
    ['004 085 616', 'AU', { block: 'tel:+61040856', completion: '16' }],
    ['12-3456789', 'US', { block: 'US:1234567', completion: '89' }],
  ])('%j in %s', (query, country, key) => {
    expect(nearMissKey(query, country as 'AU')).toEqual(key);
  });

  it.each([
    ['', 'AU'],
    ['   ', 'AU'],
    ['dave@example.com', 'AU'],
    ['2000', 'AU'],
    ['10001', 'US'],
    ['SW1A 1AA', 'GB'],
    ['M5V 2T6', 'CA'],
  ])('%j in %s is no phone or business number: no key', (query, country) => {
    expect(nearMissKey(query, country as 'AU')).toBeNull();
  });

  it('every way of typing one number is one block', () => {
    const keys = ['0491 571 234', '0491571234', '+61491571234', '(04) 9157 1234'].map((q) =>
      JSON.stringify(nearMissKey(q, 'AU')),
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('the block holds exactly what the mask shows; the completion is what it hides', () => {
    expect(maskPhone('+61491571200')).toBe(
      `${nearMissKey('0491 571 200', 'AU')?.block.slice(4)}**`,
    );
    expect(maskBusinessNumber('51824753556')).toBe(
      `${nearMissKey('51824753556', 'AU')?.block.slice(3)}**`,
    );
  });

  it('puts an entry that is no possible number in the phone block of its first completion', () => {
    // In AU, libphonenumber parses '001800' as a possible number and '001870' not at all.
    expect(nearMissKey('001870', 'AU')).toEqual({ block: 'tel:+61018', completion: '70' });
    expect(nearMissKey('001800', 'AU')).toEqual({ block: 'tel:+61018', completion: '00' });
  });

  it.each([
    ['0491 571 234 x11', 'an extension'],
    ['0491 571 234;ext=11', 'an extension in RFC 3966'],
    ['０４９１ ５７１ ２３４', 'full-width digits'],
    ['0491 571 2٣٤', 'Arabic-Indic digits'],
  ])('takes a phone number’s completion from what the search looks up: %j (%s)', (query) => {
    expect(nearMissKey(query, 'AU')).toEqual({ block: 'tel:+614915712', completion: '34' });
  });

  it('the 100 completions of a number all fall in its block', () => {
    const countries = fc.constantFrom('AU', 'US', 'CA', 'GB', 'NZ', 'IE' as const);
    const digits = fc.stringMatching(/^\d{6,12}$/);
    fc.assert(
      fc.property(digits, countries, fc.integer({ min: 0, max: 99 }), (value, country, n) => {
        const near = `${value.slice(0, -2)}${String(n).padStart(2, '0')}`;
        const a = nearMissKey(value, country as 'AU');
        const b = nearMissKey(near, country as 'AU');
        expect(b?.block).toBe(a?.block);
        expect(b?.completion).toBe(String(n).padStart(2, '0'));
      }),
    );
  });
});
