import pg from 'pg';

// A busy day (decision 0058): the per-day counter tables filled to a day's worth before the
// reads are judged on them, beside an empty set of the same tables. The two sets swap names
// between runs (as bench:watches swaps its watch tables), so one server, with the same data and
// the same age, serves a read on a busy day and on an empty one seconds apart. A rename
// invalidates every backend's cached plans of the tables, each side alike; statements are
// re-analyzed by name and find the set now in place.

/** The tables every read writes a row or more to per request, each by its own name. */
const TABLES = ['search_counters', 'search_completions', 'rate_limit_counters'] as const;

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

export type BusyDay = {
  rows: BusyDayRows;
  /** Seconds the filling took (with its vacuum and checkpoint). */
  seconds: number;
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
    SELECT (now() AT TIME ZONE 'UTC')::date,
           (ARRAY['minute', 'day', 'near'])[i % 3 + 1] || '|' || ${ADDRESS}
             || CASE WHEN i % 3 = 2 THEN '|+614' || lpad((h % 10000000)::text, 7, '0') ELSE '' END,
           1 + (i % 7)::int, now() - make_interval(secs => (i % 3600)::int)
    FROM ${SERIES('$1')}`,
  search_completions: `INSERT INTO search_completions_busy (day, subject, block, completion)
    SELECT (now() AT TIME ZONE 'UTC')::date,
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
async function makeBusyTwinOf(client: pg.Client, table: string): Promise<void> {
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

/**
 * Makes the busy set beside the tables (`<table>_busy`, alike in columns, constraints, indexes
 * and storage options) and fills it with `rows`, in random key order; the app's own tables stay
 * in place, empty of nothing they held.
 */
export async function prepareBusyDay(databaseUrl: string, rows: BusyDayRows): Promise<BusyDay> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  let live: 'busy' | 'empty' = 'empty';
  try {
    for (const table of TABLES) await makeBusyTwinOf(client, table);
    await client.query(FILL.search_counters, [rows.counters]);
    await client.query(FILL.search_completions, [rows.completions]);
    await client.query(FILL.rate_limit_counters, [rows.windows]);
    // A partitioned table's VACUUM goes through to its partitions.
    for (const table of TABLES) await client.query(`VACUUM (ANALYZE) ${table}_busy`);
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

export function describeBusyDay(day: BusyDay): string {
  const n = (count: number) => count.toLocaleString('en');
  return `${n(day.rows.counters)} search counter rows, ${n(day.rows.completions)} completions and ${n(day.rows.windows)} fixed-window counter rows for today, filled in ${day.seconds.toFixed(0)} s`;
}
