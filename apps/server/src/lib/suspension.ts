import { currentLocale, MODERATION_MESSAGES } from '@forewarn/domain';
import { AppError } from './app-error.js';

// A suspension (issue 13): users.suspended_at set, with an end (suspended_until) or for good
// (null), and the moderator's reason. A suspension whose end has passed is over by itself.

type Suspendable = {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
};

export type Suspension = { reason: string; until: Date | null };

/** The user's suspension in force at `now`, or null. */
export function activeSuspension(user: Suspendable, now: Date = new Date()): Suspension | null {
  if (!user.suspendedAt) return null;
  if (user.suspendedUntil && user.suspendedUntil.getTime() <= now.getTime()) return null;
  return { reason: user.suspensionReason ?? '', until: user.suspendedUntil };
}

const utcFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const UTC_FORMAT = utcFormat('en-GB');
const UTC_FORMAT_FR = utcFormat('fr-CA');

/**
 * '30 November 2026, 16:20 UTC': the server does not know the reader's zone, so it names UTC.
 * In French, '30 novembre 2026, 16 h 20 UTC' (the request's language, issue 49).
 */
export function formatUtc(date: Date): string {
  const format = currentLocale() === 'fr-CA' ? UTC_FORMAT_FR : UTC_FORMAT;
  return `${format.format(date)} UTC`;
}

/** What a suspended user's refused write says: the reason and the end date. */
export function suspensionMessage(suspension: Suspension): string {
  return suspension.until
    ? MODERATION_MESSAGES.accountSuspendedUntil(formatUtc(suspension.until), suspension.reason)
    : MODERATION_MESSAGES.accountSuspendedForGood(suspension.reason);
}

/** A suspended user's refused write: 403 with the message, and its end as data (issue 38). */
export function suspendedError(suspension: Suspension): AppError {
  const until = suspension.until;
  return new AppError(
    'forbidden',
    suspensionMessage(suspension),
    until ? { until: { at: until, text: formatUtc(until) } } : {},
  );
}
