import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text.js';

describe('cutText', () => {
  it('leaves a text within the length as it is', () => {
    expect(cutText('New message', 20)).toBe('New message');
    expect(cutText('x'.repeat(5), 5)).toBe('xxxxx');
  });

  it('cuts to the length in UTF-16 units', () => {
    expect(cutText('abcdef', 4)).toBe('abcd');
  });

  it('never leaves half of a surrogate pair at the cut', () => {
    // '🙂' is two units: a cut after 'abc' and the first of them drops the whole emoji.
    expect(cutText('abc🙂def', 4)).toBe('abc');
    expect(cutText('abc🙂def', 5)).toBe('abc🙂');
    const cut = cutText('🙂'.repeat(100), 121);
    expect(cut).toBe('🙂'.repeat(60));
    expect(cut.length).toBe(120);
  });
});
