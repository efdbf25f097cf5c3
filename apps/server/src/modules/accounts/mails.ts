import { DAY_MS, HOUR_MS, LIMITS } from '@forewarn/domain';
import type { MailMessage } from '../../adapters/mail/mail.js';

/**
 * A link's lifetime as the mails state it ("24 hours", "1 hour", "7 days"), from the limit it is
 * issued with, so the words follow the limit (issue 47).
 */
export function linkLifetime(ms: number): string {
  if (ms > DAY_MS && ms % DAY_MS === 0) return `${ms / DAY_MS} days`;
  const hours = ms / HOUR_MS;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

// The emails accounts send. Plain text: every mail program shows it, and nothing in it can be
// mistaken for markup.

export const verifyEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/VerifyEmail?token=${encodeURIComponent(token)}`;

export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;

export const undoEmailChangeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/UndoEmailChange?token=${encodeURIComponent(token)}`;

export function verificationMail(to: string, username: string | null, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your email address for Forewarn',
    text: [
      `Hello${username ? ` ${username}` : ''},`,
      '',
      'Please confirm your email address by opening this link:',
      '',
      link,
      '',
      `The link works once and expires in ${linkLifetime(LIMITS.emailVerificationLinkMs)}.`,
      'If you did not create a Forewarn account, you can ignore this email.',
      '',
      'Forewarn',
    ].join('\n'),
  };
}

/** Someone signed up with an address that already has an account: tell its owner, not them. */
export function existingAccountMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to sign up to Forewarn with your email address',
    text: [
      'Hello,',
      '',
      'Someone (perhaps you) tried to create a Forewarn account with this email address, but',
      'it already has one. No new account was created.',
      '',
      `If it was you, log in at ${publicUrl}/Login`,
      `Forgot your password? Reset it at ${publicUrl}/ForgotPassword`,
      '',
      'If it was not you, you can ignore this email.',
      '',
      'Forewarn',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Forewarn password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of the Forewarn account for this email address.',
      'To choose a new password, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${linkLifetime(LIMITS.passwordResetLinkMs)}. Setting a new password signs you out everywhere.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
      'Forewarn',
    ].join('\n'),
  };
}

/** A change of address: the link goes to the new address, and only opening it switches. */
export function emailChangeMail(to: string, username: string | null, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new email address for Forewarn',
    text: [
      `Hello${username ? ` ${username}` : ''},`,
      '',
      'You asked to use this address for your Forewarn account. To confirm it, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${linkLifetime(LIMITS.emailVerificationLinkMs)}. Until you open it, your account keeps its`,
      'current email address.',
      'If you did not ask for this, you can ignore this email.',
      '',
      'Forewarn',
    ].join('\n'),
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
    subject: 'Your Forewarn email address is being changed',
    text: [
      'Hello,',
      '',
      `Someone (perhaps you) asked to change the email address of your Forewarn account to`,
      `${newEmail}. A confirmation link was sent there; until it is opened, this address stays`,
      'in force and you log in with it as before.',
      '',
      'If this was not you, open this link to keep (or take back) your account with this',
      'address. It signs the account out everywhere and asks you for a new password:',
      '',
      undoLink,
      '',
      `The link works once and for ${linkLifetime(LIMITS.undoEmailChangeMs)}, even after the new address has been confirmed.`,
      '',
      'Forewarn',
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
    subject: 'Your Forewarn password was changed',
    text: [
      'Hello,',
      '',
      'The password of your Forewarn account was just changed, and every other session of the',
      'account was signed out.',
      ...(tokens.ended.length > 0
        ? ['', 'These API tokens ended with it:', ...list(tokens.ended)]
        : []),
      ...(tokens.kept.length > 0
        ? ['', 'These API tokens were kept, as chosen in the change:', ...list(tokens.kept)]
        : []),
      ...(tokens.ended.length === 0 && tokens.kept.length === 0
        ? ['', 'The account had no API tokens.']
        : []),
      '',
      'If this was not you, reset your password now (a reset ends every API token):',
      `${publicUrl}/ForgotPassword`,
      '',
      'Forewarn',
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
    subject: 'Someone tried to use your email address on Forewarn',
    text: [
      'Hello,',
      '',
      'Someone tried to change the email address of another Forewarn account to this address,',
      'which already has an account. Nothing was changed, and your account is as it was.',
      '',
      `If you need to, you can log in at ${publicUrl}/Login`,
      '',
      'Forewarn',
    ].join('\n'),
  };
}
