import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/listState.gen.js';
import { countOf } from './plural.js';

// A list that could not be loaded is never shown as an empty one (issue 45; DESIGN.md §1, the
// failed search): on a refusal by a busy server (503, 5xx) or no answer at all, the page says
// the list is unavailable and that this says nothing about what it holds, with a way to try
// again. The spec's "a failed search shows an empty result" is departed from on purpose.

const t = messagesOf('listState', en);

export const LIST_STATE_MESSAGES = {
  get searchUnavailable() {
    return t('searchUnavailable');
  },
  get recentCasesUnavailable() {
    return t('recentCasesUnavailable');
  },
  get watchesUnavailable() {
    return t('watchesUnavailable');
  },
  get lodgementsUnavailable() {
    return t('lodgementsUnavailable');
  },
  get queueUnavailable() {
    return t('queueUnavailable');
  },
  get notificationsUnavailable() {
    return t('notificationsUnavailable');
  },
  get auditLogUnavailable() {
    return t('auditLogUnavailable');
  },
  get signupFiguresUnavailable() {
    return t('signupFiguresUnavailable');
  },
  get messagesUnavailable() {
    return t('messagesUnavailable');
  },
  get cannotReach() {
    return t('cannotReach');
  },
  /** After the message, counting down from the server's Retry-After. */
  tryAgainIn: (seconds: number) => t('tryAgainIn', { wait: countOf(seconds, 'second') }),
  get tryAgain() {
    return t('tryAgain');
  },
  get busyRetrying() {
    return t('busyRetrying');
  },
  get unreachableRetrying() {
    return t('unreachableRetrying');
  },
};
