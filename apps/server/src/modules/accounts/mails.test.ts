import { DAY_MS, HOUR_MS, LIMITS } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  passwordResetMail,
  verificationMail,
} from './mails.js';

// The account mails state how long their link works from the limit it is issued with (issue
// 47, the catalogue's texts take the number from LIMITS): the words today, and that a changed
// limit changes them.

describe('the account mails’ link lifetimes', () => {
  it('state each link’s own limit, in the words they have today', () => {
    const link = 'https://forewarn.test/x';
    const hours = (ms: number) => ms / HOUR_MS;
    expect(verificationMail('a@example.test', 'Ann', link).text).toContain(
      `expires in ${hours(LIMITS.emailVerificationLinkMs)} hours.`,
    );
    expect(verificationMail('a@example.test', 'Ann', link).text).toContain('expires in 24 hours.');
    expect(emailChangeMail('a@example.test', 'Ann', link).text).toContain(
      `expires in ${hours(LIMITS.emailVerificationLinkMs)} hours.`,
    );
    expect(passwordResetMail('a@example.test', link).text).toContain('expires in 1 hour.');
    expect(LIMITS.passwordResetLinkMs).toBe(HOUR_MS);
    expect(emailChangeNoticeMail('a@example.test', 'b@example.test', link).text).toContain(
      `for ${LIMITS.undoEmailChangeMs / DAY_MS} days,`,
    );
    expect(emailChangeNoticeMail('a@example.test', 'b@example.test', link).text).toContain(
      'for 7 days,',
    );
  });
});
