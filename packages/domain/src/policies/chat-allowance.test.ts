import { describe, expect, it } from 'vitest';
import { canReportUser, chatAllowance } from './chat-allowance.js';

const NOW = Date.UTC(2025, 0, 15, 12);
const HOUR = 3_600_000;
const RESET = NOW - HOUR;

describe('chatAllowance (spec §4, §9; DESIGN.md: cap 10, warning from 7)', () => {
  it.each<[number, { remaining: number; limited: boolean; warning: boolean }]>([
    [0, { remaining: 10, limited: false, warning: false }],
    [6, { remaining: 4, limited: false, warning: false }],
    [7, { remaining: 3, limited: false, warning: true }],
    [9, { remaining: 1, limited: false, warning: true }],
    [10, { remaining: 0, limited: true, warning: true }],
    [12, { remaining: 0, limited: true, warning: true }],
  ])('%i sent in the window', (sent, expected) => {
    expect(chatAllowance(sent, RESET, NOW)).toEqual({
      sent,
      ...expected,
      resetsAt: RESET + 24 * HOUR,
    });
  });

  const fresh = { sent: 0, remaining: 10, limited: false, warning: false, resetsAt: null };

  it('starts fresh when no window has started', () => {
    expect(chatAllowance(10, null, NOW)).toEqual(fresh);
  });

  it('resets once 24 hours have passed since lastResetAt', () => {
    expect(chatAllowance(10, NOW - 24 * HOUR, NOW)).toEqual(fresh);
    expect(chatAllowance(10, new Date(NOW - 24 * HOUR + 1), NOW).limited).toBe(true);
  });
});

describe('canReportUser (spec §4: once per 24 hours)', () => {
  it.each<[string, number | null, boolean]>([
    ['never reported', null, true],
    ['reported an hour ago', NOW - HOUR, false],
    ['reported a millisecond short of 24 hours ago', NOW - 24 * HOUR + 1, false],
    ['reported 24 hours ago', NOW - 24 * HOUR, true],
  ])('%s: %s', (_name, last, allowed) => {
    expect(canReportUser(last, NOW)).toBe(allowed);
  });
});
