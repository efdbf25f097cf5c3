import pg from 'pg';

// A busy day (decision 0058): the per-day counter tables filled to a day's worth before the
// reads are judged on them, beside an empty set of the same tables. The two sets swap names
// between runs (as bench:watches swaps its watch tables), so one server, with the same data and
// the same age, serves a read on a busy day and on an empty one seconds apart. A rename
// invalidates every backend's cached plans of the tables, each side alike; statements are
// re-analyzed by name and find the set now in place.
//
// The search counters and completions, keyed by the day, are built once with the prepared
// database and kept in it (decision 0094): its "today" is pinned to the day they were built
// (forewarn.today, migration 0036), so every later run's server counts into that day. The fixed
// windows are moments of the real clock, not days, so they are filled on each run (a fifth of
// the rows).

/** The tables every read writes a row or more to per request, each by its own name. */
const TABLES = ['search_counters', 'search_completions', 'rate_limit_counters'] as const;
/** Keyed by the day: built with the prepared database and kept in it under a pinned today. */
const KEPT = ['search_counters', 'search_completions'] as const;

export type BusyDayRows = {
  /** search_counters rows: the minute, day and near-miss keys of a day's distinct searchers. */
  counters: number;
  /** search_completions rows: the day's distinct completions by searcher and block. */
  completions: number;
  /** rate_limit_counters rows: the fixed windows of the day's case-page and recent readers. */
  windows: number;
};

/** A day's worth at `cases` cases: docs/scaling.md's day at its 50 M target, scaled to this. */
export function busyDayRows(cases: number): BusyDayRows {
  return { counters: cases, completions: cases, windows: Math.round(cases / 5) };
}

/** The busy day's search tables kept in a prepared database (stored in its ready.json). */
export type KeptBusyDay = {
  /** The day they were built on, which the database's forewarn.today is pinned to. */
  day: string;
  /** Seconds building them took (with their vacuum), once, when the database was prepared. */
  seconds: number;
};

export type BusyDay = {
  rows: BusyDayRows;
  /** Seconds the filling took on this run (with its vacuum and checkpoint). */
  seconds: number;
  /** The day of the search tables when they were kept from the prepared database. */
  keptDay: string | undefined;
  /** Puts the busy or the empty set of tables in place under the tables' own names. */
  use(state: 'busy' | 'empty'): Promise<void>;
  /** Empties the empty set (a read's rounds start from an empty day) and checkpoints. */
  resetEmpty(): Promise<void>;
  /** Puts the empty set back in place and drops the busy one. */
  remove(): Promise<void>;
};

// Keys in the app's shapes (search/limits.ts, rate-limits/harvesting.ts), for addresses drawn
// from i by a bijection of 32 bits, so that no two rows share a key and consecutive rows land
// far apart in each index: a day's counters arrive in no order, and an index filled in key
// order would be packed as no real day's is.
const ADDRESS = `'ip:' || (h >> 24) || '.' || ((h >> 16) & 255) || '.' || ((h >> 8) & 255) || '.' || (h & 255)`;
const SERIES = (count: string) =>
  `(SELECT i, (i * 2654435761) % 4294967296 AS h FROM generate_series(1, ${count}::bigint) AS i) AS s`;

const FILL = {
  search_counters: `INSERT INTO search_counters_busy (day, key, count, started_at)
    SELECT forewarn_today(),
           (ARRAY['minute', 'day', 'near'])[i % 3 + 1] || '|' || ${ADDRESS}
             || CASE WHEN i % 3 = 2 THEN '|+614' || lpad((h % 10000000)::text, 7, '0') ELSE '' END,
           1 + (i % 7)::int, now() - make_interval(secs => (i % 3600)::int)
    FROM ${SERIES('$1')}`,
  search_completions: `INSERT INTO search_completions_busy (day, subject, block, completion)
    SELECT forewarn_today(),
           CASE WHEN i % 10 = 0 THEN '*' || (h::text) ELSE ${ADDRESS} END,
           '+614' || lpad((h % 10000000)::text, 7, '0'), lpad((i % 100)::text, 2, '0')
    FROM ${SERIES('$1')}`,
  rate_limit_counters: `INSERT INTO rate_limit_counters_busy (scope, subject, window_start, count)
    SELECT (ARRAY['case-detail:minute', 'case-detail:day', 'recent:minute', 'recent:day'])[i % 4 + 1],
           ${ADDRESS},
           CASE WHEN i % 2 = 0 THEN date_trunc('minute', now()) - make_interval(mins => (i % 600)::int)
                ELSE date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' END,
           1 + (i % 5)::int
    FROM ${SERIES('$1')}`,
} satisfies Record<(typeof TABLES)[number], string>;

/**
 * `<table>_busy`, alike in columns, constraints, indexes and, partitioned by day as the table is
 * (decision 0059), with the same partitions, each with the same storage options.
 */
async function makeBusyTwinOf(client: pg.ClientBase, table: string): Promise<void> {
  const { rows } = await client.query<{ key: string | null }>(
    `SELECT pg_get_partkeydef(oid) AS key FROM pg_class WHERE oid = $1::regclass`,
    [table],
  );
  const key = rows[0]?.key;
  await client.query(
    `CREATE TABLE ${table}_busy (LIKE ${table} INCLUDING ALL)${key ? ` PARTITION BY ${key}` : ''}`,
  );
  const copyOptions = async (from: string, to: string) => {
    const { rows: options } = await client.query<{ reloptions: string[] | null }>(
      'SELECT reloptions FROM pg_class WHERE oid = $1::regclass',
      [from],
    );
    const reloptions = options[0]?.reloptions ?? [];
    if (reloptions.length > 0)
      await client.query(`ALTER TABLE ${to} SET (${reloptions.join(', ')})`);
  };
  if (!key) {
    await copyOptions(table, `${table}_busy`);
    return;
  }
  const { rows: parts } = await client.query<{ name: string; bound: string }>(
    `SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound
     FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = $1::regclass`,
    [table],
  );
  for (const part of parts) {
    await client.query(`CREATE TABLE busy_${part.name} PARTITION OF ${table}_busy ${part.bound}`);
    await copyOptions(part.name, `busy_${part.name}`);
  }
}

