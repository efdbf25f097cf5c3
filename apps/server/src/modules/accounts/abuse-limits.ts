import { normalizeEmail } from '@forewarn/domain';
import type { DbOrTx } from '../../db/client.js';
import { addressSubjects } from '../rate-limits/client-address.js';
import {
  type AddressRule,
  countAndCheck,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  type Rule,
} from '../rate-limits/limits.js';
import { countEvents } from '../rate-limits/repository.js';

// Limits on what a stranger can do without a real account, or with many (issue 12), counted
// in PostgreSQL by the rate-limits module so they hold across server processes.

/**
 * Accounts made per client address (docs/decisions/0027, 0028): an IPv4 address, its /24; an
 * IPv6 /64, /56 and /48, each with its own cap. Only accounts made count (a sign-up refused
 * for its form or a taken username does not), counted in the transaction that makes the
 * account. Past a cap the next account needs a solved proof-of-work challenge.
 */
export const SIGNUP_RULES: readonly AddressRule[] = [
  { scope: 'signup:hour', windowMs: HOUR_MS, caps: { host: 5, site: 10, network: 20 } },
  { scope: 'signup:day', windowMs: DAY_MS, caps: { host: 20, site: 40, network: 80 } },
];

/**
 * The hard ceiling of accounts a day, proof of work or not: a script on a server solves a
 * challenge in a fraction of a second, so work alone would still buy thousands of accounts a
 * day from one address. Well above what a carrier's shared address makes in a day.
 */
export const SIGNUP_CEILING = { scope: 'signup:day', caps: { host: 50, site: 100, network: 200 } };

/**
 * Sign-up attempts per client address, failed ones included (issue 37), counted before any
 * password hash or image decode: 473 sign-ups with a taken username from one address each paid
 * an argon2 hash, and a bystander's log-in slowed threefold. Attempts past these caps in a
 * 10-minute window are answered 429 with Retry-After; the caps are the day's account caps, so a
 * person who mistypes or picks a taken username a few times, or a carrier's shared address
 * making several accounts with challenges, stays well inside them.
 */
export const SIGNUP_ATTEMPT_RULES: readonly AddressRule[] = [
  {
    scope: 'signup-attempt:10min',
    windowMs: 10 * MINUTE_MS,
    caps: { host: 20, site: 40, network: 80 },
  },
];

export type SignupAdmission =
  | { kind: 'free' }
  | { kind: 'needs_challenge' }
  | { kind: 'refused'; retryAfterSeconds: number };

/**
 * Counts one account made from `ip`, inside the transaction that makes it: the counters' rows
 * stay locked until it ends, so parallel sign-ups from one address are counted one after
 * another, and a sign-up that fails takes its count back with it.
 */
export async function countSignup(
  tx: DbOrTx,
  ip: string,
  now: Date = new Date(),
): Promise<SignupAdmission> {
  const checks = addressSubjects(ip).flatMap(({ level, subject }) =>
    SIGNUP_RULES.map((rule) => {
      const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
      return { subject, scope: rule.scope, windowStart: new Date(start), rule, level };
    }),
  );
  const counts = await countEvents(tx, '', checks);
  let ceilingEnd = 0;
  let overCap = false;
  checks.forEach((check, i) => {
    const count = counts[i] ?? 0;
    if (count > check.rule.caps[check.level]) overCap = true;
    if (check.rule.scope === SIGNUP_CEILING.scope && count > SIGNUP_CEILING.caps[check.level]) {
      ceilingEnd = check.windowStart.getTime() + check.rule.windowMs;
    }
  });
  if (ceilingEnd > 0) {
    return {
      kind: 'refused',
      retryAfterSeconds: Math.max(1, Math.ceil((ceilingEnd - now.getTime()) / 1000)),
    };
  }
  return overCap ? { kind: 'needs_challenge' } : { kind: 'free' };
}

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

/**
 * Reset links asked for one email from one client address (its /64 for IPv6), whether or not
 * the email has an account (issue 37): counted before the account is looked up, so the 429
 * past it is the same for every email and tells nobody who is registered. Strangers elsewhere
 * do not spend it: a member's own request from their own network is not silenced by theirs.
 */
export const RESET_PER_PAIR_RULES: readonly Rule[] = [
  { scope: 'reset-pair:hour', limit: 3, windowMs: HOUR_MS },
];

/**
 * Reset requests for one email address from all client addresses together (issue 46): 16
 * requests from 16 /48s put 17 reset mails in one inbox in a minute. Counted by the typed
 * email, registered or not, so the answer tells nobody which is which.
 */
export const RESET_PER_RECIPIENT_RULES: readonly Rule[] = [
  { scope: 'reset-recipient:hour', limit: 5, windowMs: HOUR_MS },
];

/**
 * What a mail is, for the per-recipient cap (issue 22):
 * - `security`: mail that guards an account (email verification, password reset, email-change
 *   confirmation and notice, the undo of an email change). It goes out whatever the cap says,
 *   since strangers can fill a recipient's cap; each has its own per-requester limit instead.
 *   It still counts, so the ordinary mail after it stays capped.
 * - `ordinary`: everything else (notices, dispute and moderation outcomes): not sent past the cap.
 * - `digest`: a member's daily digest of one kind of notification, where the notices the cap
 *   held back go: counted, and sent whatever the cap says (one a day per kind is its bound).
 */
export type MailCategory = 'security' | 'ordinary' | 'digest';

/** Counts one email to `to`; false when it is ordinary mail and its recipient has had enough. */
export async function mayMail(
  db: DbOrTx,
  to: string,
  category: MailCategory = 'ordinary',
): Promise<boolean> {
  const refused = await countAndCheck(db, normalizeEmail(to), MAIL_PER_RECIPIENT_RULES);
  return refused === null || category !== 'ordinary';
}
