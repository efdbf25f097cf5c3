import type { DbOrTx } from '../../db/client.js';
import { countAndCheck, DAY_MS, HOUR_MS, type Rule } from '../rate-limits/limits.js';

// Limits on what a stranger can do without a real account, or with many (issue 12), counted
// in PostgreSQL by the rate-limits module so they hold across server processes.

/**
 * Sign-ups per client address (an IPv6 address by its /64): 5 an hour, 20 a day. Every attempt
 * counts, refused ones too, and it is counted before the body (and its image) is read.
 */
export const SIGNUP_RULES: readonly Rule[] = [
  { scope: 'signup:hour', limit: 5, windowMs: HOUR_MS },
  { scope: 'signup:day', limit: 20, windowMs: DAY_MS },
];

/** Verification codes per phone number, across all accounts: 3 an hour, 6 a day. */
export const SMS_PER_NUMBER_RULES: readonly Rule[] = [
  { scope: 'sms-number:hour', limit: 3, windowMs: HOUR_MS },
  { scope: 'sms-number:day', limit: 6, windowMs: DAY_MS },
];

/** Verification codes asked for from one client address, whatever the number: likewise. */
export const SMS_PER_ADDRESS_RULES: readonly Rule[] = [
  { scope: 'sms-address:hour', limit: 3, windowMs: HOUR_MS },
  { scope: 'sms-address:day', limit: 6, windowMs: DAY_MS },
];

/**
 * Emails to one recipient, whatever asked for them (verification, notices, resets, email
 * changes): 5 an hour, 10 a day. Past it the mail is not sent (and the answer does not say so
 * where it would tell a stranger who is registered).
 */
export const MAIL_PER_RECIPIENT_RULES: readonly Rule[] = [
  { scope: 'mail-recipient:hour', limit: 5, windowMs: HOUR_MS },
  { scope: 'mail-recipient:day', limit: 10, windowMs: DAY_MS },
];

/** Requests that send email (besides sign-ups, capped above), per client address. */
export const MAIL_PER_ADDRESS_RULES: readonly Rule[] = [
  { scope: 'mail-address:hour', limit: 10, windowMs: HOUR_MS },
  { scope: 'mail-address:day', limit: 30, windowMs: DAY_MS },
];

/** Counts one email to `to`; false when its recipient has had enough for now. */
export async function mayMail(db: DbOrTx, to: string): Promise<boolean> {
  return (await countAndCheck(db, to.trim().toLowerCase(), MAIL_PER_RECIPIENT_RULES)) === null;
}
