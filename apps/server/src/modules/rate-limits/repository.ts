import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';

/**
 * Counts one more event in each window and returns each count including it, in the order
 * given. One statement for every window (the hot reads count two: a minute and a day), so
 * parallel callers each get their own count and never both see room for the last one. Rows
 * are written in (scope, window) order, so two callers lock shared rows in the same order.
 */
export async function countEvents(
  db: DbOrTx,
  subject: string,
  windows: readonly { scope: string; windowStart: Date }[],
): Promise<number[]> {
  const rows = [...windows]
    .sort((a, b) => (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : 0))
    .map((w) => ({ ...w, subject, count: 1 }));
  const counted = await db
    .insert(rateLimitCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: [rateLimitCounters.scope, rateLimitCounters.subject, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ scope: rateLimitCounters.scope, count: rateLimitCounters.count });
  const byScope = new Map(counted.map((row) => [row.scope, row.count]));
  return windows.map((w) => byScope.get(w.scope) ?? 1);
}

/** Removes the counters of windows that started before `before`; returns how many. */
export async function deleteCountersBefore(db: DbOrTx, before: Date): Promise<number> {
  const result = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before));
  return result.rowCount ?? 0;
}
