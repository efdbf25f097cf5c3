import { describe, expect, it } from 'vitest';
import { charCount, hasRepeatedRun } from './text.js';

describe('text helpers', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['Zoë', 3],
    ['🙂🙂', 2],
  ])('charCount(%j) is %i', (text, count) => {
    expect(charCount(text)).toBe(count);
  });

  it.each([
    ['aaa', false],
    ['aaaa', true],
    ['aAaA', true],
    ['a a a a', false],
    ['🙂🙂🙂🙂', true],
    ['\n\n\n\n', true],
  ])('hasRepeatedRun(%j, 4) is %s', (text, repeated) => {
    expect(hasRepeatedRun(text, 4)).toBe(repeated);
  });
});
