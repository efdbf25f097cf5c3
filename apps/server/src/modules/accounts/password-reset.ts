import {
  LIMITS,
  LIMITS_MESSAGES,
  MESSAGES,
  normalizeEmail,
  type PasswordResetComplete,
} from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { invalidInput, rateLimited } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { endAllSessions, type SessionUser } from '../../plugins/session.js';
import { deleteApiTokensOf } from '../api-tokens/repository.js';
import { sendQueued } from '../outbox/outbox.js';
import { addressSubject } from '../rate-limits/client-address.js';
import { countAndCheck } from '../rate-limits/limits.js';
import { noticeCasesNaming } from '../watches/alerts.js';
import { RESET_PER_PAIR_RULES, RESET_PER_RECIPIENT_RULES } from './abuse-limits.js';
import { queueLinkMail } from './account-mail.js';
import * as linkRepo from './email-link-repository.js';
import * as loginRepo from './login-attempt-repository.js';
import { passwordResetMail } from './mails.js';
import * as repo from './repository.js';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

/**
 * Reset emails an hour per account from all addresses together, past which none is sent: a
 * bound on a flood of an inbox from many addresses. Each address has its own 3 (per pair,
 * RESET_PER_PAIR_RULES), so strangers need 7 networks in one hour to use these up; before issue
 * 37 three requests from anywhere did, and the member's own click then sent nothing.
 */
const RESETS_PER_HOUR = LIMITS.passwordResetsPerHour;

/**
 * Forgot password. The caller answers at once, the same for every address; this runs after,
 * so neither the answer nor its timing says whether the account exists.
 */
/**
 * Counts a reset request for `rawEmail` from `ip` before anything is looked up, so the answer
 * past the cap is the same for a registered email and any other: 429 saying so.
 */
export async function limitResetRequests(db: DbOrTx, rawEmail: string, ip: string): Promise<void> {
  const subject = `${normalizeEmail(rawEmail)}|${addressSubject(ip)}`;
  const refused = await countAndCheck(db, subject, RESET_PER_PAIR_RULES);
  if (refused) {
    const minutes = Math.ceil(refused.retryAfterSeconds / 60);
    throw rateLimited(LIMITS_MESSAGES.resetRequestsLimited(minutes), refused.retryAfterSeconds);
  }
  // The ceiling per recipient, from everywhere: its wait is the true one, the window's end.
  const ceiling = await countAndCheck(db, normalizeEmail(rawEmail), RESET_PER_RECIPIENT_RULES);
  if (ceiling) {
    const minutes = Math.ceil(ceiling.retryAfterSeconds / 60);
    throw rateLimited(LIMITS_MESSAGES.resetRecipientLimited(minutes), ceiling.retryAfterSeconds);
  }
}

export async function sendPasswordReset(ctx: Ctx, rawEmail: string): Promise<void> {
  const { db } = ctx.deps.database;
  const user = await repo.findUserByEmail(db, normalizeEmail(rawEmail));
  if (!user) return;
  // Counted and written under the user's row lock, so parallel requests cannot all pass.
  const queued = await db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    const recent = await linkRepo.recentEmailTokens(tx, user.id, 'reset_password', LIMITS.hourMs);
    if (recent.count >= RESETS_PER_HOUR) return null;
    const token = await linkRepo.insertEmailToken(
      tx,
      user.id,
      'reset_password',
      LIMITS.passwordResetLinkMs,
    );
    // Security mail: sent whatever the recipient's cap says (3 an hour per address, above).
    return queueLinkMail(tx, ctx.deps.config.publicUrl, 'ResetPassword', token, (link) =>
      passwordResetMail(user.email, link),
    );
  });
  if (!queued) {
    ctx.log.warn({ userId: user.id }, 'password reset requested too often; no email sent');
    return;
  }
  await sendQueued(ctx.deps, ctx.log, [queued]);
}

/**
 * Sets a new password from a reset link: the link is used up, every other reset link dies,
 * every session of the account ends (the route then signs this browser in), and the email
 * counts as verified, since the link arrived there.
 */
export async function resetPassword(ctx: Ctx, input: PasswordResetComplete): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const userId = await linkRepo.consumeEmailToken(tx, input.token, 'reset_password');
    if (!userId) return null;
    await linkRepo.retireEmailTokens(tx, userId, 'reset_password');
    await endAllSessions(tx, userId);
    await deleteApiTokensOf(tx, userId);
    const updated = await repo.updateUser(tx, userId, { passwordHash, emailVerified: true });
    await loginRepo.clearLoginFailures(tx, updated.email);
    // The email is verified now, if it was not: a case naming it tells its owner (issue 23).
    await noticeCasesNaming(tx, { id: updated.id, phone: null, email: updated.email });
    return updated;
  });
  if (!user) throw invalidInput(MESSAGES.emailLinkInvalid, { token: MESSAGES.emailLinkInvalid });
  return user;
}
