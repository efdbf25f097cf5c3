import {
  currentLocale,
  formatZonedDateTime,
  MODERATION_MAIL_MESSAGES as M,
  TRADE_LABELS,
  type Trade,
} from '@forewarn/domain';
import type { MailMessage } from '../../adapters/mail/mail.js';

// The emails moderation sends. Plain text. An outcome tells the person who raised an item only
// whether action was taken, never what action against whom. The words are the catalogue's
// (catalogue/moderation-mail.ts), read in the language the outbox writes the mail in: its
// recipient's (docs/decisions/0082's addendum), so each builder runs inside `queueMail`.

const sign = () => ['', M.signature];
const caseLink = (publicUrl: string, caseId: string) =>
  `${publicUrl}/case/${encodeURIComponent(caseId)}`;

export type OutcomeSubject =
  | { kind: 'case_report' | 'dispute'; caseTitle: string }
  | { kind: 'user_report' };

/** To whoever reported a case or a user, or lodged a dispute, when the item is closed. */
export function outcomeMail(to: string, subject: OutcomeSubject, actioned: boolean): MailMessage {
  const title = subject.kind === 'user_report' ? '' : subject.caseTitle;
  return {
    to,
    subject: M.outcomeSubject,
    text: [
      M.hello,
      '',
      M.outcomeThanks(subject.kind, title),
      '',
      actioned ? M.outcomeActioned : M.outcomeNoAction,
      '',
      M.outcomePrivacy,
      ...sign(),
    ].join('\n'),
  };
}

/** To a case's creator when a moderator hides it. */
export function caseHiddenMail(
  to: string,
  publicUrl: string,
  kase: { id: string; title: string },
  reason: string,
): MailMessage {
  return {
    to,
    subject: M.hiddenSubject,
    text: [
      M.hello,
      '',
      M.hiddenBody(kase.title),
      '',
      M.reason(reason),
      '',
      caseLink(publicUrl, kase.id),
      ...sign(),
    ].join('\n'),
  };
}

/** To a case's creator when a moderator restores it. */
export function caseReleasedMail(
  to: string,
  publicUrl: string,
  kase: { id: string; title: string },
): MailMessage {
  return {
    to,
    subject: M.releasedSubject,
    text: [
      M.hello,
      '',
      M.releasedBody(kase.title),
      '',
      caseLink(publicUrl, kase.id),
      ...sign(),
    ].join('\n'),
  };
}

export function caseRestoredMail(
  to: string,
  publicUrl: string,
  kase: { id: string; title: string },
): MailMessage {
  return {
    to,
    subject: M.restoredSubject,
    text: [
      M.hello,
      '',
      M.restoredBody(kase.title),
      '',
      caseLink(publicUrl, kase.id),
      ...sign(),
    ].join('\n'),
  };
}

/** To a case's creator when someone disputes it (never saying who). */
export function disputeLodgedMail(
  to: string,
  publicUrl: string,
  kase: { id: string; title: string },
): MailMessage {
  return {
    to,
    subject: M.disputeSubject,
    text: [
      M.hello,
      '',
      M.disputeBody(kase.title),
      '',
      caseLink(publicUrl, kase.id),
      ...sign(),
    ].join('\n'),
  };
}

/** To an applicant when their trade application is decided. */
export function tradeDecisionMail(
  to: string,
  trade: Trade,
  approved: boolean,
  reason: string,
): MailMessage {
  const badge = TRADE_LABELS[trade];
  return {
    to,
    subject: approved ? M.tradeApprovedSubject(badge) : M.tradeRefusedSubject(badge),
    text: [
      M.hello,
      '',
      approved ? M.tradeApproved(badge) : M.tradeRefused(badge),
      ...(approved ? [] : ['', M.reason(reason), '', M.applyAgain]),
      ...sign(),
    ].join('\n'),
  };
}

/** Dates as the mail's reader writes them: French's 24-hour clock, else the spec's English. */
const dateLocale = () => (currentLocale() === 'fr-CA' ? 'fr-CA' : 'en-AU');

/** To a user when a moderator suspends them. */
export function suspendedMail(
  to: string,
  until: Date | null,
  reason: string,
  /** The member's own zone (users.time_zone, sent by their browser); UTC when unknown. */
  timeZone: string | null,
): MailMessage {
  return {
    to,
    subject: M.suspendedSubject,
    text: [
      M.hello,
      '',
      until
        ? M.suspendedUntil(formatZonedDateTime(until, timeZone, dateLocale()))
        : M.suspendedIndefinitely,
      M.suspendedCan,
      '',
      M.reason(reason),
      ...sign(),
    ].join('\n'),
  };
}
