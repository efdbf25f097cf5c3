import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { perPool } from '../../db/per-pool.js';
import {
  caseIdentifiers,
  caseImages,
  cases,
  comments,
  submissions,
  users,
} from '../../db/schema/index.js';
import type { CaseAuthor, CaseImageInsert, CaseImageRow, CaseInsert, CaseRow } from './types.js';
import {
  type Viewer,
  viewableBy,
  viewableByPlaceholders,
  viewerPlaceholders,
} from './visibility.js';

// SQL for cases. No rules here: the service decides who may do what; these only read and write.

export type { CaseImageInsert, CaseImageRow, CaseInsert, CaseRow } from './types.js';

/** A case and its creator's username, when `where` (a visibility rule) lets the reader see it. */
export async function findCase(
  db: DbOrTx,
  id: string,
  where: SQL,
): Promise<{ row: CaseRow; creatorUsername: string | null } | undefined> {
  const [found] = await db
    .select({ row: cases, creatorUsername: users.username })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.creatorId))
    .where(and(eq(cases.id, id), where))
    .limit(1);
  return found;
}

type JsonImage = Omit<CaseImageRow, 'createdAt'> & { createdAt: string };

/** A case's images in upload order, as JSON, in the same statement as the case. */
const caseImagesJson = sql<JsonImage[]>`coalesce((
  SELECT json_agg(json_build_object(
           'id', ci.id, 'caseId', ci.case_id, 'kind', ci.kind,
           'storageKey', ci.storage_key, 'thumbKey', ci.thumb_key, 'displayKey', ci.display_key,
           'contentType', ci.content_type, 'width', ci.width, 'height', ci.height,
           'bytes', ci.bytes, 'createdAt', ci.created_at)
         ORDER BY ci.created_at, ci.id)
  FROM ${caseImages} ci WHERE ci.case_id = ${cases.id}), '[]'::json)`;

const creatorColumns = {
  username: users.username,
  verifiedPlumber: users.verifiedPlumber,
  verifiedElectrician: users.verifiedElectrician,
};

function caseWithImagesQuery(db: DbOrTx) {
  return db
    .select({ row: cases, creator: creatorColumns, images: caseImagesJson })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.creatorId));
}

/** `creator` is null for a case kept up after its creator deleted their account. */
type CaseWithImages = { row: CaseRow; creator: CaseAuthor | null; images: CaseImageRow[] };

function withImageDates(found: {
  row: CaseRow;
  creator: CaseAuthor | null;
  images: JsonImage[];
}): CaseWithImages {
  const images = found.images.map((image) => ({ ...image, createdAt: new Date(image.createdAt) }));
  return { row: found.row, creator: found.creator, images };
}

/**
 * findCase and listImages in one statement: the case page is a hot read, and one round trip
 * to the database costs less than two.
 */
export async function findCaseWithImages(
  db: DbOrTx,
  id: string,
  where: SQL,
): Promise<CaseWithImages | undefined> {
  const [found] = await caseWithImagesQuery(db)
    .where(and(eq(cases.id, id), where))
    .limit(1);
  return found ? withImageDates(found) : undefined;
}

// A visitor's case page has a visibility rule without parameters: that statement is prepared
// once per pool (DESIGN.md §6).
const visitorCaseStatement = perPool((db) =>
  caseWithImagesQuery(db)
    .where(and(eq(cases.id, sql.placeholder('id')), viewableBy(null)))
    .limit(1)
    .prepare('case_page_visitor'),
);

/** findCaseWithImages for a signed-out visitor, as a prepared statement. */
export async function findCaseWithImagesForVisitor(
  db: Db,
  id: string,
): Promise<CaseWithImages | undefined> {
  const [found] = await visitorCaseStatement(db).execute({ id });
  return found ? withImageDates(found) : undefined;
}

// A signed-in reader's case page, prepared too: the viewer is a placeholder (moderators, who
// may open every case, keep the built statement).
const signedInCaseStatement = perPool((db) =>
  caseWithImagesQuery(db)
    .where(and(eq(cases.id, sql.placeholder('id')), viewableByPlaceholders()))
    .limit(1)
    .prepare('case_page_signed_in'),
);

