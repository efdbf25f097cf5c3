import type { MailMessage } from '../../adapters/mail/mail.js';

// The emails accounts send. Plain text: every mail program shows it, and nothing in it can be
// mistaken for markup.

export const verifyEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/VerifyEmail?token=${encodeURIComponent(token)}`;

export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/ResetPassword?token=${encodeURIComponent(token)}`;

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
      'The link works once and expires in 24 hours.',
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
      'The link works once and expires in 1 hour. Setting a new password signs you out everywhere.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
      'Forewarn',
    ].join('\n'),
  };
}
