import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages/messages.js';
import { type Instant, toMs } from './instant.js';

// Lodgement rate limits (spec §5, Rate limits): at most 20 submissions in 24 hours, and at least
// 10 minutes between two. The clock is a parameter; these rules never read it.

export type SubmissionLimit = { message: string; retryAfterMs: number };

/**
 * Null when the user may submit now, otherwise the spec's message and how long until they may
 * (for a Retry-After header). `recent` holds the user's submission times; older ones are ignored.
 */
export function checkSubmissionLimit(
  recent: readonly Instant[],
  now: Instant,
): SubmissionLimit | null {
  const nowMs = toMs(now);
  const inWindow = recent
    .map(toMs)
    .filter((t) => nowMs - t < LIMITS.submissionWindowMs)
    .sort((a, b) => a - b);

  if (inWindow.length >= LIMITS.submissionsPerWindow) {
    // Allowed again once enough of the oldest submissions have left the window.
    const freeing = inWindow[inWindow.length - LIMITS.submissionsPerWindow] ?? nowMs;
    return {
      message: MESSAGES.submissionLimitReached,
      retryAfterMs: freeing + LIMITS.submissionWindowMs - nowMs,
    };
  }

  const latest = inWindow.at(-1);
  if (latest === undefined) return null;
  const waitMs = latest + LIMITS.submissionGapMs - nowMs;
  if (waitMs <= 0) return null;
  return {
    message: MESSAGES.submissionWait(Math.ceil(waitMs / LIMITS.minuteMs)),
    retryAfterMs: waitMs,
  };
}

/** The spec's rate-limit message, or null when the user may submit now. */
export function submissionLimitMessage(recent: readonly Instant[], now: Instant): string | null {
  return checkSubmissionLimit(recent, now)?.message ?? null;
}
