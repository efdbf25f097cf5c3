import { type AccountDeleteRequest, MESSAGES } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { invalidInput, rateLimited } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../plugins/session.js';
import {
  allNotificationsOf,
  notificationSettings as settingsOf,
} from '../notifications/service.js';
import { addressSubject } from '../rate-limits/client-address.js';
import { LOGIN_LIMITS, loginRefusal } from './auth-service.js';
import * as data from './data-repository.js';
import { type AccountExport, presentExport } from './export-presenter.js';
import * as repo from './repository.js';

// Your data, your account (docs/decisions/0015): download everything, or erase the account.

type Ctx = { deps: AppDeps; log: FastifyBaseLogger };

/** Everything the user gave Forewarn, unmasked (it is theirs), in one document. */
export async function exportAccountData(ctx: Ctx, user: SessionUser): Promise<AccountExport> {
  const { db } = ctx.deps.database;
  const lodged = await data.casesLodgedBy(db, user.id);
  const [
    images,
    responses,
    caseReports,
    disputes,
    tradeApplications,
    feedback,
    messages,
    pendingEmail,
    notifications,
    notificationSettings,
  ] = await Promise.all([
    data.imagesOfCases(
      db,
      lodged.map((kase) => kase.id),
    ),
    data.responsesBy(db, user.id),
    data.caseReportsBy(db, user.id),
    data.disputesBy(db, user.id),
    data.tradeApplicationsBy(db, user.id),
    data.feedbackBy(db, user.id),
    data.messagesSentBy(db, user.id),
    repo.pendingEmailChange(db, user.id),
    allNotificationsOf(ctx.deps, user.id),
    settingsOf(ctx.deps, user.id),
  ]);
  const exported = presentExport(ctx.deps.config.publicUrl, {
    user,
    pendingEmail,
    cases: lodged,
    images,
    responses,
    caseReports,
    disputes,
    tradeApplications,
    feedback,
    messages,
  });
  return { ...exported, notifications, notificationSettings };
}

/**
 * Erases the account at once, in one transaction: the user row with its sessions, phone and
 * links, and either the user's cases or the link to them. Stored files (profile image, and the
 * images of deleted cases) are removed after the commit, so a failure cannot leave a row
 * pointing at a missing file.
 *
 * The password is asked again, and a wrong one counts as a failed log-in: this route cannot
 * be used to guess passwords faster than the log-in form.
 */
export async function deleteAccount(
  ctx: Ctx,
  user: SessionUser,
  input: AccountDeleteRequest,
  ip: string,
): Promise<void> {
  const { db } = ctx.deps.database;
  const attempt = await repo.beginLoginAttempt(
    db,
    user.email,
    addressSubject(ip),
    LOGIN_LIMITS.windowMs,
  );
  const refused = loginRefusal(attempt);
  if (refused) {
    await repo.forgetLoginAttempt(db, attempt.attemptId);
    const { seconds } = refused;
    throw rateLimited(MESSAGES.tooManyLoginAttempts(Math.ceil(seconds / 60)), seconds);
  }
  const stored = await repo.findUserById(db, user.id);
  if (!stored || !(await verifyPassword(stored.passwordHash, input.password))) {
    throw invalidInput(MESSAGES.passwordIncorrect, { password: MESSAGES.passwordIncorrect });
  }

  const files = await db.transaction(async (tx) => {
    const row = await repo.lockUser(tx, user.id);
    let caseFiles: string[] = [];
    if (input.cases === 'delete') caseFiles = await data.deleteCasesOf(tx, user.id);
    else await data.detachCasesOf(tx, user.id);
    await data.deleteUserRow(tx, user.id, row.email);
    return row.profileImageKey ? [row.profileImageKey, ...caseFiles] : caseFiles;
  });
  ctx.log.info({ userId: user.id, cases: input.cases }, 'account deleted');

  const results = await Promise.allSettled(files.map((key) => ctx.deps.storage.delete(key)));
  for (const [i, result] of results.entries()) {
    if (result.status === 'rejected') {
      ctx.log.warn({ err: result.reason, key: files[i] }, 'could not remove a stored file');
    }
  }
}
