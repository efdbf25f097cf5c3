import { describe, expect, it } from 'vitest';
import { searchKeys } from '../identifiers/search-keys.js';
import { watchKeys, watchKindOf } from './watches.js';

describe('watchKeys', () => {
  it.each([
    ['0412 345 678', 'AU', '+61412345678'],
    ['+61 412 345 678', 'AU', '+61412345678'],
    ['51 824 753 556', 'AU', '51824753556'],
    ['004 085 616', 'AU', '004085616'],
    ['021 234 5678', 'NZ', '+64212345678'],
    ['12-3456789', 'US', '123456789'],
    ['(202) 555-0143', 'US', '+12025550143'],
    [' Jordan.Example@Example.com ', 'AU', 'jordan.example@example.com'],
  ] as const)('%s in %s is watched as %s', (typed, country, normalized) => {
    expect(watchKeys(typed, country)?.normalized).toBe(normalized);
  });

  it('keeps the keys the search looks the entry up by, postcodes aside', () => {
    for (const typed of ['0412 345 678', '004 085 616', '51 824 753 556']) {
      const keys = watchKeys(typed, 'AU')?.keys ?? [];
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(searchKeys(typed, 'AU')).toContain(key);
    }
  });

  it('refuses what is no phone number, email or business number', () => {
    for (const typed of ['', '  ', '2000', 'SW1A 1AA', 'Jordan', 'not@an', '12345']) {
      expect(watchKeys(typed, 'GB'), typed).toBeNull();
    }
  });
});

describe('watchKindOf (issue 38)', () => {
  it.each([
    ['0491 570 110', 'AU', 'number'],
    ['Dana@Example.com', 'AU', 'email'],
    ['51 824 753 556', 'AU', 'business'],
    ['2000', 'AU', null],
    ['90210', 'US', null],
    // Nine digits are an EIN as well as a ZIP+4: watchable, as a business number.
    ['123456789', 'US', 'business'],
    ['SW1A 1AA', 'GB', null],
    ['Dana Smith', 'AU', null],
  ] as const)('%s in %s is %s', (typed, country, kind) => {
    expect(watchKindOf(typed, country)).toBe(kind);
  });
});
