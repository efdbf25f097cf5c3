import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenCreateSchema,
  DAY_MS,
} from '@forewarn/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { hashToken, type SessionUser } from '../../plugins/session.js';
import { confirmCurrentPassword } from '../accounts/current-password.js';
import { enqueueApiTokenCreatedMail } from './created-mail.js';
import { presentApiToken } from './presenter.js';
import * as repo from './repository.js';

// Creating, listing and revoking a member's API tokens (docs/decisions/0063). Managing tokens
// takes the member's own session: no token can make, see or revoke another.

/** The secret's prefix lets secret scanners (and people) recognise a Forewarn token. */
export const API_TOKEN_PREFIX = 'fwt_';

/**
 * Makes a token: the password in force first (a wrong one counts as a failed log-in, issue 46),
 * so a stolen session alone cannot mint a credential; the member's address is told by a mail
 * enqueued in the same transaction.
 */
export async function createApiToken(
  db: Db,
  user: SessionUser,
  input: z.output<typeof ApiTokenCreateSchema>,
  ip: string,
): Promise<ApiTokenCreated> {
  if (!user.emailVerified) throw forbidden(API_TOKEN_MESSAGES.verifiedEmailNeeded);
  await confirmCurrentPassword(db, user, input.currentPassword, ip, 'currentPassword');
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    await repo.lockMember(tx, user.id);
    if ((await repo.countApiTokens(tx, user.id)) >= API_TOKEN_LIMITS.perAccount) {
      throw conflict(API_TOKEN_MESSAGES.tooMany);
    }
    const inserted = await repo.insertApiToken(tx, {
      userId: user.id,
      name: input.name,
      tokenHash: hashToken(secret),
      scopes: [...new Set(input.scopes)],
      endsWithPassword: input.endsWithPassword,
      expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null,
    });
    await enqueueApiTokenCreatedMail(tx, { userId: user.id, tokenId: inserted.id });
    return inserted;
  });
  return { token: presentApiToken(row), secret, message: API_TOKEN_MESSAGES.created };
}

export async function listApiTokens(db: Db, user: SessionUser): Promise<ApiToken[]> {
  return (await repo.listApiTokens(db, user.id)).map(presentApiToken);
}

export async function revokeApiToken(db: Db, user: SessionUser, id: string): Promise<void> {
  if (!(await repo.deleteApiToken(db, user.id, id))) throw notFound(API_TOKEN_MESSAGES.notFound);
}
