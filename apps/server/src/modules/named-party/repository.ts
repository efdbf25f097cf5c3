import { type IdentifierField, identifierValues } from '@forewarn/domain';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases, comments, namedParties, namedPartyCodes } from '../../db/schema/index.js';
import { type Viewer, viewableBy } from '../cases/visibility.js';

// SQL of the verified right of reply (issue 14 §3; docs/decisions/0020).

export type CaseForNamedParty = {
  id: string;
  country: string;
  /** Null when the creator deleted their account and left the case up. */
  creatorId: string | null;
} & Record<IdentifierField, string>;

/** The case's stored identifiers (its contact values among them), when the viewer may open its page. */
export async function findViewableCase(
  db: DbOrTx,
  caseId: string,
  viewer: Viewer,
): Promise<CaseForNamedParty | null> {
  const [row] = await db
    .select({
      id: cases.id,
      country: cases.country,
      creatorId: cases.creatorId,
      ...identifierValues(cases),
    })
    .from(cases)
    .where(and(eq(cases.id, caseId), viewableBy(viewer)))
    .limit(1);
  return row ?? null;
}

/**
 * Code requests in the last 24 hours by this requester: for this case, and across all cases
 * (issue 46: counted per requester, so nobody spends another's allowance).
 */
export async function codesAskedToday(
  db: DbOrTx,
  userId: string,
  caseId: string,
): Promise<{ forCase: number; all: number }> {
  const [row] = await db
    .select({
      forCase: sql<number>`count(*) FILTER (WHERE ${namedPartyCodes.caseId} = ${caseId})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(namedPartyCodes)
    .where(
      and(
        eq(namedPartyCodes.userId, userId),
        gt(namedPartyCodes.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return { forCase: row?.forCase ?? 0, all: row?.all ?? 0 };
}

export async function insertCode(
  db: DbOrTx,
  values: typeof namedPartyCodes.$inferInsert,
): Promise<void> {
  await db.insert(namedPartyCodes).values(values);
}

/**
 * The user's code for the case within its life: the newest still unused, locked for the guess
 * (`latestLiveCode`), or the one spent last, which a repeated Verify re-sends (`spentCode`).
 */
function codeFor(db: DbOrTx, caseId: string, userId: string, spent: boolean) {
  return db
    .select()
    .from(namedPartyCodes)
    .where(
      and(
        eq(namedPartyCodes.caseId, caseId),
        eq(namedPartyCodes.userId, userId),
        spent ? isNotNull(namedPartyCodes.consumedAt) : isNull(namedPartyCodes.consumedAt),
        gt(namedPartyCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(spent ? namedPartyCodes.consumedAt : namedPartyCodes.createdAt))
    .limit(1);
}

export async function latestLiveCode(db: DbOrTx, caseId: string, userId: string) {
  const [row] = await codeFor(db, caseId, userId, false).for('update');
  return row ?? null;
}

export async function spentCode(db: DbOrTx, caseId: string, userId: string) {
  const [row] = await codeFor(db, caseId, userId, true);
  return row ?? null;
}

export async function countAttempt(db: DbOrTx, codeId: string): Promise<void> {
  await db
    .update(namedPartyCodes)
    .set({ attempts: sql`${namedPartyCodes.attempts} + 1` })
    .where(eq(namedPartyCodes.id, codeId));
}

export async function consumeCode(db: DbOrTx, codeId: string): Promise<void> {
  await db
    .update(namedPartyCodes)
    .set({ consumedAt: sql`now()` })
    .where(eq(namedPartyCodes.id, codeId));
}

export async function insertNamedParty(
  db: DbOrTx,
  values: { caseId: string; userId: string; channel: string },
): Promise<void> {
  await db.insert(namedParties).values(values).onConflictDoNothing();
}

export async function isNamedParty(db: DbOrTx, caseId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: namedParties.userId })
    .from(namedParties)
    .where(and(eq(namedParties.caseId, caseId), eq(namedParties.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Whether a proven named party of the case has posted a response on it. */
export async function namedPartyResponded(db: DbOrTx, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(
      namedParties,
      and(eq(namedParties.caseId, comments.caseId), eq(namedParties.userId, comments.userId)),
    )
    .where(eq(comments.caseId, caseId))
    .limit(1);
  return row !== undefined;
}

/** For the responses query: the author is a proven named party of the case. */
export const authorIsNamedParty = sql<boolean>`EXISTS (
  SELECT 1 FROM ${namedParties} np
  WHERE np.case_id = ${comments.caseId} AND np.user_id = ${comments.userId})`;
