import { formatZonedDateTime, TRADE_LABELS, type Trade } from '@forewarn/domain';
import type { MailMessage } from '../../adapters/mail/mail.js';

// The emails moderation sends. Plain text. An outcome tells the person who raised an item only
// whether action was taken, never what action against whom.

const sign = ['', 'Forewarn'];
const caseLink = (publicUrl: string, caseId: string) =>
  `${publicUrl}/case/${encodeURIComponent(caseId)}`;

export type OutcomeSubject =
  | { kind: 'case_report' | 'dispute'; caseTitle: string }
  | { kind: 'user_report' };

/** To whoever reported a case or a user, or lodged a dispute, when the item is closed. */
export function outcomeMail(to: string, subject: OutcomeSubject, actioned: boolean): MailMessage {
  const what =
    subject.kind === 'case_report'
      ? `your report about the case "${subject.caseTitle}"`
      : subject.kind === 'dispute'
        ? `your dispute of the case "${subject.caseTitle}"`
        : 'your report about a user you were messaging';
  return {
    to,
    subject: 'Forewarn moderators have reviewed your report',
    text: [
      'Hello,',
      '',
      `Thank you for ${what}. A moderator has reviewed it and closed it.`,
      '',
      actioned
        ? 'Action was taken.'
        : 'No action was taken: the moderator found nothing that breaks the rules.',
      '',
      'For the privacy of everyone involved we do not say what action was taken, or against whom.',
      ...sign,
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
    subject: 'Your case on Forewarn was removed by moderation',
    text: [
      'Hello,',
      '',
      `A moderator removed your case "${kase.title}" from Forewarn. Nobody else can see it now;`,
      'you still can, in My Lodgements, with the reason.',
      '',
      `Reason: ${reason}`,
      '',
      caseLink(publicUrl, kase.id),
      ...sign,
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
    subject: 'Your case on Forewarn is now public',
    text: [
      'Hello,',
      '',
      `A moderator has read your case "${kase.title}": it is now public on Forewarn.`,
      '',
      caseLink(publicUrl, kase.id),
      ...sign,
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
    subject: 'Your case on Forewarn is visible again',
    text: [
      'Hello,',
      '',
      `A moderator restored your case "${kase.title}": it is visible on Forewarn again.`,
      '',
      caseLink(publicUrl, kase.id),
      ...sign,
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
    subject: 'A dispute was lodged about your case on Forewarn',
    text: [
      'Hello,',
      '',
      `Someone has disputed your case "${kase.title}": they say it is false or already settled.`,
      'The moderators will review it.',
      '',
      'You can answer the dispute in a response on the case page, or, if the matter is settled,',
      'mark the case Resolved.',
      '',
      caseLink(publicUrl, kase.id),
      ...sign,
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
    subject: approved
      ? `You are now a ${badge} on Forewarn`
      : `Your ${badge} application on Forewarn`,
    text: [
      'Hello,',
      '',
      approved
        ? `Your application was approved: the badge '${badge}' now shows beside your name.`
        : `Your application to be a ${badge} was not approved.`,
      ...(approved ? [] : ['', `Reason: ${reason}`, '', 'You are welcome to apply again.']),
      ...sign,
    ].join('\n'),
  };
}

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
    subject: 'Your Forewarn account is suspended',
    text: [
      'Hello,',
      '',
      until
        ? `A moderator suspended your Forewarn account until ${formatZonedDateTime(until, timeZone)}.`
        : 'A moderator suspended your Forewarn account until further notice.',
      'You can still sign in and read, but not lodge cases, respond, message or report.',
      '',
      `Reason: ${reason}`,
      ...sign,
    ].join('\n'),
  };
}
