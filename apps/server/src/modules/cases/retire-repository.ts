import { LIMITS } from '@forewarn/domain';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { listedSql } from '../../db/case-listing.js';
import type { DbOrTx } from '../../db/client.js';
import { cases, users } from '../../db/schema/index.js';

// SQL of stale cases retiring (issue 14 §4; docs/decisions/0019). The clock is a parameter, so
// tests run the hourly sweep at a time of their choosing.

/** How long a case stays listed untouched, and how long before that its creator is reminded. */
export const STALE_AFTER = sql.raw(`interval '${LIMITS.archiveAfterYears} years'`);
export const REMIND_BEFORE = sql.raw(`interval '${LIMITS.archiveReminderDays} days'`);

/**
 * What keeps a case listed another 3 years: an edit, a response, an un-pause, or its creator's
 * click on the reminder's link. It also brings an archived case back.
 */
export function touched(now = new Date()) {
  return {
    touchedAt: now,
    archivedAt: null,
    archiveReminderSentAt: null,
    keepListedTokenHash: null,
  };
}

export async function touchCase(tx: DbOrTx, caseId: string): Promise<void> {
  await tx.update(cases).set(touched()).where(eq(cases.id, caseId));
}

export type ReminderDue = {
  id: string;
  title: string;
  touchedAt: Date;
  creatorEmail: string;
  creatorUsername: string | null;
  /** The creator's zone (users.time_zone), for the day the mail announces. */
  creatorTimeZone: string | null;
};

/**
 * Listed cases within 30 days of 3 years untouched (or past it) whose creator has not been
 * reminded yet. Paused, resolved and hidden cases are out of the lists already: nothing to keep.
 */
export async function remindersDue(db: DbOrTx, now: Date, limit: number): Promise<ReminderDue[]> {
  return db
    .select({
      id: cases.id,
      title: cases.title,
      touchedAt: cases.touchedAt,
      creatorEmail: users.email,
      creatorUsername: users.username,
      creatorTimeZone: users.timeZone,
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.creatorId))
    .where(
      and(
        isNull(cases.archiveReminderSentAt),
        // Only a listed case goes stale (db/case-listing.ts).
        listedSql(cases),
        lte(
          cases.touchedAt,
          sql`${now.toISOString()}::timestamptz - ${STALE_AFTER} + ${REMIND_BEFORE}`,
        ),
      ),
    )
    .orderBy(cases.touchedAt)
    .limit(limit);
}

/**
 * Claims a case's reminder (several servers may sweep at once): true when this call set it.
 * The link's token is stored hashed.
 */
export async function claimReminder(
  db: DbOrTx,
  caseId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(cases)
    .set({ archiveReminderSentAt: now, keepListedTokenHash: tokenHash })
    .where(and(eq(cases.id, caseId), isNull(cases.archiveReminderSentAt)))
    .returning({ id: cases.id });
  return claimed.length > 0;
}

/** How many cases one archiving statement takes: a backlog goes in bounded steps. */
export const ARCHIVE_BATCH = 1000;

/**
 * Archives every case untouched for 3 years, `batch` at a time (oldest first, each batch its
 * own statement and commit), so a backlog (after an outage, or an import of old cases) is never
 * one unbounded UPDATE holding every row it archives (issue 25). Answers how many it archived.
 * Cases another sweep is archiving at the same moment are skipped, not waited for.
 */
export async function archiveStale(db: DbOrTx, now: Date, batch = ARCHIVE_BATCH): Promise<number> {
  let archived = 0;
  for (;;) {
    const result = await db.execute(sql`
      UPDATE ${cases} SET archived_at = ${now.toISOString()}::timestamptz
      WHERE id IN (
        SELECT id FROM ${cases}
        WHERE archived_at IS NULL
          AND touched_at <= ${now.toISOString()}::timestamptz - ${STALE_AFTER}
        ORDER BY touched_at
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)`);
    const count = result.rowCount ?? 0;
    archived += count;
    if (count < batch) return archived;
  }
}

/** Keeps the case listed when the token is its reminder's; false otherwise. */
/** The case the reminder's token belongs to, locked, with its creator's suspension. */
export async function lockCaseByKeepToken(
  tx: DbOrTx,
  caseId: string,
  tokenHash: string,
): Promise<{
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
} | null> {
  const [row] = await tx
    .select({
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.creatorId))
    .where(
      and(
        eq(cases.id, caseId),
        isNotNull(cases.keepListedTokenHash),
        eq(cases.keepListedTokenHash, tokenHash),
      ),
    )
    .for('update', { of: cases });
  return row ?? null;
}
