import { MINUTE_S } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { perPool } from '../../db/per-pool.js';
import { searchGuardEvents } from '../../db/schema/index.js';
import { createStatementBatcher } from '../../db/statement-batcher.js';

// SQL of the search limits (docs/decisions/0017). Counting is INSERT ... ON CONFLICT DO UPDATE
// ... RETURNING: the conflicting row is locked until the statement's transaction ends, so
// parallel batches each see the count the one before them left, and none is admitted past a
// limit. Keys are sorted, so two batches lock shared rows in the same order. Each statement is
// named, so PostgreSQL parses and plans it once per connection, and each counts a batch of
// searches (docs/decisions/0026).

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

// Minute keys and day keys go in two inserts of one statement, each in key order: every batch
// locks the same rows in the same order. The two never share a row (their keys differ).
// Each day is the app's, counted on forewarn_day(day) (migration 0036: itself unless the bench
// pins "today") and answered as the app's again.
const BATCH_BUMP_COUNTERS = `
  WITH minute AS (
    INSERT INTO search_counters (day, key, count, started_at)
    SELECT forewarn_day(day), key, n, $7::timestamptz
    FROM unnest($1::date[], $2::text[], $3::int[]) AS input(day, key, n) ORDER BY day, key
    ON CONFLICT (day, key) DO UPDATE SET
      count = CASE WHEN search_counters.started_at <= $7::timestamptz - make_interval(secs => ${MINUTE_S})
                   THEN excluded.count ELSE search_counters.count + excluded.count END,
      started_at = CASE WHEN search_counters.started_at <= $7::timestamptz - make_interval(secs => ${MINUTE_S})
                   THEN excluded.started_at ELSE search_counters.started_at END
    RETURNING (day - forewarn_day_shift())::text AS day, key, count, started_at
  ), whole_day AS (
    INSERT INTO search_counters (day, key, count, started_at)
    SELECT forewarn_day(day), key, n, $7::timestamptz
    FROM unnest($4::date[], $5::text[], $6::int[]) AS input(day, key, n) ORDER BY day, key
    ON CONFLICT (day, key) DO UPDATE SET count = search_counters.count + excluded.count
    RETURNING (day - forewarn_day_shift())::text AS day, key, count, started_at
  )
  SELECT * FROM minute UNION ALL SELECT * FROM whole_day`;

const batchedCounters = perPool((db) =>
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

type CompletionCall = {
  day: string;
  completions: readonly Completion[];
  rules: { perSubject: number; perBlock: number; verifiedPhone: boolean };
};
type CompletionCounts = { subject: string; block: string; count: number }[];

/**
 * Records the completions of the day not seen before for their subject and block, and counts
 * each new one on `near|<subject>|<block>`, unless that takes a subject past `perSubject` (a
 * near miss) or the block past `perBlock` when the searcher has no verified phone: then
 * nothing is recorded and the refusal is answered. Answers the new counts otherwise, keyed by
 * subject and block: a completion already recorded (the same number searched again) counts
 * nothing and is absent.
 *
 * Calls join the next batch (docs/decisions/0026): the function search_record_completions
 * (migration 0011) decides a batch's searches one after another, in the order they came, each
 * as if it had run alone, in one round trip.
 */
export function recordCompletions(
  db: Db,
  day: string,
  completions: readonly Completion[],
  rules: CompletionCall['rules'],
): Promise<CompletionCounts | CompletionRefusal> {
  return batchedCompletions(db)({ day, completions, rules });
}

const RECORD_COMPLETIONS = `
  SELECT out_request, out_refused, out_key, out_count
  FROM search_record_completions(
    $1::int[],
    -- Each completion's day as the counters' (migration 0036), in the order given.
    ARRAY(SELECT forewarn_day(d) FROM unnest($2::date[]) WITH ORDINALITY AS u(d, i) ORDER BY i),
    $3::text[], $4::text[], $5::text[], $6::boolean[], $7::int[], $8::int[])`;

const batchedCompletions = perPool((db) =>
  createStatementBatcher<CompletionCall, CompletionCounts | CompletionRefusal>(
    async (calls) => {
      const rows = calls.flatMap((call, i) =>
        call.completions.map((completion) => ({ request: i + 1, day: call.day, ...completion })),
      );
      const result = await db.$client.query<{
        out_request: number;
        out_refused: CompletionRefusal | null;
        out_key: string | null;
        out_count: number | null;
      }>({
        name: 'search_record_completions_batch',
        text: RECORD_COMPLETIONS,
        values: [
          rows.map((row) => row.request),
          rows.map((row) => row.day),
          rows.map((row) => row.subject),
          rows.map((row) => row.block),
          rows.map((row) => row.completion),
          calls.map((call) => call.rules.verifiedPhone),
          calls.map((call) => call.rules.perSubject),
          calls.map((call) => call.rules.perBlock),
        ],
      });
      const answers: (CompletionCounts | CompletionRefusal)[] = calls.map(() => []);
      for (const row of result.rows) {
        const i = row.out_request - 1;
        if (row.out_refused) {
          answers[i] = row.out_refused;
          continue;
        }
        const counts = answers[i];
        if (typeof counts === 'string' || counts === undefined || row.out_key === null) continue;
        const [, subject = '', ...block] = row.out_key.split('|');
        counts.push({ subject, block: block.join('|'), count: Number(row.out_count) });
      }
      return answers;
    },
    { maxBatch: 200 },
  ),
);

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

/** A counter's value for a day, 0 when nothing was counted (a member's searches today). */
export async function readDayCounter(db: DbOrTx, day: string, key: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count FROM search_counters WHERE day = forewarn_day(${day}::date) AND key = ${key}`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** Counters of a day by key, as they stand (a minute key's window may have run out). */
export async function readCounters(
  db: DbOrTx,
  day: string,
  keys: readonly string[],
): Promise<Map<string, Counter>> {
  const result = await db.execute<{ key: string; count: number; started_at: string }>(
    sql`SELECT key, count, started_at FROM search_counters
        WHERE day = forewarn_day(${day}::date) AND key IN (${keyList(keys)})`,
  );
  return new Map(
    result.rows.map((row) => [
      row.key,
      { count: Number(row.count), startedAt: new Date(row.started_at) },
    ]),
  );
}

/** One search taken back from each counter (never below 0). */
export async function uncountSearch(db: DbOrTx, day: string, keys: readonly string[]) {
  await db.execute(
    sql`UPDATE search_counters SET count = greatest(count - 1, 0)
        WHERE day = forewarn_day(${day}::date) AND key IN (${keyList(keys)})`,
  );
}

const keyList = (keys: readonly string[]) =>
  sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
