import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.js';
import { searchGuardEvents } from '../../db/schema/index.js';
import { batcherPerHandle, createStatementBatcher } from '../../db/statement-batcher.js';

// SQL of the search limits (docs/decisions/0017). Counting is INSERT ... ON CONFLICT DO UPDATE
// ... RETURNING: the conflicting row is locked until the statement's transaction ends, so
// parallel requests each see the count the one before them left, and none is admitted past a
// limit. Keys are sorted, so two requests lock shared rows in the same order.

const dialect = new PgDialect();

/**
 * Runs a statement whose text never changes as a named prepared statement: every search runs
 * these two, and PostgreSQL then parses and plans each once per connection, not per search.
 */
async function runPrepared<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query({ name, text, values: params });
  return result.rows as Row[];
}

type CounterCall = {
  day: string;
  now: Date;
  minuteKeys: readonly string[];
  dayKeys: readonly string[];
};
export type Counter = { count: number; startedAt: Date };

/**
 * Adds 1 to each counter of the day and answers every counter's new value and the start of its
 * window. A minute key whose 60-second window has passed starts again at 1; a day key counts the
 * whole day. A search counts its minute and its day, per address and per account, in one call.
 *
 * Calls join the next batch (docs/decisions/0026): one statement counts every search of a
 * round trip, and each call gets the counts it would have had alone (the counter's value before
 * the batch plus its place among the batch's searches on that counter). The batch's time is
 * its latest call's: calls of one batch are less than a round trip apart.
 */
export function bumpCounters(db: Db, call: CounterCall): Promise<Map<string, Counter>> {
  return batchedCounters(db)(call);
}

const MINUTE_WINDOW_SECONDS = 60;

// Minute keys and day keys go in two inserts of one statement, each in key order: every batch
// locks the same rows in the same order. The two never share a row (their keys differ).
const BATCH_BUMP_COUNTERS = `
  WITH minute AS (
    INSERT INTO search_counters (day, key, count, started_at)
    SELECT day, key, n, $7::timestamptz
    FROM unnest($1::date[], $2::text[], $3::int[]) AS input(day, key, n) ORDER BY day, key
    ON CONFLICT (day, key) DO UPDATE SET
      count = CASE WHEN search_counters.started_at <= $7::timestamptz - make_interval(secs => ${MINUTE_WINDOW_SECONDS})
                   THEN excluded.count ELSE search_counters.count + excluded.count END,
      started_at = CASE WHEN search_counters.started_at <= $7::timestamptz - make_interval(secs => ${MINUTE_WINDOW_SECONDS})
                   THEN excluded.started_at ELSE search_counters.started_at END
    RETURNING day::text, key, count, started_at
  ), whole_day AS (
    INSERT INTO search_counters (day, key, count, started_at)
    SELECT day, key, n, $7::timestamptz
    FROM unnest($4::date[], $5::text[], $6::int[]) AS input(day, key, n) ORDER BY day, key
    ON CONFLICT (day, key) DO UPDATE SET count = search_counters.count + excluded.count
    RETURNING day::text, key, count, started_at
  )
  SELECT * FROM minute UNION ALL SELECT * FROM whole_day`;

const batchedCounters = batcherPerHandle((db: Db) =>
  createStatementBatcher<CounterCall, Map<string, Counter>>(
    async (calls) => {
      const tally = (pick: (call: CounterCall) => readonly string[]) => {
        const perCounter = new Map<string, { day: string; key: string; n: number }>();
        const places = calls.map((call) =>
          [...new Set(pick(call))].map((key) => {
            const id = `${call.day}|${key}`;
            const counter = perCounter.get(id) ?? { day: call.day, key, n: 0 };
            counter.n += 1;
            perCounter.set(id, counter);
            return { id, key, place: counter.n };
          }),
        );
        const sorted = [...perCounter.values()].sort((a, b) =>
          a.day === b.day ? (a.key < b.key ? -1 : 1) : a.day < b.day ? -1 : 1,
        );
        return { perCounter, places, sorted };
      };
      const minutes = tally((call) => call.minuteKeys);
      const days = tally((call) => call.dayKeys);
      const now = new Date(Math.max(...calls.map((call) => call.now.getTime())));
      const result = await db.$client.query<{
        day: string;
        key: string;
        count: number;
        started_at: Date;
      }>({
        name: 'search_bump_counters_batch',
        text: BATCH_BUMP_COUNTERS,
        values: [
          minutes.sorted.map((c) => c.day),
          minutes.sorted.map((c) => c.key),
          minutes.sorted.map((c) => c.n),
          days.sorted.map((c) => c.day),
          days.sorted.map((c) => c.key),
          days.sorted.map((c) => c.n),
          now.toISOString(),
        ],
      });
      const after = new Map(
        result.rows.map((row) => [
          `${row.day}|${row.key}`,
          { count: Number(row.count), startedAt: new Date(row.started_at) },
        ]),
      );
      return calls.map((_, i) => {
        const counters = new Map<string, Counter>();
        for (const { perCounter, places } of [minutes, days]) {
          for (const { id, key, place } of places[i] ?? []) {
            const total = after.get(id);
            const counter = perCounter.get(id);
            if (!total || !counter) throw new Error('a counter of the batch was not returned');
            counters.set(key, {
              count: total.count - counter.n + place,
              startedAt: total.startedAt,
            });
          }
        }
        return counters;
      });
    },
    { maxBatch: 500 },
  ),
);

