import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type CaseComment,
  type CommentPage,
  commentSchema,
  isUuid,
  LIMITS,
  MESSAGES,
  TRANSPORT_MESSAGES,
  zodFieldErrors,
} from '@forewarn/domain';
import { contentTypeOfKey } from '../../adapters/storage/storage.js';
import type { DbOrTx } from '../../db/client.js';
import { lockUntilCommit } from '../../db/locks.js';
import type { AppDeps } from '../../deps.js';
import {
  forbidden,
  invalidInput,
  notFound,
  rateLimited,
  unauthenticated,
} from '../../lib/app-error.js';
import { processImage } from '../../lib/images/process-image.js';
import { foreignKeyViolation } from '../../lib/pg-errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { touchCase } from '../cases/retire-repository.js';
import { viewerOf } from '../cases/visibility.js';
import { isNamedParty, namedPartyResponded } from '../named-party/repository.js';
import { tellFollowers } from '../watches/alerts.js';
import { decodeCursor, encodeCursor, presentComment } from './presenter.js';
import {
  type CaseForComments,
  deleteOwnComment,
  findComment,
  findViewableCase,
  insertComment,
  recentCommentCount,
  selectComments,
} from './repository.js';

// Responses to cases (spec §2 Case detail, §5 Comments, §6, §7 Comments): who may read, post
// and delete them, and how a post with an image is stored without ever leaving half a record.

type Deps = Pick<AppDeps, 'database' | 'storage'>;

async function viewableCase(deps: Deps, user: SessionUser | null, caseId: string) {
  const kase = await findViewableCase(deps.database.db, caseId, viewerOf(user));
  if (!kase) throw notFound(MESSAGES.caseNotFound);
  return kase;
}

/** A page of the case's responses, newest first. Anyone who may open the case may read them. */
export async function listComments(
  deps: Deps,
  user: SessionUser | null,
  caseId: string,
  cursor: string | undefined,
): Promise<CommentPage> {
  const kase = await viewableCase(deps, user, caseId);
  const before = cursor ? decodeCursor(cursor) : null;
  if (cursor && !before) throw invalidInput(MESSAGES.listLinkOutOfDate);
  const limit = LIMITS.commentsPageSize;
  const rows = await selectComments(deps.database.db, {
    caseId: kase.id,
    before,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const { db } = deps.database;
  return {
    comments: page.map((row) => presentComment(row, kase, user?.id ?? null)),
    namedPartyResponded: await namedPartyResponded(db, kase.id),
    viewerIsNamedParty: user ? await isNamedParty(db, kase.id, user.id) : false,
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ createdAtText: last.createdAtText, id: last.id })
        : null,
  };
}

/** `image`: the path of the uploaded image's temporary file. */
export type CommentInput = { text: unknown; image: string | null };

/**
 * Posts a response. The permission checks run before the upload is read, so a refused caller
 * never gets as far as sending an image.
 */
export async function postComment(
  deps: Deps,
  user: SessionUser | null,
  caseId: string,
  readInput: () => Promise<CommentInput>,
): Promise<CaseComment> {
  if (!user) throw unauthenticated(MESSAGES.verifiedEmailToRespond);
  if (!user.emailVerified) throw forbidden(MESSAGES.verifyEmailToRespond);
  const kase = await viewableCase(deps, user, caseId);

  const input = await readInput();
  const parsed = commentSchema.safeParse({ text: input.text });
  if (!parsed.success) {
    const fields = zodFieldErrors(parsed.error);
    throw invalidInput(Object.values(fields)[0] ?? MESSAGES.commentRequired, fields);
  }
  const { db } = deps.database;
  // Checked here first so a refused post costs no image processing; checked again under the
  // lock, where it counts.
  await assertBelowRateLimit(db, user.id);

  const id = randomUUID();
  const files = input.image ? await storeCommentImage(deps, kase, id, input.image) : null;
  try {
    const row = await db.transaction(async (tx) => {
      await lockUntilCommit(tx, 'comments', user.id);
      await assertBelowRateLimit(tx, user.id);
      // A response keeps the case listed another 3 years (docs/decisions/0019).
      await touchCase(tx, kase.id);
      // Followers hear of it in the same transaction (issue 23): as a reply of the person the
      // case names when the author proved to be them.
      const event = (await isNamedParty(tx, kase.id, user.id))
        ? 'named_party_replied'
        : 'new_response';
      await tellFollowers(tx, kase.id, event, { eventKey: id, exceptUserId: user.id });
      return insertComment(tx, {
        id,
        caseId: kase.id,
        userId: user.id,
        text: parsed.data.text,
        imageKey: files?.imageKey ?? null,
        imageThumbKey: files?.thumbKey ?? null,
      });
    });
    return presentComment(
      {
        ...row,
        caseId: kase.id,
        userId: user.id,
        username: user.username,
        verifiedPlumber: user.verifiedPlumber,
        verifiedElectrician: user.verifiedElectrician,
        text: parsed.data.text,
        imageKey: files?.imageKey ?? null,
        namedParty: await isNamedParty(db, kase.id, user.id),
      },
      kase,
      user.id,
    );
  } catch (error) {
    if (files) await removeFiles(deps, [files.imageKey, files.thumbKey]);
    // The case was deleted between the check and the insert.
    if (foreignKeyViolation(error)) throw notFound(MESSAGES.caseNotFound);
    throw error;
  }
}

