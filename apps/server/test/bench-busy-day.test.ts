import { afterAll, describe, expect, it } from 'vitest';
import { keepBusyDay, prepareBusyDay } from '../bench/busy-day.js';
import { buildApp } from '../src/app.js';
import { connect } from '../src/db/client.js';
import { quietPool, runMigrations } from '../src/db/migrate.js';
import { deleteSpentCounters } from '../src/modules/rate-limits/limits.js';
import { buildTestApp } from './build-test-app.js';

// Decision 0094: the busy day's search tables are built once with the prepared database, whose
// "today" is pinned to their day, and a run on a later date counts into them. Here the database
// is prepared under a session pinned to a past day (the day the busy day was "built"), then
// served as a later run serves its copy: new sessions, the database's own pin.
const { database, config } = await buildTestApp();

const BUILT_ON = '2025-06-02';
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});
const ROWS = { counters: 300, completions: 300, windows: 60 };

async function pinDatabase(to: string | null) {
  await database.pool.query(
    to
      ? `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET forewarn.today = %L', current_database(), '${to}'); END $$`
      : `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I RESET forewarn.today', current_database()); END $$`,
  );
}

describe('a busy day kept in the prepared database', () => {
  it('is counted into by a later run, and refused once the database is no longer pinned to it', async () => {
    // Preparing: the day it is built on, and its partitions, as a start on that day makes them.
    const url = new URL(database.connectionString);
    url.searchParams.set('options', `-c forewarn.today=${BUILT_ON}`);
    const preparing = quietPool({ connectionString: url.toString(), max: 2 });
    try {
      await runMigrations(preparing);
      expect(await keepBusyDay(preparing, ROWS)).toMatchObject({ day: BUILT_ON });
    } finally {
      await preparing.end();
    }

    // A later run: every new session is pinned by the database itself.
    const later = connect(database.connectionString, 'external');
    closing.push(() => later.close());
    const { rows: today } = await later.pool.query<{ d: string }>(
      'SELECT forewarn_today()::text AS d',
    );
    expect(today).toEqual([{ d: BUILT_ON }]);
    await runMigrations(later.pool);
    await deleteSpentCounters(later.db);

    // Unpinned, the kept tables are another day's: the run stops rather than measure nothing.
    await pinDatabase(null);
    await expect(prepareBusyDay(database.connectionString, ROWS)).rejects.toThrow(
      /is not the database's pinned today/,
    );
    await pinDatabase(BUILT_ON);

    const day = await prepareBusyDay(database.connectionString, ROWS);
    expect(day.keptDay).toBe(BUILT_ON);
    const app = await buildApp({ config, database: later, runJobs: false });
    await app.ready();
    try {
      await day.use('busy');
      const res = await app.inject({
        method: 'GET',
        url: '/api/cases/search',
        query: { q: '0412345678' },
        remoteAddress: '203.0.113.61',
      });
      expect(res.statusCode).toBe(200);
      const { rows } = await later.pool.query<{ day: string; part: string; kept: string }>(
        `SELECT day::text AS day, tableoid::regclass::text AS part,
                (SELECT count(*) FROM search_counters WHERE day = $2)::text AS kept
         FROM search_counters WHERE key = $1`,
        ['day|ip:203.0.113.61', BUILT_ON],
      );
      // Into the kept day's partition of the busy set, beside its 300 rows.
      expect(rows.map(({ day, part }) => ({ day, part }))).toEqual([
        { day: BUILT_ON, part: 'busy_search_counters_20250602' },
      ]);
      expect(Number(rows[0]?.kept)).toBeGreaterThan(ROWS.counters);
    } finally {
      await app.close();
      await day.remove();
    }
  });
});
