import { describe, expect, it } from 'vitest';
import { checkSubmissionLimit, submissionLimitMessage } from './submission-limit.js';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;

/** n submission times, one an hour apart, the latest `latestAgo` ms before now. */
function submissions(n: number, latestAgo: number): number[] {
  return Array.from({ length: n }, (_, i) => NOW - latestAgo - i * HOUR);
}

describe('submission limits (spec §5, Rate limits)', () => {
  it.each<[string, number[], string | null]>([
    ['no submissions', [], null],
    ['one 10 minutes ago exactly', [NOW - 10 * MIN], null],
    [
      'one a second short of 10 minutes',
      [NOW - 10 * MIN + 1000],
      'Please wait 1 minute before submitting again.',
    ],
    ['one just now', [NOW - 1000], 'Please wait 10 minutes before submitting again.'],
    [
      'one 5½ minutes ago (rounds up)',
      [NOW - 5.5 * MIN],
      'Please wait 5 minutes before submitting again.',
    ],
    ['one 4 minutes ago', [NOW - 4 * MIN], 'Please wait 6 minutes before submitting again.'],
    ['19 in 24 hours', submissions(19, HOUR), null],
    [
      '20 in 24 hours',
      submissions(20, 11 * MIN),
      'You have reached the maximum number of submissions (20) in the last 24 hours.',
    ],
    [
      '20, the oldest exactly 24 hours ago',
      [...submissions(19, HOUR).slice(0, 19), NOW - 24 * HOUR],
      null,
    ],
    ['one a day ago', [NOW - 24 * HOUR], null],
  ])('%s', (_name, recent, message) => {
    expect(submissionLimitMessage(recent, NOW)).toBe(message);
  });

  it('checks the 20-a-day cap before the 10-minute gap', () => {
    const recent = Array.from({ length: 20 }, (_, i) => NOW - 1000 - i * MIN);
    expect(submissionLimitMessage(recent, NOW)).toBe(
      'You have reached the maximum number of submissions (20) in the last 24 hours.',
    );
  });

  it('says how long until the next submission is allowed', () => {
    expect(checkSubmissionLimit([NOW - 4 * MIN], NOW)?.retryAfterMs).toBe(6 * MIN);
    const full = Array.from({ length: 20 }, (_, i) => NOW - 30 * MIN - i * HOUR);
    // The oldest, 19.5 hours ago, leaves the window in 4.5 hours.
    expect(checkSubmissionLimit(full, NOW)?.retryAfterMs).toBe(4.5 * HOUR);
  });

  it('accepts Date values', () => {
    expect(submissionLimitMessage([new Date(NOW - MIN)], new Date(NOW))).toBe(
      'Please wait 9 minutes before submitting again.',
    );
  });
});

describe('the first day of a new account (docs/decisions/0028)', () => {
  const HOUR_MS = 60 * 60 * 1000;
  const T = Date.UTC(2026, 0, 10, 12);
  it('allows the first case, then refuses until the account is a day old', () => {
    const account = { createdAt: T - 2 * HOUR_MS };
    expect(checkSubmissionLimit([], T, account)).toBeNull();
    expect(checkSubmissionLimit([T - HOUR_MS], T, account)).toEqual({
      kind: 'first_day',
      message: 'A new account can lodge 1 case on its first day. You can lodge again in 22 hours.',
      retryAfterMs: 22 * HOUR_MS,
    });
    expect(checkSubmissionLimit([T - HOUR_MS], T + 22 * HOUR_MS, account)).toBeNull();
    expect(checkSubmissionLimit([T - HOUR_MS], T + 21.5 * HOUR_MS, account)?.message).toBe(
      'A new account can lodge 1 case on its first day. You can lodge again in 30 minutes.',
    );
    // 23 h 40 min is not "in 24 hours": the rule alone, and the page writes the exact end.
    expect(checkSubmissionLimit([T - 1000], T, { createdAt: T - 20 * 60 * 1000 })?.message).toBe(
      'A new account can lodge 1 case on its first day.',
    );
  });

  it('leaves an older account to the spec limits', () => {
    expect(checkSubmissionLimit([T - HOUR_MS], T, { createdAt: T - 30 * HOUR_MS })).toBeNull();
  });
});
