import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { buildApp } from '../../app.js';
import { connect } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { deleteSpentCounters } from '../rate-limits/limits.js';

// Issue 51 (decision 0094): the per-day counters' "today" comes from forewarn_today() (migration
// 0036), which the bench pins on its prepared database so that a busy day built once is counted
// into on every later run. Production never sets forewarn.today: unpinned it is the UTC date.
const { app, database, config } = await buildTestApp();

/** A past day, as the bench pins the day its busy day was built on. */
const PINNED = '2025-06-02';

/** The same database, every session of it pinned (as ALTER DATABASE ... SET pins them). */
function pinnedDatabase() {
  const url = new URL(database.connectionString);
  url.searchParams.set('options', `-c forewarn.today=${PINNED}`);
  return connect(url.toString(), 'external');
}
const pinned = pinnedDatabase();
afterAll(() => pinned.close());

const search = (on: typeof app, remoteAddress: string) =>
  on.inject({ method: 'GET', url: '/api/cases/search', query: { q: '0412345678' }, remoteAddress });

async function countersOf(address: string) {
  const { rows } = await database.pool.query<{ day: string; count: number; part: string }>(
    `SELECT day::text AS day, count, tableoid::regclass::text AS part FROM search_counters
     WHERE key = $1 ORDER BY day`,
    [`day|ip:${address}`],
  );
  return rows;
}

describe('forewarn_today()', () => {
  it('is the UTC date unpinned, and leaves every day of the app clock as it is', async () => {
    const before = new Date().toISOString().slice(0, 10);
    const { rows } = await database.pool.query<Record<string, string | null>>(
      `SELECT forewarn_today()::text AS today, (now() AT TIME ZONE 'UTC')::date::text AS utc,
              forewarn_day('2030-06-01')::text AS day, forewarn_day_shift() AS shift,
              current_setting('forewarn.today', true) AS setting`,
    );
    const after = new Date().toISOString().slice(0, 10);
    const row = rows[0];
    expect(row?.today).toBe(row?.utc);
    expect([before, after]).toContain(row?.today);
    expect(row).toMatchObject({ day: '2030-06-01', shift: 0 });
    expect(row?.setting ?? '').toBe('');
  });

  it('is the pinned date in a pinned session, every day of the app clock moved with it', async () => {
    const { rows } = await pinned.pool.query<{ today: string; yesterday: string }>(
      `SELECT forewarn_today()::text AS today,
              forewarn_day((now() AT TIME ZONE 'UTC')::date - 1)::text AS yesterday`,
    );
    expect(rows).toEqual([{ today: PINNED, yesterday: '2025-06-01' }]);
  });
});

describe('searches counted under a pinned today', () => {
  it("land in the pinned day's rows and partitions, and the real day's stay apart", async () => {
    // A server's start makes the partitions of the days its counters are counted on.
    await runMigrations(pinned.pool);
    const pinnedApp = await buildApp({ config, database: pinned, runJobs: false });
    await pinnedApp.ready();
    try {
      expect((await search(pinnedApp, '203.0.113.51')).statusCode).toBe(200);
      expect((await search(pinnedApp, '203.0.113.51')).statusCode).toBe(200);
      expect((await search(app, '203.0.113.51')).statusCode).toBe(200);
    } finally {
      await pinnedApp.close();
    }
    const today = (await database.pool.query<{ d: string }>('SELECT forewarn_today()::text AS d'))
      .rows[0]?.d;
    expect(await countersOf('203.0.113.51')).toEqual([
      { day: PINNED, count: 2, part: 'search_counters_20250602' },
      { day: today, count: 1, part: `search_counters_${today?.replaceAll('-', '')}` },
    ]);
    // The near-miss guard's completion of the number, on the pinned day too.
    const { rows: completions } = await database.pool.query<{ day: string; part: string }>(
      `SELECT day::text AS day, tableoid::regclass::text AS part FROM search_completions
       WHERE subject = 'ip:203.0.113.51' ORDER BY day`,
    );
    expect(completions).toEqual([
      { day: PINNED, part: 'search_completions_20250602' },
      { day: today, part: `search_completions_${today?.replaceAll('-', '')}` },
    ]);
  });

  it("are kept by a pinned sweep while it is pinned, and swept as a past day's once not", async () => {
    await runMigrations(pinned.pool);
    await pinned.pool.query(
      `INSERT INTO search_counters (day, key, count) VALUES (forewarn_today(), 'day|ip:203.0.113.53', 4)`,
    );
    await deleteSpentCounters(pinned.db);
    expect(await countersOf('203.0.113.53')).toEqual([
      { day: PINNED, count: 4, part: 'search_counters_20250602' },
    ]);
    await deleteSpentCounters(database.db);
    expect(await countersOf('203.0.113.53')).toEqual([]);
  });
});
