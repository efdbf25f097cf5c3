import { messagesOf, withTexts } from '../i18n/runtime.js';
import { en } from './compiled/en/listState.gen.js';
import { countOf } from './plural.js';

// A list that could not be loaded is never shown as an empty one (issue 45; DESIGN.md §1, the
// failed search): on a refusal by a busy server (503, 5xx) or no answer at all, the page says
// the list is unavailable and that this says nothing about what it holds, with a way to try
// again. The spec's "a failed search shows an empty result" is departed from on purpose.

const t = messagesOf('listState', en);

export const LIST_STATE_MESSAGES = withTexts(
  t,
  [
    'searchUnavailable',
    'recentCasesUnavailable',
    'watchesUnavailable',
    'lodgementsUnavailable',
    'queueUnavailable',
    'notificationsUnavailable',
    'auditLogUnavailable',
    'signupFiguresUnavailable',
    'messagesUnavailable',
    'apiTokensUnavailable',
    'unsubscribeUnavailable',
    'followUnavailable',
    'appealsUnavailable',
    'tradeApplicationsUnavailable',
    'namedStatusUnavailable',
    'settingsUnavailable',
    'sessionUnavailable',
    'chatNotUpToDate',
    'loadingAppeals',
    'loadingLodgements',
    'loadingQueue',
    'loadingAuditLog',
    'cannotReach',
    'somethingWentWrong',
    'tryAgain',
    'busyRetrying',
    'unreachableRetrying',
  ],
  {
    /** After the message, counting down from the server's Retry-After. */
    tryAgainIn: (seconds: number) => t('tryAgainIn', { wait: countOf(seconds, 'second') }),
  },
);
