import { countOf } from './plural.js';

// A list that could not be loaded is never shown as an empty one (issue 45; DESIGN.md §1, the
// failed search): on a refusal by a busy server (503, 5xx) or no answer at all, the page says
// the list is unavailable and that this says nothing about what it holds, with a way to try
// again. The spec's "a failed search shows an empty result" is departed from on purpose.

export const LIST_STATE_MESSAGES = {
  searchUnavailable: 'Search is unavailable right now — this does not mean there are no cases.',
  recentCasesUnavailable:
    'Recent cases are unavailable right now — this does not mean there are none.',
  watchesUnavailable: 'Your watches are unavailable right now — this does not mean you have none.',
  lodgementsUnavailable:
    'Your lodgements are unavailable right now — this does not mean you have none.',
  queueUnavailable:
    'The moderation queue is unavailable right now — this does not mean it is empty.',
  notificationsUnavailable:
    'Your notifications are unavailable right now — this does not mean you have none.',
  auditLogUnavailable: 'The audit log is unavailable right now — this does not mean it is empty.',
  signupFiguresUnavailable: 'Sign-up figures are unavailable right now.',
  messagesUnavailable:
    'Your messages are unavailable right now — this does not mean you have none.',
  /** The browser is offline or the server out of reach (the API client's own words). */
  cannotReach: 'Could not reach Forewarn. Check your connection and try again.',
  /** After the message, counting down from the server's Retry-After. */
  tryAgainIn: (seconds: number) => `Try again in ${countOf(seconds, 'second')}.`,
  tryAgain: 'Try again',
  /** While the browser asks again by itself after a busy answer. */
  busyRetrying: 'The server is busy, trying again…',
  /** The same, when the last try reached no server at all (offline, a dropped connection). */
  unreachableRetrying: 'Could not reach Forewarn, trying again…',
} as const;
