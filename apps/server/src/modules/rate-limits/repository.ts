import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { perPool } from '../../db/per-pool.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import { createStatementBatcher } from '../../db/statement-batcher.js';

/** A window of a counter; `subject`, when given, overrides the call's (one call, many subjects). */
type Window = { scope: string; windowStart: Date; subject?: string };

/**
 * Counts one more event in each window and returns each count including it, in the order
 * given. Parallel callers each get their own count and never both see room for the last one.
 *
 * Outside a transaction the call joins the next batch (docs/decisions/0026): every caller of
 * one round trip is counted by one statement. Inside a transaction it is counted by its own
 * statement, so that it commits or rolls back with the transaction.
 */
export function countEvents(
  db: DbOrTx,
  subject: string,
  windows: readonly Window[],
): Promise<number[]> {
  if (isPool(db)) return batchedCounts(db)({ subject, windows });
  return countInTransaction(db, subject, windows);
}

/** The pool's own handle has its client; a transaction's does not. */
function isPool(db: DbOrTx): db is Db {
  return '$client' in db;
}

async function countInTransaction(
  db: DbOrTx,
  subject: string,
  windows: readonly Window[],
): Promise<number[]> {
  // Rows are written in (scope, subject, window) order, as the batches write theirs, so any two
  // statements lock shared rows in the same order.
  const keyOf = (w: Window) => `${w.scope}\u0000${w.subject ?? subject}`;
  const rows = [...windows]
    .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0))
    .map((w) => ({
      scope: w.scope,
      windowStart: w.windowStart,
      subject: w.subject ?? subject,
      count: 1,
    }));
  const counted = await db
    .insert(rateLimitCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: [rateLimitCounters.scope, rateLimitCounters.subject, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({
      scope: rateLimitCounters.scope,
      subject: rateLimitCounters.subject,
      count: rateLimitCounters.count,
    });
  const byKey = new Map(counted.map((row) => [`${row.scope}\u0000${row.subject}`, row.count]));
  return windows.map((w) => byKey.get(keyOf(w)) ?? 1);
}

const counterKey = (scope: string, subject: string, windowStart: Date) =>
  `${scope}\u0000${subject}\u0000${windowStart.toISOString()}`;

const BATCH_COUNT_EVENTS = `
  INSERT INTO rate_limit_counters (scope, subject, window_start, count)
  SELECT scope, subject, window_start, n
  FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[])
    AS input(scope, subject, window_start, n)
  ORDER BY scope, subject, window_start
  ON CONFLICT (scope, subject, window_start)
    DO UPDATE SET count = rate_limit_counters.count + excluded.count
  RETURNING scope, subject, window_start, count`;

/**
 * One statement for a batch: each counter is raised by the number of its events in the batch,
 * and each event gets the count it would have had alone: the counter's value before the batch
 * plus its place among the batch's events on that counter (the order they were submitted in).
 */
const batchedCounts = perPool((db) =>
  createStatementBatcher<{ subject: string; windows: readonly Window[] }, number[]>(
    async (calls) => {
      const perCounter = new Map<
        string,
        { scope: string; subject: string; start: Date; n: number }
      >();
      const places = calls.map(({ subject, windows }) =>
        windows.map(({ scope, windowStart, subject: own }) => {
          const who = own ?? subject;
          const key = counterKey(scope, who, windowStart);
          const counter = perCounter.get(key) ?? { scope, subject: who, start: windowStart, n: 0 };
          counter.n += 1;
          perCounter.set(key, counter);
          return { key, place: counter.n };
        }),
      );
      const counters = [...perCounter.values()];
      const result = await db.$client.query<{
        scope: string;
        subject: string;
        window_start: Date;
        count: number;
      }>({
        name: 'rate_limits_count_batch',
        text: BATCH_COUNT_EVENTS,
        values: [
          counters.map((c) => c.scope),
          counters.map((c) => c.subject),
          counters.map((c) => c.start.toISOString()),
          counters.map((c) => c.n),
        ],
      });
      const after = new Map(
        result.rows.map((row) => [
          counterKey(row.scope, row.subject, new Date(row.window_start)),
          Number(row.count),
        ]),
      );
      return places.map((call) =>
        call.map(({ key, place }) => {
          const total = after.get(key);
          const counter = perCounter.get(key);
          if (total === undefined || counter === undefined) {
            throw new Error('a counter of the batch was not returned');
          }
          return total - counter.n + place;
        }),
      );
    },
    { maxBatch: 500 },
  ),
);
