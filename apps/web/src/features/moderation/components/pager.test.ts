import { LIMITS } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { pageFromAddress } from './pager';

describe('pageFromAddress', () => {
  it('reads a whole page number from the address', () => {
    expect(pageFromAddress('3')).toBe(3);
  });

  it('starts at page 1 when the address has none or nonsense', () => {
    for (const raw of [null, '', '0', '-2', 'abc', 'NaN', 'Infinity']) {
      expect(pageFromAddress(raw), String(raw)).toBe(1);
    }
  });

  it('rounds a fraction down, as the server takes only whole pages', () => {
    expect(pageFromAddress('2.7')).toBe(2);
  });

  it('stops at the last page the server serves, not past it (where it answers 400)', () => {
    expect(pageFromAddress(String(LIMITS.moderationLastPage))).toBe(LIMITS.moderationLastPage);
    expect(pageFromAddress(String(LIMITS.moderationLastPage + 1))).toBe(LIMITS.moderationLastPage);
    expect(pageFromAddress('1e9')).toBe(LIMITS.moderationLastPage);
  });
});
