import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

/**
 * Counts one more event in a window and returns the count including it. One statement, so
 * parallel callers each get their own count and never both see room for the last one.
 */
export async function countEvent(
  db: DbOrTx,
  key: { scope: string; subject: string; windowStart: Date },
): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ ...key, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.scope, rateLimitCounters.subject, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

/** Removes the counters of windows that started before `before`; returns how many. */
export async function deleteCountersBefore(db: DbOrTx, before: Date): Promise<number> {
  const result = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before));
  return result.rowCount ?? 0;
}
