import { LIMITS } from '../limits.js';
import { type Instant, toMs } from './instant.js';

// Chat limits (spec §4, §9 with DESIGN.md §1): 10 messages per user per thread in a 24-hour
// window that starts at lastResetAt; from 7 sent the chat shows how many remain; at 10 the
// input is disabled until the window ends. (A reply from the other party resets the sender's
// counter: that is a write the server does, not part of this rule.)

export type ChatAllowance = {
  /** Messages sent in the current window (0 once the window has ended). */
  sent: number;
  remaining: number;
  /** True at the cap: sending is refused until resetsAt. */
  limited: boolean;
  /** True from 7 sent: show the user how many remain. */
  warning: boolean;
  /** When the current window ends; null when no window is running. */
  resetsAt: number | null;
};

export function chatAllowance(
  sentCount: number,
  lastResetAt: Instant | null | undefined,
  now: Instant,
): ChatAllowance {
  const windowEnds = lastResetAt == null ? null : toMs(lastResetAt) + LIMITS.chatWindowMs;
  if (windowEnds === null || toMs(now) >= windowEnds) {
    return {
      sent: 0,
      remaining: LIMITS.chatMessagesPerWindow,
      limited: false,
      warning: false,
      resetsAt: null,
    };
  }
  const sent = Math.max(0, sentCount);
  const remaining = Math.max(0, LIMITS.chatMessagesPerWindow - sent);
  return {
    sent,
    remaining,
    limited: remaining === 0,
    warning: sent >= LIMITS.chatWarnFromSent,
    resetsAt: windowEnds,
  };
}

/** Spec §4: a user may report the other party of a thread once per 24 hours. */
export function canReportUser(lastReportTime: Instant | null | undefined, now: Instant): boolean {
  return lastReportTime == null || toMs(now) - toMs(lastReportTime) >= LIMITS.reportUserCooldownMs;
}
