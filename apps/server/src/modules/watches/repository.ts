import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { caseFollows, cases, users, watches, watchKeys } from '../../db/schema/index.js';
import { summaryQuery } from '../cases/summary.js';
import { type Viewer, viewableBy } from '../cases/visibility.js';

export type WatchRow = typeof watches.$inferSelect;

export function listWatches(db: DbOrTx, userId: string): Promise<WatchRow[]> {
  return db
    .select()
    .from(watches)
    .where(eq(watches.userId, userId))
    .orderBy(asc(watches.createdAt), asc(watches.id));
}

export async function countWatches(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(watches)
    .where(eq(watches.userId, userId));
  return row?.n ?? 0;
}

export async function findWatch(
  db: DbOrTx,
  userId: string,
  country: string,
  normalized: string,
): Promise<WatchRow | undefined> {
  const [row] = await db
    .select()
    .from(watches)
    .where(
      and(
        eq(watches.userId, userId),
        eq(watches.country, country),
        eq(watches.normalized, normalized),
      ),
    );
  return row;
}

/** The watch and its keys; a second one with the same keys is skipped (undefined). */
export async function insertWatch(
  tx: DbOrTx,
  values: { userId: string; country: string; typed: string; normalized: string; keys: string[] },
): Promise<WatchRow | undefined> {
  const [row] = await tx
    .insert(watches)
    .values({
      userId: values.userId,
      country: values.country,
      typed: values.typed,
      normalized: values.normalized,
    })
    .onConflictDoNothing({ target: [watches.userId, watches.country, watches.normalized] })
    .returning();
  if (!row) return undefined;
  await tx.insert(watchKeys).values(
    values.keys.map((value) => ({
      watchId: row.id,
      userId: values.userId,
      country: values.country,
      value,
    })),
  );
  return row;
}

export async function deleteWatch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(watches)
    .where(and(eq(watches.id, id), eq(watches.userId, userId)))
    .returning({ id: watches.id });
  return removed.length > 0;
}

/** Serializes one member's additions, so two at once cannot pass the limit together. */
export async function lockUserRow(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function follow(db: DbOrTx, userId: string, caseId: string): Promise<void> {
  await db.insert(caseFollows).values({ userId, caseId }).onConflictDoNothing();
}

export async function unfollow(db: DbOrTx, userId: string, caseId: string): Promise<void> {
  await db
    .delete(caseFollows)
    .where(and(eq(caseFollows.userId, userId), eq(caseFollows.caseId, caseId)));
}

export async function isFollowing(db: DbOrTx, userId: string, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ caseId: caseFollows.caseId })
    .from(caseFollows)
    .where(and(eq(caseFollows.userId, userId), eq(caseFollows.caseId, caseId)));
  return row !== undefined;
}

/** Whether the viewer may open the case (cases/visibility.ts `viewableBy`). */
export async function caseViewable(db: DbOrTx, caseId: string, viewer: Viewer): Promise<boolean> {
  return (await viewableCase(db, caseId, viewer)) !== null;
}

/** The case if the viewer may open it, with who lodged it (an author does not follow her own). */
export async function viewableCase(
  db: DbOrTx,
  caseId: string,
  viewer: Viewer,
): Promise<{ creatorId: string | null } | null> {
  const [row] = await db
    .select({ creatorId: cases.creatorId })
    .from(cases)
    .where(and(eq(cases.id, caseId), viewableBy(viewer)));
  return row ?? null;
}

/** The member's followed cases they may still open, as masked cards, newest follow first. */
export async function followedCases(db: DbOrTx, viewer: NonNullable<Viewer>) {
  const follows = await db
    .select({ caseId: caseFollows.caseId, createdAt: caseFollows.createdAt })
    .from(caseFollows)
    .where(eq(caseFollows.userId, viewer.id))
    .orderBy(desc(caseFollows.createdAt))
    .limit(200);
  if (follows.length === 0) return { follows, rows: [] };
  const rows = await summaryQuery(db).where(
    and(
      inArray(
        cases.id,
        follows.map((f) => f.caseId),
      ),
      viewableBy(viewer),
    ),
  );
  return { follows, rows };
}

export async function namedPartyNotices(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: users.namedPartyNotices })
    .from(users)
    .where(eq(users.id, userId));
  return row?.enabled ?? true;
}

export async function setNamedPartyNotices(
  db: DbOrTx,
  userId: string,
  enabled: boolean,
): Promise<void> {
  await db.update(users).set({ namedPartyNotices: enabled }).where(eq(users.id, userId));
}
