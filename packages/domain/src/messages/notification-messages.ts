import type { CountryCode } from '../countries/countries.js';
import type {
  EmailDelivery,
  NotificationEvent,
  NotificationKind,
  NotificationPayload,
} from '../notifications/notifications.js';
import { NAMED_PARTY_ANCHOR, NAMED_PARTY_MESSAGES } from './named-party-messages.js';
import { countOf } from './plural.js';

// The notification centre's words (issue 23): one line per event, built from the payload's
// masked fields only, and the labels of the bell, the list and the email settings.

export const NOTIFICATION_MESSAGES = {
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
  listTitle: 'Notifications',
  empty: 'No notifications yet.',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  close: 'Close notifications',
  /** Each entry's kind, above its headline (issue 38). */
  entryKind: {
    message: 'Message',
    watch_alert: 'Watch alert',
    case_update: 'Case update',
    named_party: 'A case names you',
  } satisfies Record<NotificationKind, string>,
  loadMore: 'Show older',
  /**
   * One bell entry per conversation (issue 45): who wrote and about which case, named as the
   * chat names them; the case's title cut to fit one line.
   */
  conversationEntry: (unread: number, from: string, caseTitle: string) =>
    unread === 0
      ? `Messages from ${from} about ‘${shortTitle(caseTitle)}’`
      : `${countOf(unread, 'newMessage')} from ${from} about ‘${shortTitle(caseTitle)}’`,

  // No 'email' in it: the profile's Email field sits on the same page, found by its label.
  settingsTitle: 'How each kind of notice reaches you',
  /**
   * Above the email choices (issue 38): the bell has no setting per kind, so the page says what
   * it does rather than show a column of 'Always'. The named-party switch is the one exception.
   */
  settingsBellNote: (namedPartySwitch: string) =>
    `Every notice appears in the bell (cases that name you only while “${namedPartySwitch}” is on). Choose for each kind whether we also email it: at once, in a daily digest, or not at all.`,
  settingsKind: 'Notice',
  settingsEmail: 'Email',
  settingsSaved: 'Email settings saved.',
  timeZoneNote: (zone: string) => `Daily digests arrive at 08:00 in ${zone}.`,
  kindLabels: {
    message: 'New messages',
    watch_alert: 'Cases matching my watches',
    case_update: 'News on cases I follow',
    named_party: 'Cases that name me',
  } satisfies Record<NotificationKind, string>,
  deliveryLabels: {
    instant: 'At once',
    daily: 'Daily digest',
    off: 'Off',
  } satisfies Record<EmailDelivery, string>,
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (kind: NotificationKind) =>
    `Stop emails about “${NOTIFICATION_MESSAGES.kindLabels[kind]}”?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribeDone: (kind: NotificationKind) =>
    `Done. You will get no more emails about “${NOTIFICATION_MESSAGES.kindLabels[kind]}”. My Account turns them back on.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  invalidTimeZone: 'Choose a valid time zone.',
  digestSubject: 'Your Forewarn notifications today',
  /** In a digest holding notices that would have been emailed at once but for the mail cap. */
  digestOverCapNote:
    'Some of these would have been emailed to you at once, but you had already had as many emails from Forewarn as we send in an hour, so they waited for this digest.',
  instantSubject: (payload: NotificationPayload) => notificationText(payload),
} as const;

/** Characters of a case's title a bell entry keeps before '…'. */
const BELL_TITLE_CHARS = 40;

function shortTitle(title: string): string {
  const whole = title.trim();
  return whole.length <= BELL_TITLE_CHARS
    ? whole
    : `${whole.slice(0, BELL_TITLE_CHARS - 1).trimEnd()}…`;
}

/** The headline of one notification, from its masked payload. */
export function notificationText(payload: NotificationPayload): string {
  const about = payload.maskedName ? `${payload.title} (${payload.maskedName})` : payload.title;
  const texts: Record<NotificationEvent, string> = {
    new_message: 'You have a new message',
    case_matches_watch: `A case matches something you watch: ${about}`,
    new_response: `New response on a case you follow: ${about}`,
    case_resolved: `A case you follow was resolved: ${about}`,
    case_no_longer_shown: 'This case is no longer shown',
    named_party_replied: `The person named replied on a case you follow: ${about}`,
    case_names_you: `A case on Forewarn names you: ${about}`,
    notice_of_complaint: `A notice of complaint about your case: ${about}`,
    statement_of_reasons: `A decision about your case, with its reasons: ${about}`,
  };
  return texts[payload.event];
}

/**
 * What a notice says below its headline, in the email (issue 38): which masked identifier
 * matched, and to the person named, what they can do and what happens next.
 */
export function notificationDetail(payload: NotificationPayload): string[] {
  const lines: string[] = [];
  if (payload.maskedIdentifiers.length > 0) {
    lines.push(
      `${payload.event === 'case_names_you' ? 'Your details on it' : 'Matched'}: ${payload.maskedIdentifiers.join(', ')}`,
    );
  }
  if (payload.event === 'case_names_you') lines.push(...NAMED_PARTY_MESSAGES.noticeLines);
  return lines;
}

/** Where a notification leads: its thread, else its case, else the notification centre. */
export function notificationHref(payload: NotificationPayload): string | null {
  if (payload.threadId) return `/chat/${payload.threadId}`;
  if (payload.caseId && payload.event === 'case_names_you') {
    return `/case/${payload.caseId}#${NAMED_PARTY_ANCHOR}`;
  }
  if (payload.caseId && payload.event === 'notice_of_complaint') {
    return `/case/${payload.caseId}/notices`;
  }
  if (payload.event === 'statement_of_reasons') return '/my-decisions';
  if (payload.caseId) return `/case/${payload.caseId}`;
  return null;
}

/** The zone a member's digest follows until their browser reports one: each country's main. */
export const COUNTRY_DEFAULT_TIME_ZONE: Record<CountryCode, string> = {
  AU: 'Australia/Sydney',
  US: 'America/New_York',
  CA: 'America/Toronto',
  GB: 'Europe/London',
  NZ: 'Pacific/Auckland',
  IE: 'Europe/Dublin',
};
