import { LIMITS } from '../limits.js';
import { LIMITS_MESSAGES } from '../messages/limits-messages.js';
import { MESSAGES } from '../messages/messages.js';
import { DAY_MS } from '../time.js';
import { type Instant, toMs } from './instant.js';

// Lodgement rate limits (spec §5, Rate limits): at most 20 submissions in 24 hours, and at least
// 10 minutes between two. The clock is a parameter; these rules never read it.

export type SubmissionLimit = {
  /** Which limit binds: a new account's first day, the 20 a day, or the 10 minutes between two. */
  kind: 'first_day' | 'daily' | 'gap';
  message: string;
  retryAfterMs: number;
};

/** Cases a new account may lodge in its first 24 hours. */
export const FIRST_DAY_SUBMISSIONS = LIMITS.firstDaySubmissions;
/** A new account's first day, during which it may lodge FIRST_DAY_SUBMISSIONS cases. */
export const FIRST_DAY_MS = DAY_MS;

/**
 * Null when the user may submit now, otherwise the spec's message and how long until they may
 * (for a Retry-After header). `recent` holds the user's submission times; older ones are ignored.
 */
export function checkSubmissionLimit(
  recent: readonly Instant[],
  now: Instant,
  account?: { createdAt: Instant },
): SubmissionLimit | null {
  const nowMs = toMs(now);
  const inWindow = recent
    .map(toMs)
    .filter((t) => nowMs - t < LIMITS.submissionWindowMs)
    .sort((a, b) => a - b);

  // A new account may lodge 1 case on its first day (issue 22; docs/decisions/0028): a
  // throwaway account made to lodge a burst of cases gets one.
  if (account) {
    const firstDayEnds = toMs(account.createdAt) + FIRST_DAY_MS;
    if (nowMs < firstDayEnds && inWindow.length >= FIRST_DAY_SUBMISSIONS) {
      const waitMs = firstDayEnds - nowMs;
      return {
        kind: 'first_day',
        message: LIMITS_MESSAGES.firstDaySubmissionLimit(waitMs),
        retryAfterMs: waitMs,
      };
    }
  }

  if (inWindow.length >= LIMITS.submissionsPerWindow) {
    // Allowed again once enough of the oldest submissions have left the window.
    const freeing = inWindow[inWindow.length - LIMITS.submissionsPerWindow] ?? nowMs;
    return {
      kind: 'daily',
      message: MESSAGES.submissionLimitReached,
      retryAfterMs: freeing + LIMITS.submissionWindowMs - nowMs,
    };
  }

  const latest = inWindow.at(-1);
  if (latest === undefined) return null;
  const waitMs = latest + LIMITS.submissionGapMs - nowMs;
  if (waitMs <= 0) return null;
  return {
    kind: 'gap',
    message: MESSAGES.submissionWait(Math.ceil(waitMs / LIMITS.minuteMs)),
    retryAfterMs: waitMs,
  };
}

/** The spec's rate-limit message, or null when the user may submit now. */
export function submissionLimitMessage(recent: readonly Instant[], now: Instant): string | null {
  return checkSubmissionLimit(recent, now)?.message ?? null;
}
