import { messagesOf } from '../i18n/runtime.js';
import { constantTexts, joinTexts } from '../i18n/texts.js';
import { en } from './compiled/en/moderationMail.gen.js';

// The words of the emails moderation sends (issue 13; in French too, issue 49). Only the server
// reads them: the texts are the catalogue's (catalogue/moderation-mail.ts), the fixed ones
// getters, read in the language the mail is written in (its recipient's).

const t = messagesOf('moderationMail', en);

export const MODERATION_MAIL_MESSAGES = joinTexts(constantTexts(t, en), {
  /** What the person raised: a case report or a dispute (with the case's title), or a user report. */
  outcomeThanks: (kind: 'case_report' | 'dispute' | 'user_report', title = '') =>
    t('outcomeThanks', { kind, title }),
  reason: (reason: string) => t('reason', { reason }),
  hiddenBody: (title: string) => t('hiddenBody', { title }),
  releasedBody: (title: string) => t('releasedBody', { title }),
  restoredBody: (title: string) => t('restoredBody', { title }),
  disputeBody: (title: string) => t('disputeBody', { title }),
  tradeApprovedSubject: (badge: string) => t('tradeApprovedSubject', { badge }),
  tradeRefusedSubject: (badge: string) => t('tradeRefusedSubject', { badge }),
  tradeApproved: (badge: string) => t('tradeApproved', { badge }),
  tradeRefused: (badge: string) => t('tradeRefused', { badge }),
  /** `until` is already formatted, its zone named. */
  suspendedUntil: (until: string) => t('suspendedUntil', { until }),
});
