import { ACCOUNT_MAIL_MESSAGES as M } from '@forewarn/domain';
import type { MailMessage } from '../../adapters/mail/mail.js';

// The emails accounts send. Plain text: every mail program shows it, and nothing in it can be
// mistaken for markup. The words are the catalogue's (catalogue/account-mail.ts), read in the
// language the outbox writes the mail in: its recipient's (docs/decisions/0082's addendum).

const hello = (username: string | null) => (username ? M.helloName(username) : M.hello);

export const verifyEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/VerifyEmail?token=${encodeURIComponent(token)}`;

export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;

export const undoEmailChangeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/UndoEmailChange?token=${encodeURIComponent(token)}`;

export function verificationMail(to: string, username: string | null, link: string): MailMessage {
  return {
    to,
    subject: M.verifySubject,
    text: [hello(username), '', M.verifyOpen, '', link, '', M.verifyExpiry, '', M.signature].join(
      '\n',
    ),
  };
}

/** Someone signed up with an address that already has an account: tell its owner, not them. */
export function existingAccountMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: M.existingSubject,
    text: [
      M.hello,
      '',
      M.existingBody,
      '',
      M.existingLogin(`${publicUrl}/Login`, `${publicUrl}/ForgotPassword`),
      '',
      M.notYouIgnore,
      '',
      M.signature,
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: M.resetSubject,
    text: [M.hello, '', M.resetBody, '', link, '', M.resetExpiry, '', M.signature].join('\n'),
  };
}

/** A change of address: the link goes to the new address, and only opening it switches. */
export function emailChangeMail(to: string, username: string | null, link: string): MailMessage {
  return {
    to,
    subject: M.changeSubject,
    text: [hello(username), '', M.changeOpen, '', link, '', M.changeExpiry, '', M.signature].join(
      '\n',
    ),
  };
}

/**
 * To the address in force: someone asked to move the account elsewhere. A security mail
 * (issue 22): it carries the link that undoes the change for 7 days, whether or not the new
 * address confirms it meanwhile (docs/decisions/0033).
 */
export function emailChangeNoticeMail(to: string, newEmail: string, undoLink: string): MailMessage {
  return {
    to,
    subject: M.noticeSubject,
    text: [
      M.hello,
      '',
      M.noticeBody(newEmail),
      '',
      undoLink,
      '',
      M.noticeExpiry,
      '',
      M.signature,
    ].join('\n'),
  };
}

/**
 * To the account's address: its password was changed from My Account. A security mail. It says
 * which API tokens ended and which the member kept (issue 46).
 */
export function passwordChangedMail(
  to: string,
  publicUrl: string,
  tokens: { ended: readonly string[]; kept: readonly string[] } = { ended: [], kept: [] },
): MailMessage {
  const list = (names: readonly string[]) => names.map((name) => `- "${name}"`);
  return {
    to,
    subject: M.changedSubject,
    text: [
      M.hello,
      '',
      M.changedBody,
      ...(tokens.ended.length > 0 ? ['', M.tokensEnded, ...list(tokens.ended)] : []),
      ...(tokens.kept.length > 0 ? ['', M.tokensKept, ...list(tokens.kept)] : []),
      ...(tokens.ended.length === 0 && tokens.kept.length === 0 ? ['', M.noTokens] : []),
      '',
      M.changedNotYou,
      `${publicUrl}/ForgotPassword`,
      '',
      M.signature,
    ].join('\n'),
  };
}

/**
 * Someone asked to move their account to an address that already has one. Its owner is told,
 * and the asker gets the same answer as for a free address (docs/decisions/0010).
 */
export function emailChangeInUseMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: M.inUseSubject,
    text: [M.hello, '', M.inUseBody, '', M.inUseLogin(`${publicUrl}/Login`), '', M.signature].join(
      '\n',
    ),
  };
}
