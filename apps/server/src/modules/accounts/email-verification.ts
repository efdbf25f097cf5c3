import { LIMITS, MESSAGES } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import {
  AppError,
  conflict,
  invalidInput,
  rateLimited,
  SEND_FAILED_RETRY_AFTER_SECONDS,
} from '../../lib/app-error.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { deliverMail, type QueuedMail } from '../outbox/outbox.js';
import { noticeCasesNaming } from '../watches/alerts.js';
import { queueLinkMail } from './account-mail.js';
import * as linkRepo from './email-link-repository.js';
import { verificationMail } from './mails.js';
import * as repo from './repository.js';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

const EMAIL_KEY = 'users_email_lower_key';

/** At most one verification email a minute per account. */
const RESEND_GAP_MS = LIMITS.verificationEmailGapMs;
/**
 * Opens an email-verification link: marks the email verified and returns the user, whom the
 * route signs in (the link proves the same thing a password reset does: control of the inbox).
 *
 * A change-of-address link also switches the account to the new address. Every other open
 * link dies with the switch: older changes, and reset or verification links that went to the
 * old address. If the new address got an account meanwhile, the unique index refuses the
 * switch (409) and the link stays unused.
 */
async function switchEmail(tx: DbOrTx, userId: string, newEmail: string) {
  for (const purpose of ['change_email', 'verify_email', 'reset_password'] as const) {
    await linkRepo.retireEmailTokens(tx, userId, purpose);
  }
  return repo.updateUser(tx, userId, { email: newEmail, emailVerified: true });
}

export async function verifyEmail(ctx: Ctx, token: string): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  let user: SessionUser | null;
  try {
    user = await db.transaction(async (tx) => {
      const found = await linkRepo.consumeVerificationToken(tx, token);
      if (!found) return null;
      const verified =
        found.newEmail === null
          ? await repo.updateUser(tx, found.userId, { emailVerified: true })
          : await switchEmail(tx, found.userId, found.newEmail);
      // A case that names this email now tells its verified owner (issue 23).
      await noticeCasesNaming(tx, { id: verified.id, phone: null, email: verified.email });
      return verified;
    });
  } catch (error) {
    if (uniqueViolation(error) === EMAIL_KEY) {
      throw conflict(MESSAGES.emailChangeTaken, { email: MESSAGES.emailChangeTaken });
    }
    throw error;
  }
  if (!user) throw invalidInput(MESSAGES.emailLinkInvalid, { token: MESSAGES.emailLinkInvalid });
  return user;
}

/** My Account's "resend verification email". Unlike sign-up, a failure to send is reported. */
export async function resendVerification(ctx: Ctx, user: SessionUser): Promise<void> {
  const { db } = ctx.deps.database;
  const { email } = user;
  if (!email) throw invalidInput(MESSAGES.noEmailAddress);
  if (user.emailVerified) throw conflict(MESSAGES.emailAlreadyVerified);
  // Checked and written under the user's row lock: two clicks cannot both pass the gap.
  const queued = await db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    const recent = await linkRepo.recentEmailTokens(tx, user.id, 'verify_email', RESEND_GAP_MS);
    if (recent.lastAt) {
      const seconds = Math.max(
        1,
        Math.ceil((recent.lastAt.getTime() + RESEND_GAP_MS - Date.now()) / 1000),
      );
      throw rateLimited(MESSAGES.verificationEmailWait(seconds), seconds);
    }
    const token = await linkRepo.insertEmailToken(
      tx,
      user.id,
      'verify_email',
      LIMITS.emailVerificationLinkMs,
    );
    // Security mail: sent whatever the recipient's cap says (the minute between resends above
    // is this account's own limit).
    return queueLinkMail(tx, ctx.deps.config.publicUrl, 'VerifyEmail', token, (link) =>
      verificationMail(email, user.username, link),
    );
  });
  await sendQueuedOrFail(ctx, queued);
}

/**
 * Unlike sign-up, a failure to send is reported (503), though the queue still retries it: the
 * member sees at once that the mail is late.
 */
async function sendQueuedOrFail(ctx: Ctx, queued: QueuedMail): Promise<void> {
  try {
    await deliverMail(ctx.deps, queued.id, queued.link ? { link: queued.link } : {});
  } catch (error) {
    ctx.log.error({ err: error }, 'could not send the verification email');
    throw new AppError('unavailable', MESSAGES.emailSendFailed, {
      retryAfterSeconds: SEND_FAILED_RETRY_AFTER_SECONDS,
    });
  }
}
