import { type IdentifierField, identifierValues } from '@forewarn/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases, comments, users } from '../../db/schema/index.js';
import { type Viewer, viewableBy } from '../cases/visibility.js';
import { authorIsNamedParty } from '../named-party/repository.js';

// SQL for responses (the spec's comments). Every read of a case goes through viewableBy.

export type CaseForComments = {
  id: string;
  country: string;
  /** Null when the creator deleted their account and left the case up. */
  creatorId: string | null;
  postAnonymously: boolean;
  /** For masking the person's details in responses (issue 14 §2). */
  name: string;
  instagram: string;
  tiktok: string;
  address: string;
} & Record<IdentifierField, string>;

/** The case, when the viewer may open its page; otherwise null (the caller answers 404). */
export async function findViewableCase(
  db: DbOrTx,
  caseId: string,
  viewer: Viewer,
): Promise<CaseForComments | null> {
  const [row] = await db
    .select({
      id: cases.id,
      country: cases.country,
      creatorId: cases.creatorId,
      postAnonymously: cases.postAnonymously,
      name: cases.name,
      instagram: cases.instagram,
      tiktok: cases.tiktok,
      address: cases.address,
      ...identifierValues(cases),
    })
    .from(cases)
    .where(and(eq(cases.id, caseId), viewableBy(viewer)))
    .limit(1);
  return row ?? null;
}

export type CommentRow = {
  id: string;
  caseId: string;
  /** Null when the author deleted their account: the response stays, from 'Deleted user'. */
  userId: string | null;
  text: string;
  imageKey: string | null;
  imageThumbKey: string | null;
  createdAt: Date;
  /** created_at as PostgreSQL prints it, microseconds included: the exact paging cursor. */
  createdAtText: string;
  username: string | null;
  verifiedPlumber: boolean;
  verifiedElectrician: boolean;
  namedParty: boolean;
};

const commentColumns = {
  id: comments.id,
  caseId: comments.caseId,
  userId: comments.userId,
  text: comments.text,
  imageKey: comments.imageKey,
  imageThumbKey: comments.imageThumbKey,
  createdAt: comments.createdAt,
  createdAtText: sql<string>`${comments.createdAt}::text`,
  username: users.username,
  // A deleted author's responses stay (decision 0015): no user row, so no badge.
  verifiedPlumber: sql<boolean>`coalesce(${users.verifiedPlumber}, false)`,
  verifiedElectrician: sql<boolean>`coalesce(${users.verifiedElectrician}, false)`,
  namedParty: authorIsNamedParty,
};

export type CommentCursor = { createdAtText: string; id: string };

/** A page of a case's responses, newest first, starting after `before` when given. */
export async function selectComments(
  db: DbOrTx,
  options: { caseId: string; before: CommentCursor | null; limit: number },
): Promise<CommentRow[]> {
  const conditions: SQL[] = [eq(comments.caseId, options.caseId)];
  if (options.before) {
    conditions.push(
      sql`(${comments.createdAt}, ${comments.id}) < (${options.before.createdAtText}::timestamptz, ${options.before.id}::uuid)`,
    );
  }
  return db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(...conditions))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(options.limit);
}

export async function findComment(
  db: DbOrTx,
  caseId: string,
  commentId: string,
): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.caseId, caseId), eq(comments.id, commentId)))
    .limit(1);
  return row ?? null;
}

/** How many responses the user posted within the window, and when the window frees a slot. */
export async function recentCommentCount(
  db: DbOrTx,
  userId: string,
  windowMs: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      retryAfterSeconds: sql<number>`coalesce(extract(epoch from (min(${comments.createdAt}) + ${window} - now())), 0)::float8`,
    })
    .from(comments)
    .where(and(eq(comments.userId, userId), sql`${comments.createdAt} > now() - ${window}`));
  return { count: row?.count ?? 0, retryAfterSeconds: row?.retryAfterSeconds ?? 0 };
}

export async function insertComment(
  db: DbOrTx,
  values: {
    id: string;
    caseId: string;
    userId: string;
    text: string;
    imageKey: string | null;
    imageThumbKey: string | null;
  },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(comments)
    .values(values)
    .returning({ id: comments.id, createdAt: comments.createdAt });
  if (!row) throw new Error('insertComment inserted nothing');
  return row;
}

/** Deletes the response if the user wrote it; false when nothing was deleted. */
export async function deleteOwnComment(
  db: DbOrTx,
  commentId: string,
  userId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(comments)
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId)))
    .returning({ id: comments.id });
  return deleted.length > 0;
}
