import type { FeedbackType } from '@forewarn/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bugReports, feedback } from '../../db/schema/index.js';

/** 'bug' entries go to bug_reports (the spec's ReportedBugs), the other types to feedback. */
export async function insertFeedbackEntry(
  db: DbOrTx,
  values: { userId: string; email: string; type: FeedbackType; details: string },
): Promise<void> {
  const table = values.type === 'bug' ? bugReports : feedback;
  await db.insert(table).values(values);
}

/**
 * How many entries (bugs and feedback together) the user sent within the window, and when the
 * oldest of them leaves it.
 */
export async function recentFeedbackCount(
  db: DbOrTx,
  userId: string,
  windowMs: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const recent = (table: typeof feedback | typeof bugReports) =>
    db
      .select({ createdAt: table.createdAt })
      .from(table)
      .where(and(eq(table.userId, userId), sql`${table.createdAt} > now() - ${window}`));
  const entries = recent(feedback).unionAll(recent(bugReports)).as('entries');
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      retryAfterSeconds: sql<number>`coalesce(extract(epoch from (min(${entries.createdAt}) + ${window} - now())), 0)::float8`,
    })
    .from(entries);
  return { count: row?.count ?? 0, retryAfterSeconds: row?.retryAfterSeconds ?? 0 };
}
