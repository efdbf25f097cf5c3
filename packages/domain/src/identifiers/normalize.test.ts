import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../countries/countries.js';
import {
  normalizeBusinessNumber,
  normalizeEmail,
  normalizePhone,
  normalizePostcode,
} from './normalize.js';

describe('normalizePhone', () => {
  it.each<[string, CountryCode, string]>([
    ['0412 345 678', 'AU', '+61412345678'],
    ['0412345678', 'AU', '+61412345678'],
    ['+61412345678', 'AU', '+61412345678'],
    ['+61 412 345 678', 'AU', '+61412345678'],
    ['(04) 1234 5678', 'AU', '+61412345678'],
    ['0412-345-678', 'AU', '+61412345678'],
    ['(02) 9876 5432', 'AU', '+61298765432'],
    ['201-555-0123', 'US', '+12015550123'],
    ['(201) 555-0123', 'US', '+12015550123'],
    ['+1 201 555 0123', 'US', '+12015550123'],
    ['506-234-5678', 'CA', '+15062345678'],
    ['07400 123456', 'GB', '+447400123456'],
    ['+44 7400 123456', 'GB', '+447400123456'],
    ['0044 7400 123456', 'GB', '+447400123456'],
    ['021 123 4567', 'NZ', '+64211234567'],
    ['085 123 4567', 'IE', '+353851234567'],
    ['+353 85 123 4567', 'IE', '+353851234567'],
    // A number of another country keeps its own code.
    ['+44 7400 123456', 'AU', '+447400123456'],
    // Not a possible phone number: digits only, keeping a leading '+'.
    ['2000', 'AU', '2000'],
    ['51 824 753 556', 'AU', '51824753556'],
    ['+12', 'AU', '+12'],
    ['', 'AU', ''],
    ['no digits', 'AU', ''],
  ])('normalizePhone(%j, %s) is %s', (raw, country, expected) => {
    expect(normalizePhone(raw, country)).toBe(expected);
  });
});

describe('normalizeEmail, normalizeBusinessNumber, normalizePostcode', () => {
  it.each([
    [' Joe.Bloggs@Example.COM ', 'joe.bloggs@example.com'],
    ['joe@example.com', 'joe@example.com'],
  ])('normalizeEmail(%j) is %s', (raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });

  it.each([
    ['51 824 753 556', '51824753556'],
    ['51-824-753-556', '51824753556'],
    ['ACN 004 085 616', '004085616'],
    ['123456789RT0001', '1234567890001'],
  ])('normalizeBusinessNumber(%j) is %s', (raw, expected) => {
    expect(normalizeBusinessNumber(raw)).toBe(expected);
  });

  it.each([
    ['sw1a 1aa', 'SW1A1AA'],
    [' 2000 ', '2000'],
    ['K1A 0B1', 'K1A0B1'],
    ['12345-6789', '12345-6789'],
    ['D02 X285', 'D02X285'],
  ])('normalizePostcode(%j) is %s', (raw, expected) => {
    expect(normalizePostcode(raw)).toBe(expected);
  });
});

describe('normalization is idempotent', () => {
  const country = fc.constantFrom(...COUNTRY_CODES);
  const phoneLike = fc.oneof(fc.string(), fc.stringMatching(/^\+?[\d ()-]{0,20}$/));

  it('normalizePhone', () => {
    fc.assert(
      fc.property(phoneLike, country, (raw, code) => {
        const once = normalizePhone(raw, code);
        expect(normalizePhone(once, code)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['normalizeEmail', normalizeEmail],
    ['normalizeBusinessNumber', normalizeBusinessNumber],
    ['normalizePostcode', normalizePostcode],
  ])('%s', (_name, normalize) => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normalize(normalize(raw))).toBe(normalize(raw));
      }),
    );
  });
});