async function assertBelowRateLimit(db: DbOrTx, userId: string) {
  const recent = await recentCommentCount(db, userId, LIMITS.commentWindowMs);
  if (recent.count >= LIMITS.commentsPerWindow) {
    throw rateLimited(MESSAGES.commentRateLimited, Math.max(1, recent.retryAfterSeconds));
  }
}

/** Checks, cleans and stores the image and its thumbnail; on any failure nothing is left. */
async function storeCommentImage(
  deps: Deps,
  kase: CaseForComments,
  commentId: string,
  upload: string,
): Promise<{ imageKey: string; thumbKey: string }> {
  const image = await processImage(upload, {
    tooLarge: MESSAGES.imageSizeExceeded,
    wrongType: MESSAGES.imageTypeNotAllowed,
  });
  const base = `${kase.country}/${kase.id}/comments/${commentId}`;
  const imageKey = `${base}.${image.extension}`;
  const thumbKey = `${base}_thumb.jpg`;
  try {
    await deps.storage.put(imageKey, image.full);
    await deps.storage.put(thumbKey, image.thumb);
  } catch (error) {
    await removeFiles(deps, [imageKey, thumbKey]);
    throw error;
  }
  return { imageKey, thumbKey };
}

async function removeFiles(deps: Deps, keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    // Best effort: the original error is the one worth reporting.
    if (key) await deps.storage.delete(key).catch(() => undefined);
  }
}

/**
 * The author deletes their own response: its stored image first (a missing object is
 * ignored), then the row. Anyone else is refused and nothing changes.
 */
export async function deleteComment(
  deps: Deps,
  user: SessionUser | null,
  caseId: string,
  commentId: string,
): Promise<void> {
  if (!user) throw unauthenticated(MESSAGES.logInToPerformAction);
  // No visibility check: authors can take their words down even after the case was hidden
  // from them (a moderator, a trade restriction). Only their own response, on that case.
  const comment = isUuid(commentId) ? await findComment(deps.database.db, caseId, commentId) : null;
  if (!comment) throw notFound(MESSAGES.commentNotFound);
  if (comment.userId !== user.id) {
    // Someone else's response on a case the caller may not see: as if it did not exist
    // (DESIGN.md §2, 404 also for cases the caller may not see).
    if (!(await findViewableCase(deps.database.db, caseId, viewerOf(user)))) {
      throw notFound(MESSAGES.commentNotFound);
    }
    throw forbidden(MESSAGES.commentNotYours);
  }

  for (const key of [comment.imageKey, comment.imageThumbKey]) {
    if (key) await deps.storage.delete(key);
  }
  const deleted = await deleteOwnComment(deps.database.db, comment.id, user.id);
  if (!deleted) throw notFound(MESSAGES.commentNotFound);
}

/** A response's image (or its thumbnail), for whoever may open the case. */
export async function openCommentImage(
  deps: Deps,
  user: SessionUser | null,
  caseId: string,
  commentId: string,
  variant: 'full' | 'thumb',
): Promise<{ stream: Readable; size: number; contentType: string }> {
  const kase = await viewableCase(deps, user, caseId);
  const comment = isUuid(commentId)
    ? await findComment(deps.database.db, kase.id, commentId)
    : null;
  const key = variant === 'thumb' ? comment?.imageThumbKey : comment?.imageKey;
  const file = key ? await deps.storage.get(key) : null;
  if (!key || !file) throw notFound(TRANSPORT_MESSAGES.imageNotFound);
  return { ...file, contentType: contentTypeOfKey(key) };
}
