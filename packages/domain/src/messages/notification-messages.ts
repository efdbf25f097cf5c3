import type { CountryCode } from '../countries/countries.js';
import { cutText } from '../cut-text.js';
import { messagesOf } from '../i18n/runtime.js';
import type {
  EmailDelivery,
  NotificationEvent,
  NotificationKind,
  NotificationPayload,
} from '../notifications/notifications.js';
import { en } from './compiled/en/notification.gen.js';
import { NAMED_PARTY_ANCHOR, NAMED_PARTY_MESSAGES } from './named-party-messages.js';

// The notification centre's words (issue 23): one line per event, built from the payload's
// masked fields only, and the labels of the bell, the list and the email settings.

const t = messagesOf('notification', en);

export const NOTIFICATION_MESSAGES = {
  bellLabel: (unread: number) => t('bellLabel', { unread }),
  get listTitle() {
    return t('listTitle');
  },
  get empty() {
    return t('empty');
  },
  get markRead() {
    return t('markRead');
  },
  get markAllRead() {
    return t('markAllRead');
  },
  get close() {
    return t('close');
  },
  /** Each entry's kind, above its headline (issue 38). */
  entryKind: {
    get message() {
      return t('entryKindMessage');
    },
    get watch_alert() {
      return t('entryKindWatchAlert');
    },
    get case_update() {
      return t('entryKindCaseUpdate');
    },
    get named_party() {
      return t('entryKindNamedParty');
    },
  } satisfies Record<NotificationKind, string>,
  get loadMore() {
    return t('loadMore');
  },
  /**
   * One bell entry per conversation (issue 45): who wrote and about which case, named as the
   * chat names them; the case's title cut to fit one line.
   */
  conversationEntry: (unread: number, from: string, caseTitle: string) =>
    t('conversationEntry', { unread, from, title: shortTitle(caseTitle) }),

  // No 'email' in it: the profile's Email field sits on the same page, found by its label.
  get settingsTitle() {
    return t('settingsTitle');
  },
  /**
   * Above the email choices (issue 38): the bell has no setting per kind, so the page says what
   * it does rather than show a column of 'Always'. The named-party switch is the one exception.
   */
  settingsBellNote: (namedPartySwitch: string) => t('settingsBellNote', { namedPartySwitch }),
  get settingsKind() {
    return t('settingsKind');
  },
  get settingsEmail() {
    return t('settingsEmail');
  },
  get settingsSaved() {
    return t('settingsSaved');
  },
  timeZoneNote: (zone: string) => t('timeZoneNote', { zone }),
  kindLabels: {
    get message() {
      return t('kindMessage');
    },
    get watch_alert() {
      return t('kindWatchAlert');
    },
    get case_update() {
      return t('kindCaseUpdate');
    },
    get named_party() {
      return t('kindNamedParty');
    },
  } satisfies Record<NotificationKind, string>,
  deliveryLabels: {
    get instant() {
      return t('deliveryInstant');
    },
    get daily() {
      return t('deliveryDaily');
    },
    get off() {
      return t('deliveryOff');
    },
  } satisfies Record<EmailDelivery, string>,
  get unsubscribeTitle() {
    return t('unsubscribeTitle');
  },
  unsubscribeQuestion: (kind: NotificationKind) =>
    t('unsubscribeQuestion', { kind: NOTIFICATION_MESSAGES.kindLabels[kind] }),
  get unsubscribeButton() {
    return t('unsubscribeButton');
  },
  unsubscribeDone: (kind: NotificationKind) =>
    t('unsubscribeDone', { kind: NOTIFICATION_MESSAGES.kindLabels[kind] }),
  get unsubscribeInvalid() {
    return t('unsubscribeInvalid');
  },
  get invalidTimeZone() {
    return t('invalidTimeZone');
  },
  get invalidEmailSettings() {
    return t('invalidEmailSettings');
  },
  get digestSubject() {
    return t('digestSubject');
  },
  /** In a digest holding notices that would have been emailed at once but for the mail cap. */
  get digestOverCapNote() {
    return t('digestOverCapNote');
  },
  instantSubject: (payload: NotificationPayload) => notificationText(payload),
  get mailGreeting() {
    return t('mailGreeting');
  },
  get mailDigestIntro() {
    return t('mailDigestIntro');
  },
  mailUnsubscribe: (kind: NotificationKind) =>
    t('mailUnsubscribe', { kind: NOTIFICATION_MESSAGES.kindLabels[kind] }),
  get mailSettings() {
    return t('mailSettings');
  },
  get mailSignature() {
    return t('mailSignature');
  },
};

/** Characters of a case's title a bell entry keeps before '…'. */
const BELL_TITLE_CHARS = 40;

function shortTitle(title: string): string {
  const whole = title.trim();
  return whole.length <= BELL_TITLE_CHARS
    ? whole
    : `${cutText(whole, BELL_TITLE_CHARS - 1).trimEnd()}…`;
}

/** The headline of one notification, from its masked payload. */
export function notificationText(payload: NotificationPayload): string {
  const about = payload.maskedName ? `${payload.title} (${payload.maskedName})` : payload.title;
  const texts: Record<NotificationEvent, () => string> = {
    new_message: () => t('eventNewMessage'),
    case_matches_watch: () => t('eventCaseMatchesWatch', { about }),
    new_response: () => t('eventNewResponse', { about }),
    case_resolved: () => t('eventCaseResolved', { about }),
    case_no_longer_shown: () => t('eventCaseNoLongerShown'),
    named_party_replied: () => t('eventNamedPartyReplied', { about }),
    case_names_you: () => t('eventCaseNamesYou', { about }),
    notice_of_complaint: () => t('eventNoticeOfComplaint', { about }),
    statement_of_reasons: () => t('eventStatementOfReasons', { about }),
  };
  return texts[payload.event]();
}

/**
 * What a notice says below its headline, in the email (issue 38): which masked identifier
 * matched, and to the person named, what they can do and what happens next.
 */
export function notificationDetail(payload: NotificationPayload): string[] {
  const lines: string[] = [];
  if (payload.maskedIdentifiers.length > 0) {
    const identifiers = payload.maskedIdentifiers.join(', ');
    lines.push(
      payload.event === 'case_names_you'
        ? t('detailYours', { identifiers })
        : t('detailMatched', { identifiers }),
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
