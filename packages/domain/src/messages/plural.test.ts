import { describe, expect, it } from 'vitest';
import { countOf, durationText, isRoundDuration } from './plural.js';

const s = 1000;
const min = 60 * s;
const h = 60 * min;

describe('countOf', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'minute')).toBe('1 minute');
    expect(countOf(0, 'minute')).toBe('0 minutes');
    expect(countOf(2, 'second')).toBe('2 seconds');
    expect(countOf(20, 'submission')).toBe('20 submissions');
    expect(countOf(1, 'case')).toBe('1 case');
    expect(countOf(3, 'message')).toBe('3 messages');
  });
});

describe('durationText', () => {
  it('rounds a wait up to its largest whole unit, never understating it', () => {
    expect(durationText(0)).toBe('1 second');
    expect(durationText(1)).toBe('1 second');
    expect(durationText(5 * s)).toBe('5 seconds');
    expect(durationText(59 * s)).toBe('59 seconds');
    expect(durationText(61 * s)).toBe('2 minutes');
    expect(durationText(10 * min)).toBe('10 minutes');
    expect(durationText(h + 1)).toBe('2 hours');
    expect(durationText(23 * h + 40 * min)).toBe('24 hours');
    expect(durationText(25 * h)).toBe('2 days');
  });

  it('writes a whole unit in the singular', () => {
    expect(durationText(min)).toBe('1 minute');
    expect(durationText(h)).toBe('1 hour');
    expect(durationText(24 * h + 1)).toBe('2 days');
    expect(durationText(48 * h)).toBe('2 days');
  });
});

describe('isRoundDuration', () => {
  it('holds when the rounded phrase is within a minute of the truth', () => {
    expect(isRoundDuration(45 * s)).toBe(true);
    expect(isRoundDuration(24 * h - 30 * s)).toBe(true);
    expect(isRoundDuration(10 * min)).toBe(true);
  });

  it('fails for a fixed "in 24 hours" beside a wait of 23 h 40 min', () => {
    expect(isRoundDuration(23 * h + 40 * min)).toBe(false);
    expect(isRoundDuration(90 * min)).toBe(false);
  });
});
