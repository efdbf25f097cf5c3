import { ACCOUNT_TRUST_MESSAGES, MESSAGES, type UndoEmailChangeRequest } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { conflict, invalidInput } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { endAllSessions, type SessionUser } from '../../plugins/session.js';
import { deleteApiTokensOf } from '../api-tokens/repository.js';
import { noticeCasesNaming } from '../watches/alerts.js';
import * as linkRepo from './email-link-repository.js';
import * as loginRepo from './login-attempt-repository.js';
import * as repo from './repository.js';

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

const EMAIL_KEY = 'users_email_lower_key';

/**
 * Opens the link the old address got when the account's email was changed (issue 22,
 * docs/decisions/0033): in one transaction the link is used up, the old address is restored
 * (verified: the link arrived there), the new password set, every open link of the account
 * retired (pending changes, other undo links, resets) and every session ended; the route then
 * signs this browser in. If the old address has an account of its own by now, the unique
 * index refuses (409) and nothing changes.
 */
export async function undoEmailChange(
  ctx: Ctx,
  input: UndoEmailChangeRequest,
): Promise<SessionUser> {
  const { db } = ctx.deps.database;
  const passwordHash = await hashPassword(input.password);
  let user: SessionUser | null;
  try {
    user = await db.transaction(async (tx) => {
      const found = await linkRepo.consumeUndoEmailToken(tx, input.token);
      if (!found) return null;
      const before = await repo.lockUser(tx, found.userId);
      for (const purpose of [
        'change_email',
        'verify_email',
        'reset_password',
        'undo_email_change',
      ] as const) {
        await linkRepo.retireEmailTokens(tx, found.userId, purpose);
      }
      await endAllSessions(tx, found.userId);
      await deleteApiTokensOf(tx, found.userId);
      const updated = await repo.updateUser(tx, found.userId, {
        email: found.restore,
        emailVerified: true,
        passwordHash,
      });
      await loginRepo.clearLoginFailures(tx, found.restore);
      await loginRepo.clearLoginFailures(tx, before.email);
      await noticeCasesNaming(tx, { id: updated.id, phone: null, email: updated.email });
      return updated;
    });
  } catch (error) {
    if (uniqueViolation(error) === EMAIL_KEY) {
      throw conflict(ACCOUNT_TRUST_MESSAGES.undoEmailTaken);
    }
    throw error;
  }
  if (!user) throw invalidInput(MESSAGES.emailLinkInvalid, { token: MESSAGES.emailLinkInvalid });
  ctx.log.info({ userId: user.id }, 'email change undone from the old address');
  return user;
}
