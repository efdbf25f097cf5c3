import { type CaseDetail, type CountryCode, MESSAGES, MODERATION_MESSAGES } from '@forewarn/domain';
import { notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { type CasesDeps, requestedCountry } from './case-rules.js';
import { checkImagesLater } from './image-presence.js';
import { findOwnCases, type OwnCasesPage } from './own-cases.js';
import { presentCaseDetail } from './presenter.js';
import * as repo from './repository.js';
import type { CaseImageRow } from './types.js';
import { removedFor, viewableBy, viewerOf } from './visibility.js';

// Reading cases: the case page, as the visibility rule lets the reader see it, and the signed-in
// user's own list (My Lodgements).

/** The case as `user` may see it (presented, masked unless they created it), or null. */
export async function findCaseDetail(
  deps: CasesDeps,
  user: SessionUser | null,
  id: string,
): Promise<{ detail: CaseDetail; images: CaseImageRow[] } | null> {
  const { db } = deps.database;
  const viewer = viewerOf(user);
  const found =
    viewer === null
      ? await repo.findCaseWithImagesForVisitor(db, id)
      : viewer.moderator
        ? await repo.findCaseWithImages(db, id, viewableBy(viewer))
        : await repo.findCaseWithImagesForReader(db, id, viewer);
  if (!found) return null;
  return {
    detail: presentCaseDetail(found.row, found.creator, found.images, viewer),
    images: found.images,
  };
}

export async function getCaseDetail(
  deps: CasesDeps,
  user: SessionUser | null,
  id: string,
): Promise<CaseDetail> {
  const found = await findCaseDetail(deps, user, id);
  if (!found) {
    if (await repo.findCase(deps.database.db, id, removedFor(viewerOf(user)))) {
      throw notFound(MODERATION_MESSAGES.caseRemovedByModeration);
    }
    // 'Finding Case Data' is the page's own title for a missing case, not the API's words.
    throw notFound(MESSAGES.caseNotFound);
  }
  // Image files are checked after the answer, never before it (image-presence.ts).
  checkImagesLater(deps, id, found.images);
  return found.detail;
}

export async function myCases(
  deps: CasesDeps,
  user: SessionUser,
  query: { country?: string | undefined; cursor?: string | undefined },
): Promise<{ country: CountryCode } & OwnCasesPage> {
  const country = requestedCountry(user, query.country);
  const page = await findOwnCases(deps.database.db, {
    creator: viewerOf(user),
    country,
    cursor: query.cursor,
  });
  return { country, ...page };
}
