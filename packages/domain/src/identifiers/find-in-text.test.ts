import { describe, expect, it } from 'vitest';
import { findIdentifiersInText } from './find-in-text.js';

const found = (text: string, country: Parameters<typeof findIdentifiersInText>[1] = 'AU') =>
  findIdentifiersInText(text, country).map(({ kind, value }) => [kind.field, value]);

describe('findIdentifiersInText', () => {
  it('finds the phone number in a text message', () => {
    expect(found('Hi, it is Jo about the tiling. Call me back on 0412 345 678 thanks')).toEqual([
      ['number', '0412 345 678'],
    ]);
  });

  it('finds numbers, emails and business numbers in the order the text writes them', () => {
    expect(
      found('Invoice from jo@example.com, ABN 51 824 753 556, mobile +61 412 345 678.'),
    ).toEqual([
      ['email', 'jo@example.com'],
      ['abn', '51 824 753 556'],
      ['number', '+61 412 345 678'],
    ]);
  });

  it('offers the same number once however it is written', () => {
    expect(found('0412 345 678 or +61412345678')).toEqual([['number', '0412 345 678']]);
  });

  it('reads numbers for the country given', () => {
    expect(found('Ring 021 234 5678 after five', 'NZ')).toEqual([['number', '021 234 5678']]);
  });

  it('finds nothing in a text without one (dates and short numbers are not numbers)', () => {
    expect(found('See you on 12-03-2024 at 10, unit 4')).toEqual([]);
    expect(found('')).toEqual([]);
  });
});
