import { describe, expect, it } from 'vitest';
import {
  phoneBlockDaysLeft,
  phoneBlockMessage,
  phoneBlockUntil,
  recordFailedPhoneAttempt,
} from './phone-verification.js';

const NOW = Date.UTC(2025, 0, 15, 12);
const DAY = 86_400_000;

describe('phone verification attempts (spec §4, §9: 2 failures, then 6 months blocked)', () => {
  it('warns after the first wrong code', () => {
    expect(recordFailedPhoneAttempt(0, NOW)).toEqual({
      attempts: 1,
      attemptsRemaining: 1,
      blockUntil: null,
      message: 'Invalid or expired verification code. Attempts remaining: 1',
    });
  });

  it('blocks for 6 months at the second wrong code', () => {
    expect(recordFailedPhoneAttempt(1, NOW)).toEqual({
      attempts: 2,
      attemptsRemaining: 0,
      blockUntil: Date.UTC(2025, 6, 15, 12),
      message: 'You have exceeded the maximum number of attempts. You are blocked for 6 months.',
    });
  });

  it('blocks for 6 calendar months', () => {
    expect(phoneBlockUntil(NOW)).toBe(Date.UTC(2025, 6, 15, 12));
    expect(phoneBlockUntil(new Date(Date.UTC(2025, 9, 1)))).toBe(Date.UTC(2026, 3, 1));
  });

  it.each<[string, number | Date | null | undefined, number]>([
    ['no block', null, 0],
    ['a block that has ended', NOW - 1, 0],
    ['a block ending now', NOW, 0],
    ['a millisecond left', NOW + 1, 1],
    ['exactly 2 days left', NOW + 2 * DAY, 2],
    ['2 days and an hour left', NOW + 2 * DAY + 3_600_000, 3],
    ['6 months left (Date)', new Date(Date.UTC(2025, 6, 15, 12)), 181],
  ])('phoneBlockDaysLeft with %s is %i', (_name, blockUntil, days) => {
    expect(phoneBlockDaysLeft(blockUntil, NOW)).toBe(days);
  });

  it('words the block message with the days left', () => {
    expect(phoneBlockMessage(NOW + 10 * DAY, NOW)).toBe(
      'You are blocked from verifying your phone number. Block expires in 10 days.',
    );
    expect(phoneBlockMessage(null, NOW)).toBeNull();
  });
});
