import {
  type CaseDetail,
  type CaseSummary,
  type CountryCode,
  MESSAGES,
  MODERATION_MESSAGES,
} from '@forewarn/domain';
import { notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { type CasesDeps, requestedCountry } from './case-rules.js';
import { removeStoredKeys } from './images.js';
import { presentCaseDetail } from './presenter.js';
import * as repo from './repository.js';
import { findOwnCases } from './summary.js';
import { removedFor, viewableBy, viewerOf } from './visibility.js';

// Reading cases: the case page, as the visibility rule lets the reader see it, and the signed-in
// user's own list (My Lodgements).

/**
 * Spec §4, Case detail: stored images are checked on load; a row whose file is gone is
 * dropped (a missing main image is cleared, missing extras removed).
 */
async function presentImages(
  deps: CasesDeps,
  caseId: string,
  images: repo.CaseImageRow[],
): Promise<repo.CaseImageRow[]> {
  // A storage that cannot answer (a mount gone, an I/O error) must not cost a case its images:
  // only a definite "missing" drops a row.
  const present = await Promise.all(
    images.map((i) => deps.storage.exists(i.storageKey).catch(() => true)),
  );
  const missing = images.filter((_, i) => !present[i]);
  if (missing.length > 0) {
    deps.log?.warn({ caseId, images: missing.map((m) => m.id) }, 'dropping missing case images');
    await repo.deleteImageRows(
      deps.database.db,
      caseId,
      missing.map((m) => m.id),
    );
    await removeStoredKeys(
      deps.storage,
      missing.flatMap((m) => (m.displayKey ? [m.thumbKey, m.displayKey] : [m.thumbKey])),
      deps.log,
    );
  }
  return images.filter((_, i) => present[i]);
}

export async function getCaseDetail(
  deps: CasesDeps,
  user: SessionUser | null,
  id: string,
): Promise<CaseDetail> {
  const { db } = deps.database;
  const viewer = viewerOf(user);
  const found =
    viewer === null
      ? await repo.findCaseWithImagesForVisitor(db, id)
      : viewer.moderator
        ? await repo.findCaseWithImages(db, id, viewableBy(viewer))
        : await repo.findCaseWithImagesForReader(db, id, viewer);
  if (!found) {
    if (await repo.findCase(db, id, removedFor(viewer))) {
      throw notFound(MODERATION_MESSAGES.caseRemovedByModeration);
    }
    throw notFound(MESSAGES.findingCaseData);
  }
  const images = await presentImages(deps, id, found.images);
  return presentCaseDetail(found.row, found.creator, images, viewer);
}

export async function myCases(
  deps: CasesDeps,
  user: SessionUser,
  selected?: string,
): Promise<{ country: CountryCode; cases: CaseSummary[] }> {
  const country = requestedCountry(user, selected);
  const summaries = await findOwnCases(deps.database.db, { creator: viewerOf(user), country });
  return { country, cases: summaries };
}