/** findCaseWithImages for a signed-in reader who does not moderate, as a prepared statement. */
export async function findCaseWithImagesForReader(
  db: Db,
  id: string,
  viewer: NonNullable<Viewer>,
): Promise<CaseWithImages | undefined> {
  const [found] = await signedInCaseStatement(db).execute({ id, ...viewerPlaceholders(viewer) });
  return found ? withImageDates(found) : undefined;
}

/**
 * Locks a case row for the rest of the transaction (edits, image slots, pause, delete), so two
 * writers to one case take turns. Undefined when the reader may not see the case.
 */
export async function lockCase(tx: DbOrTx, id: string, where: SQL): Promise<CaseRow | undefined> {
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), where))
    .for('update')
    .limit(1);
  return row;
}

/** Locks a user's row: one lodgement per user at a time, so parallel ones cannot race the limits. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** When the user lodged cases since `since`. */
export async function submissionTimes(db: DbOrTx, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: submissions.createdAt })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), gt(submissions.createdAt, since)));
  return rows.map((r) => r.createdAt);
}

export async function insertSubmission(
  tx: DbOrTx,
  values: typeof submissions.$inferInsert,
): Promise<void> {
  await tx.insert(submissions).values(values);
}

export async function insertCase(tx: DbOrTx, values: CaseInsert): Promise<CaseRow> {
  const [row] = await tx.insert(cases).values(values).returning();
  if (!row) throw new Error('insertCase inserted nothing');
  return row;
}

export async function updateCase(
  tx: DbOrTx,
  id: string,
  values: Partial<CaseInsert>,
): Promise<CaseRow> {
  const [row] = await tx
    .update(cases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cases.id, id))
    .returning();
  if (!row) throw new Error('updateCase updated nothing');
  return row;
}

export async function deleteCaseRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(cases).where(eq(cases.id, id));
}

/** Rewrites the searchable identifiers of a case (after an edit). */
export async function replaceIdentifiers(
  tx: DbOrTx,
  caseId: string,
  rows: (typeof caseIdentifiers.$inferInsert)[],
): Promise<void> {
  await tx.delete(caseIdentifiers).where(eq(caseIdentifiers.caseId, caseId));
  if (rows.length > 0) await tx.insert(caseIdentifiers).values(rows);
}

export async function insertIdentifiers(
  tx: DbOrTx,
  rows: (typeof caseIdentifiers.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(caseIdentifiers).values(rows);
}

export async function listImages(db: DbOrTx, caseId: string): Promise<CaseImageRow[]> {
  return db
    .select()
    .from(caseImages)
    .where(eq(caseImages.caseId, caseId))
    .orderBy(asc(caseImages.createdAt), asc(caseImages.id));
}

export async function insertImages(tx: DbOrTx, rows: CaseImageInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(caseImages).values(rows);
}

export async function deleteImageRows(
  db: DbOrTx,
  caseId: string,
  imageIds: string[],
): Promise<CaseImageRow[]> {
  if (imageIds.length === 0) return [];
  return db
    .delete(caseImages)
    .where(and(eq(caseImages.caseId, caseId), inArray(caseImages.id, imageIds)))
    .returning();
}

/** An image of a case the reader may see (`where` is the visibility rule). */
export async function findImage(
  db: DbOrTx,
  caseId: string,
  imageId: string,
  where: SQL,
): Promise<CaseImageRow | undefined> {
  const [found] = await db
    .select({ image: caseImages })
    .from(caseImages)
    .innerJoin(cases, eq(cases.id, caseImages.caseId))
    .where(and(eq(caseImages.id, imageId), eq(caseImages.caseId, caseId), where))
    .limit(1);
  return found?.image;
}

/** Storage keys of the images attached to a case's comments (removed with the case). */
export async function commentImageKeys(db: DbOrTx, caseId: string): Promise<string[]> {
  const rows = await db
    .select({ imageKey: comments.imageKey, thumbKey: comments.imageThumbKey })
    .from(comments)
    .where(eq(comments.caseId, caseId));
  return rows.flatMap((r) => [r.imageKey, r.thumbKey]).filter((k): k is string => Boolean(k));
}
