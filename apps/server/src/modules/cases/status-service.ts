import { MESSAGES } from '@forewarn/domain';
import type { DbOrTx } from '../../db/client.js';
import type { SessionUser } from '../../plugins/session.js';
import { alertCaseShown, tellFollowers } from '../watches/alerts.js';
import { type CasesDeps, CHANGE_MESSAGES, lockOwnCase } from './case-rules.js';
import { removeStoredImages, removeStoredKeys } from './images.js';
import * as repo from './repository.js';
import { touched } from './retire-repository.js';

// A case's state, changed by its creator only: paused, resolved, or deleted with its files.

/** Followers of a case that stops being shown (paused, deleted) are told, once each time. */
function noLongerShown(tx: DbOrTx, id: string, by: string): Promise<void> {
  return tellFollowers(tx, id, 'case_no_longer_shown', {
    eventKey: new Date().toISOString(),
    exceptUserId: by,
  });
}

/** Spec §4, Case paused: only the creator toggles it. */
export async function setPaused(
  deps: CasesDeps,
  user: SessionUser,
  id: string,
  paused: boolean,
): Promise<{ paused: boolean; message: string }> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockOwnCase(tx, user, id, {
      notFound: MESSAGES.togglePauseInvalidCaseId,
      forbidden: MESSAGES.onlyCreatorCanPause,
    });
    // Already so (a double click waited on the lock): the same answer, and followers and
    // watchers are not told twice.
    if (row.paused === paused) return;
    // Un-pausing keeps the case listed another 3 years (docs/decisions/0019).
    await repo.updateCase(tx, id, paused ? { paused } : { paused, ...touched() });
    // Followers hear it is no longer shown; un-paused, it alerts its watchers (issue 23).
    if (paused) await noLongerShown(tx, id, user.id);
    else await alertCaseShown(tx, id);
  });
  return { paused, message: paused ? MESSAGES.casePaused : MESSAGES.caseUnpaused };
}

/** DESIGN.md §1: the creator marks a case Resolved (it leaves every list) or reopens it. */
export async function setResolved(
  deps: CasesDeps,
  user: SessionUser,
  id: string,
  resolved: boolean,
): Promise<{ resolved: boolean; message: string }> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
    // Resolving twice keeps the first date.
    const resolvedAt = resolved ? (row.resolvedAt ?? new Date()) : null;
    await repo.updateCase(tx, id, { resolvedAt });
    if (resolved && !row.resolvedAt) {
      await tellFollowers(tx, id, 'case_resolved', { eventKey: 'resolved', exceptUserId: user.id });
    }
    if (!resolved && row.resolvedAt) await alertCaseShown(tx, id);
  });
  return { resolved, message: resolved ? MESSAGES.caseResolved : MESSAGES.caseReopened };
}

/**
 * Removes the case; its identifiers, images and comments go with it (foreign keys cascade). The
 * stored files are removed after the commit, so a failed delete leaves the case whole.
 */
export async function deleteCase(deps: CasesDeps, user: SessionUser, id: string): Promise<void> {
  const { images, commentKeys } = await deps.database.db.transaction(async (tx) => {
    await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
    const images = await repo.listImages(tx, id);
    const commentKeys = await repo.commentImageKeys(tx, id);
    await noLongerShown(tx, id, user.id);
    await repo.deleteCaseRow(tx, id);
    return { images, commentKeys };
  });
  await removeStoredImages(deps.storage, images, deps.log);
  await removeStoredKeys(deps.storage, commentKeys, deps.log);
}
