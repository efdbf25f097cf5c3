import { describe, expect, it, vi } from 'vitest';
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

  it('never cuts a character made of several: a flag, a family, an accent', () => {
    const flag = '🇦🇺'; // two regional indicators, four units
    expect(cutText(`ab${flag}cd`, 4)).toBe('ab');
    expect(cutText(`ab${flag}cd`, 5)).toBe('ab');
    expect(cutText(`ab${flag}cd`, 6)).toBe(`ab${flag}`);
    expect(cutText(flag.repeat(3), 10)).toBe(flag.repeat(2));
    const family = '👨‍👩‍👧'; // three emoji joined by two zero-width joiners, eight units
    for (let max = 1; max < 9; max += 1) expect(cutText(`x${family}y`, max)).toBe('x');
    expect(cutText(`x${family}y`, 9)).toBe(`x${family}`);
    const accented = 'Zoe\u0301 owes'; // an e and a combining acute accent
    expect(cutText(accented, 3)).toBe('Zo');
    expect(cutText(accented, 4)).toBe('Zoe\u0301');
  });

  it('keeps the cut inside the length for any text', () => {
    const text = `a🇳🇿b👍🏽c👨‍👩‍👧d\u0301e🙂`;
    for (let max = 0; max <= text.length; max += 1) {
      const cut = cutText(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut)).toBe(true);
    }
  });
});

describe('cutText without Intl.Segmenter (browsers before it)', () => {
  it('still keeps an emoji whole, and does not fail', async () => {
    const intl = Intl as unknown as Record<string, unknown>;
    const segmenter = intl.Segmenter;
    intl.Segmenter = undefined; // a browser that has none
    try {
      vi.resetModules();
      const { cutText: cutOld } = await import('./cut-text.js');
      expect(cutOld('abc🙂def', 4)).toBe('abc');
      expect(cutOld('abcdef', 4)).toBe('abcd');
    } finally {
      intl.Segmenter = segmenter;
    }
  });
});