/** Makes the busy twins of `tables` and fills them with their share of `rows`, vacuumed. */
async function fill(
  client: pg.ClientBase,
  tables: readonly (typeof TABLES)[number][],
  rows: BusyDayRows,
): Promise<void> {
  const counts = {
    search_counters: rows.counters,
    search_completions: rows.completions,
    rate_limit_counters: rows.windows,
  } satisfies Record<(typeof TABLES)[number], number>;
  for (const table of tables) await makeBusyTwinOf(client, table);
  for (const table of tables) await client.query(FILL[table], [counts[table]]);
  // A partitioned table's VACUUM goes through to its partitions.
  for (const table of tables) await client.query(`VACUUM (ANALYZE) ${table}_busy`);
}

/**
 * Builds the busy day's search tables in a database being prepared (prepare-database.ts) and
 * pins the database's "today" to this day, so that they stay the day counted on by every run
 * that copies it. Only the bench's databases are ever pinned (decision 0094).
 */
export async function keepBusyDay(pool: pg.Pool, rows: BusyDayRows): Promise<KeptBusyDay> {
  const client = await pool.connect();
  try {
    const started = performance.now();
    const { rows: today } = await client.query<{ day: string }>(
      'SELECT forewarn_today()::text AS day',
    );
    const day = today[0]?.day;
    if (!day) throw new Error('forewarn_today() answered nothing');
    await client.query(
      `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET forewarn.today = %L', current_database(), '${day}'); END $$`,
    );
    await client.query(`SET forewarn.today = '${day}'`);
    await fill(client, KEPT, rows);
    return { day, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.query('RESET forewarn.today').catch(() => undefined);
    client.release();
  }
}

/**
 * Makes the busy set beside the tables (`<table>_busy`, alike in columns, constraints, indexes
 * and storage options) and fills it with `rows`, in random key order; the app's own tables stay
 * in place, empty of nothing they held. The search tables are taken as kept in the prepared
 * database when they are there (keepBusyDay), after checking that they hold its pinned day.
 */
export async function prepareBusyDay(databaseUrl: string, rows: BusyDayRows): Promise<BusyDay> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  let live: 'busy' | 'empty' = 'empty';
  let keptDay: string | undefined;
  try {
    keptDay = await keptDayOf(client);
    await fill(client, keptDay ? ['rate_limit_counters'] : TABLES, rows);
    await client.query('CHECKPOINT');
  } catch (error) {
    await client.end();
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;

  const use = async (state: 'busy' | 'empty') => {
    if (state === live) return;
    await client.query('BEGIN');
    try {
      for (const table of TABLES) {
        await client.query(`ALTER TABLE ${table} RENAME TO ${table}_${live}`);
        await client.query(`ALTER TABLE ${table}_${state} RENAME TO ${table}`);
      }
      await client.query('COMMIT');
      live = state;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  };
  return {
    rows,
    seconds,
    keptDay,
    use,
    async resetEmpty() {
      const names = TABLES.map((table) => (live === 'empty' ? table : `${table}_empty`));
      await client.query(`TRUNCATE ${names.join(', ')}`);
      await client.query('CHECKPOINT');
    },
    async remove() {
      try {
        await use('empty');
        await client.query(`DROP TABLE ${TABLES.map((table) => `${table}_busy`).join(', ')}`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The day of the kept search tables, undefined when none are kept. A kept set that is not the
 * day this database counts on (its pin) would measure nothing: that stops the run.
 */
async function keptDayOf(client: pg.ClientBase): Promise<string | undefined> {
  const { rows } = await client.query<{ kept: boolean; pinned: string | null; today: string }>(
    `SELECT to_regclass('search_counters_busy') IS NOT NULL AS kept,
            current_setting('forewarn.today', true) AS pinned, forewarn_today()::text AS today`,
  );
  const state = rows[0];
  if (!state?.kept) return undefined;
  const { rows: days } = await client.query<{ day: string }>(
    `(SELECT day::text AS day FROM search_counters_busy LIMIT 1)
     UNION ALL (SELECT day::text FROM search_completions_busy LIMIT 1)`,
  );
  if (!state.pinned || days.length !== 2 || days.some((row) => row.day !== state.today)) {
    throw new Error(
      `the kept busy day (${days.map((row) => row.day).join(', ') || 'empty'}) is not the database's pinned today (${state.pinned ?? 'unpinned'})`,
    );
  }
  return state.today;
}

export function describeBusyDay(day: BusyDay): string {
  const n = (count: number) => count.toLocaleString('en');
  const search = `${n(day.rows.counters)} search counter rows and ${n(day.rows.completions)} completions`;
  const windows = `${n(day.rows.windows)} fixed-window counter rows`;
  return day.keptDay
    ? `${search} kept from the prepared database (its today pinned to ${day.keptDay}); ${windows} for now filled in ${day.seconds.toFixed(0)} s`
    : `${search} and ${windows} for today, filled in ${day.seconds.toFixed(0)} s`;
}
