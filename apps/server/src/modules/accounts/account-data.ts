import { ACCOUNT_TRUST_MESSAGES, type AccountDeleteRequest } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { forbidden } from '../../lib/app-error.js';
import { activeSuspension, formatUtc, type Suspension } from '../../lib/suspension.js';
import type { SessionUser } from '../../plugins/session.js';
import { presentApiToken } from '../api-tokens/presenter.js';
import { listApiTokens } from '../api-tokens/repository.js';
import { licencePhotoKeysOf } from '../moderation/trade-applications.js';
import {
  allNotificationsOf,
  notificationSettings as settingsOf,
} from '../notifications/service.js';
import { subscriptionsOf } from '../push/repository.js';
import * as watchRepo from '../watches/repository.js';
import { confirmCurrentPassword } from './current-password.js';
import * as data from './data-repository.js';
import * as linkRepo from './email-link-repository.js';
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
    watches,
    followedCases,
    namedPartyNotices,
    pushDevices,
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
    linkRepo.pendingEmailChange(db, user.id),
    data.watchesOf(db, user.id),
    data.followsOf(db, user.id),
    watchRepo.namedPartyNotices(db, user.id),
    subscriptionsOf(db, user.id),
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
    watches,
    followedCases,
    namedPartyNotices,
    pushDevices,
  });
  // Names, scopes and dates of the member's API tokens, never a secret (decision 0063).
  const apiTokens = (await listApiTokens(db, user.id)).map(presentApiToken);
  return { ...exported, notifications, notificationSettings, apiTokens };
}

/**
 * Erases the account at once, in one transaction: the user row with its sessions, phone and
 * links, and either the user's cases or the link to them. Stored files (profile image, and the
 * images of deleted cases) are removed after the commit, so a failure cannot leave a row
 * pointing at a missing file.
 *
 * The password is asked again, and a wrong one counts as a failed log-in: this route cannot
 * be used to guess passwords faster than the log-in form. A suspended member is refused (403)
 * until the suspension ends, so deleting and signing up again does not shed it.
 */
export async function deleteAccount(
  ctx: Ctx,
  user: SessionUser,
  input: AccountDeleteRequest,
  ip: string,
): Promise<void> {
  const { db } = ctx.deps.database;
  // A suspension is not shed by leaving: the account stays until it ends (docs/decisions/0033).
  const suspension = activeSuspension(user);
  if (suspension) throw forbidden(deleteRefusal(suspension), untilOf(suspension));
  await confirmCurrentPassword(db, user, input.password, ip, 'password');

  const files = await db.transaction(async (tx) => {
    const row = await repo.lockUser(tx, user.id);
    // Checked again under the row lock: a suspension made since the first look still holds.
    const suspended = activeSuspension(row);
    if (suspended) throw forbidden(deleteRefusal(suspended), untilOf(suspended));
    let caseFiles: string[] = [];
    if (input.cases === 'delete') caseFiles = await data.deleteCasesOf(tx, user.id);
    else await data.detachCasesOf(tx, user.id);
    // A licence photo (trade application) is the member's too: it goes with the account.
    const licencePhotos = await licencePhotoKeysOf(tx, user.id);
    await data.deleteUserRow(tx, user.id, row.email);
    return [...(row.profileImageKey ? [row.profileImageKey] : []), ...licencePhotos, ...caseFiles];
  });
  ctx.log.info({ userId: user.id, cases: input.cases }, 'account deleted');

  const results = await Promise.allSettled(files.map((key) => ctx.deps.storage.delete(key)));
  for (const [i, result] of results.entries()) {
    if (result.status === 'rejected') {
      ctx.log.warn({ err: result.reason, key: files[i] }, 'could not remove a stored file');
    }
  }
}

/** The suspension's end as data for the client to write in its reader's zone (issue 38). */
const untilOf = (suspension: Suspension) =>
  suspension.until ? { at: suspension.until, text: formatUtc(suspension.until) } : undefined;

/** Why a suspended member may not delete the account yet, naming the end of the suspension. */
export function deleteRefusal(suspension: Suspension): string {
  return suspension.until
    ? ACCOUNT_TRUST_MESSAGES.deleteWhileSuspendedUntil(formatUtc(suspension.until))
    : ACCOUNT_TRUST_MESSAGES.deleteWhileSuspendedForGood;
}
