import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, isCountryCode } from './countries.js';

describe('countries', () => {
  it('defaults to Australia', () => {
    expect(DEFAULT_COUNTRY).toBe('AU');
  });
  it.each([['AU', true], ['NZ', true], ['FR', false], [undefined, false]])('isCountryCode(%s) is %s', (code, ok) => {
    expect(isCountryCode(code)).toBe(ok);
  });
});
