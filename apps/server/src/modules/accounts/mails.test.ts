import { DAY_MS, HOUR_MS, LIMITS } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  linkLifetime,
  passwordResetMail,
  verificationMail,
} from './mails.js';

// The account mails state how long their link works from the limit it is issued with (issue
// 47): the words today, and that a changed limit changes them.

describe('the account mails’ link lifetimes', () => {
  it('are written as hours, or days past one day', () => {
    expect(linkLifetime(HOUR_MS)).toBe('1 hour');
    expect(linkLifetime(DAY_MS)).toBe('24 hours');
    expect(linkLifetime(48 * HOUR_MS)).toBe('2 days');
    expect(linkLifetime(7 * DAY_MS)).toBe('7 days');
  });

  it('state each link’s own limit, in the words they have today', () => {
    const link = 'https://forewarn.test/x';
    expect(verificationMail('a@example.test', 'Ann', link).text).toContain(
      `expires in ${linkLifetime(LIMITS.emailVerificationLinkMs)}.`,
    );
    expect(verificationMail('a@example.test', 'Ann', link).text).toContain('expires in 24 hours.');
    expect(emailChangeMail('a@example.test', 'Ann', link).text).toContain(
      `expires in ${linkLifetime(LIMITS.emailVerificationLinkMs)}.`,
    );
    expect(passwordResetMail('a@example.test', link).text).toContain(
      `expires in ${linkLifetime(LIMITS.passwordResetLinkMs)}.`,
    );
    expect(passwordResetMail('a@example.test', link).text).toContain('expires in 1 hour.');
    expect(emailChangeNoticeMail('a@example.test', 'b@example.test', link).text).toContain(
      `for ${linkLifetime(LIMITS.undoEmailChangeMs)},`,
    );
    expect(emailChangeNoticeMail('a@example.test', 'b@example.test', link).text).toContain(
      'for 7 days,',
    );
  });
});
