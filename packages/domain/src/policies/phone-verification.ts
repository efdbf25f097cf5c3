import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages/messages.js';
import { type Instant, toMs } from './instant.js';

// Phone verification attempts (spec §4, Phone verification): each failed code counts; at 2
// failures the user is blocked for 6 months. A correct code resets attempts and the block.

/** The end of a block starting now: 6 calendar months later (UTC). */
export function phoneBlockUntil(now: Instant): number {
  const until = new Date(toMs(now));
  until.setUTCMonth(until.getUTCMonth() + LIMITS.phoneBlockMonths);
  return until.getTime();
}

/** Whole days left of a block, rounded up; 0 when there is no block or it has ended. */
export function phoneBlockDaysLeft(blockUntil: Instant | null | undefined, now: Instant): number {
  if (blockUntil == null) return 0;
  const leftMs = toMs(blockUntil) - toMs(now);
  return leftMs > 0 ? Math.ceil(leftMs / LIMITS.dayMs) : 0;
}

/** The block message for the account page, or null when the user may verify. */
export function phoneBlockMessage(
  blockUntil: Instant | null | undefined,
  now: Instant,
): string | null {
  const days = phoneBlockDaysLeft(blockUntil, now);
  return days > 0 ? MESSAGES.phoneBlocked(days) : null;
}

export type FailedPhoneAttempt = {
  attempts: number;
  attemptsRemaining: number;
  /** Set when this failure starts a block. */
  blockUntil: number | null;
  message: string;
};

/** The state and message after one more wrong code, given the failures so far. */
export function recordFailedPhoneAttempt(
  previousAttempts: number,
  now: Instant,
): FailedPhoneAttempt {
  const attempts = previousAttempts + 1;
  const attemptsRemaining = Math.max(0, LIMITS.phoneMaxFailedAttempts - attempts);
  if (attemptsRemaining === 0) {
    return {
      attempts,
      attemptsRemaining,
      blockUntil: phoneBlockUntil(now),
      message: MESSAGES.phoneAttemptsExceeded,
    };
  }
  return {
    attempts,
    attemptsRemaining,
    blockUntil: null,
    message: MESSAGES.invalidVerificationCode(attemptsRemaining),
  };
}
