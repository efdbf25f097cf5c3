import { describe, expect, it } from 'vitest';
import { formatPhoneForCountry, maskPhoneForCountry } from './mask-phone.js';

describe('maskPhoneForCountry', () => {
  it('writes any shape of an Australian mobile the national way, last 2 digits hidden', () => {
    for (const typed of ['+61 4915701 10', '+61491570110', '0491570110', '0491 570 110']) {
      expect(maskPhoneForCountry(typed, 'AU')).toBe('0491 570 1**');
    }
  });

  it('keeps a number of another country international', () => {
    expect(formatPhoneForCountry('+44 7700 900123', 'AU')).toBe('+44 7700 900123');
    expect(maskPhoneForCountry('+44 7700 900123', 'AU')).toBe('+44 7700 9001**');
  });

  it('masks text that is not a possible number as it was typed', () => {
    expect(maskPhoneForCountry('12', 'AU')).toBe('**');
  });
});