export type Completion = { subject: string; block: string; completion: string };

/** Why recordCompletions refused a search. */
export type CompletionRefusal = 'near_miss' | 'needs_verified_phone';

const REFUSAL_PREFIX = 'forewarn-refused:';

/**
 * Records the completions of the day not seen before for their subject and block, and counts
 * each new one on `near|<subject>|<block>`, unless that takes a subject past `perSubject` (a
 * near miss) or the block past `perBlock` when the searcher has no verified phone: then
 * nothing is recorded and the refusal is answered. Answers the new counts otherwise, keyed by
 * subject and block: a completion already recorded (the same number searched again) counts
 * nothing and is absent.
 *
 * One statement, not a transaction: a refusal makes the statement fail (a deliberate cast
 * error naming the reason), so PostgreSQL undoes all of it, and the counters' row locks are
 * held only while PostgreSQL runs it, never while Node gets round to a COMMIT
 * (docs/decisions/0024).
 */
export async function recordCompletions(
  db: Db,
  day: string,
  completions: readonly Completion[],
  rules: { perSubject: number; perBlock: number; verifiedPhone: boolean },
): Promise<{ subject: string; block: string; count: number }[] | CompletionRefusal> {
  const sorted = [...completions].sort((a, b) =>
    a.block === b.block ? (a.subject < b.subject ? -1 : 1) : a.block < b.block ? -1 : 1,
  );
  // The refusal's text is built from a column, so PostgreSQL cannot fold the cast (and fail)
  // while planning; it is evaluated only for a row of a refused search.
  const refuse = (reason: CompletionRefusal) =>
    sql.raw(`(('${REFUSAL_PREFIX}${reason}' || left(key, 0))::int)`);
  try {
    const rows = await runPrepared<{ key: string; count: number }>(
      db,
      'search_record_completions',
      sql`
      WITH input AS (
        SELECT * FROM unnest(
          ${sql.param(sorted.map((c) => c.subject))}::text[],
          ${sql.param(sorted.map((c) => c.block))}::text[],
          ${sql.param(sorted.map((c) => c.completion))}::text[]
        ) WITH ORDINALITY AS i(subject, block, completion, n)
      ), fresh AS (
        INSERT INTO search_completions (day, subject, block, completion)
        SELECT ${day}::date, subject, block, completion FROM input ORDER BY n
        ON CONFLICT DO NOTHING
        RETURNING subject, block
      ), counted AS (
        INSERT INTO search_counters (day, key, count)
        SELECT ${day}::date, 'near|' || subject || '|' || block, 1 FROM fresh
        ORDER BY block, subject
        ON CONFLICT (day, key) DO UPDATE SET count = search_counters.count + 1
        RETURNING key, count
      ), verdict AS (
        SELECT
          bool_or(key NOT LIKE 'near|*|%' AND count > ${rules.perSubject}::int) AS near_miss,
          bool_or(key LIKE 'near|*|%' AND count > ${rules.perBlock}::int)
            AND NOT ${rules.verifiedPhone}::boolean AS needs_verified_phone
        FROM counted
      )
      SELECT key, count,
        CASE WHEN verdict.near_miss THEN ${refuse('near_miss')}
             WHEN verdict.needs_verified_phone THEN ${refuse('needs_verified_phone')}
        END AS refused
      FROM counted, verdict`,
    );
    return rows.map((row) => {
      const [, subject = '', ...block] = row.key.split('|');
      return { subject, block: block.join('|'), count: Number(row.count) };
    });
  } catch (error) {
    const reason = refusalIn(error);
    if (reason) return reason;
    throw error;
  }
}

/** The refusal a failed recordCompletions statement carries, if that is why it failed. */
function refusalIn(error: unknown): CompletionRefusal | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code !== '22P02') continue;
    if (e.message.includes(`${REFUSAL_PREFIX}near_miss`)) return 'near_miss';
    if (e.message.includes(`${REFUSAL_PREFIX}needs_verified_phone`)) return 'needs_verified_phone';
  }
  return null;
}

/** Notes for moderators that a block has been walked today (one row per block and day). */
export async function recordBlockWalked(
  db: DbOrTx,
  event: { day: string; block: string; completions: number },
): Promise<void> {
  await db
    .insert(searchGuardEvents)
    .values({ ...event, kind: 'block_walked' })
    .onConflictDoUpdate({
      target: [searchGuardEvents.day, searchGuardEvents.block, searchGuardEvents.kind],
      set: {
        completions: sql`GREATEST(${searchGuardEvents.completions}, excluded.completions)`,
        lastSeenAt: sql`now()`,
      },
    });
}

/** Counts a new completion of a walked block refused for want of a verified phone. */
export async function recordBlockRefusal(
  db: DbOrTx,
  event: { day: string; block: string },
): Promise<void> {
  await db.execute(sql`
    UPDATE search_guard_events SET refused = refused + 1, last_seen_at = now()
    WHERE day = ${event.day}::date AND block = ${event.block} AND kind = 'block_walked'`);
}
