import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { sweepCounterPartitions } from '../../db/counter-partitions.js';
import { HARVESTING_RULES } from '../rate-limits/harvesting.js';
import { countAndCheck, deleteSpentCounters } from '../rate-limits/limits.js';
import { admitSearch } from '../search/limits.js';
import { deleteSpentRecords } from './repository.js';

// Issue 25: the limit counters and the near-miss guard's completions stay bounded however long
// the registry runs. A simulated week of searches and case-page reads, with the clock moved by
// the test (every counting call and every sweep takes `now`), sweeping every 6 hours as the
// hourly housekeeping would at least do. Issue 40 (decision 0059): the tables are partitioned
// by UTC day and the sweep drops a past day's partition whole: the week leaves at most seven
// partitions a table, and no counter row is ever deleted.

const { database } = await buildTestApp();
const { db } = database;

const START = Date.UTC(2031, 0, 5, 0, 30); // a Sunday, 00:30 UTC
const COUNTER_TABLES = ['search_counters', 'search_completions', 'rate_limit_counters'];

/** Each counter table's partitions, by name (a DEFAULT one included). */
async function partitions(table: string): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`SELECT c.relname AS name FROM pg_inherits i
        JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
        WHERE p.relname = ${table} ORDER BY c.relname`,
  );
  return result.rows.map((row) => row.name);
}
const HOUR = 60 * 60 * 1000;
const SLOTS_PER_DAY = 4;
const SEARCHES_PER_SLOT = 12;

async function rows(table: string): Promise<{ rows: number; days: string[] }> {
  const dayColumn = table === 'rate_limit_counters' ? 'window_start::date' : 'day';
  const result = await db.execute<{ rows: string; days: string[] | null }>(
    sql.raw(`SELECT count(*) AS rows,
                    array_agg(DISTINCT to_char(${dayColumn}, 'YYYY-MM-DD')) AS days
             FROM ${table}`),
  );
  const row = result.rows[0];
  return { rows: Number(row?.rows ?? 0), days: (row?.days ?? []).sort() };
}

describe('counter and guard tables over a simulated week', () => {
  it('hold at most two days of rows, however many days have passed', async () => {
    // Every row deleted from a counter table, by any statement on any of its partitions, is
    // logged: a row trigger on a partitioned table is cloned onto each partition, also later
    // ones. A dropped partition fires nothing.
    await db.execute(sql`CREATE TABLE counter_rows_deleted (tbl text NOT NULL)`);
    await db.execute(sql`CREATE FUNCTION log_counter_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO counter_rows_deleted VALUES (TG_TABLE_NAME); RETURN OLD; END $$`);
    for (const table of COUNTER_TABLES) {
      await db.execute(
        sql.raw(`CREATE TRIGGER log_delete AFTER DELETE ON ${table}
                 FOR EACH ROW EXECUTE FUNCTION log_counter_delete()`),
      );
    }
    // As a server started that day would: its partitions made before the first search.
    await deleteSpentCounters(db, new Date(START));
    const caseRules = HARVESTING_RULES['/api/cases/:id'] ?? [];
    let written = 0;
    let most = { search_counters: 0, search_completions: 0, rate_limit_counters: 0 };
    for (let day = 0; day < 7; day++) {
      for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
        const now = new Date(START + day * 24 * HOUR + slot * 6 * HOUR);
        for (let k = 0; k < SEARCHES_PER_SLOT; k++) {
          const n = (day * SLOTS_PER_DAY + slot) * SEARCHES_PER_SLOT + k;
          const ip = `198.51.${Math.floor(n / 250)}.${n % 250}`;
          // Phone numbers in blocks of their own: each search records completions for its
          // address and for everyone, and bumps minute and day counters.
          await admitSearch(db, {
            searcher: { ip, user: null },
            query: `04${String(10_000 + n).padStart(6, '0')}17`,
            country: 'AU',
            limits: { perMinute: 60, perDay: 200 },
            now,
          });
          expect(await countAndCheck(db, `ip:${ip}`, caseRules, now)).toBeNull();
          written += 1;
        }
        await deleteSpentRecords(db);
        await deleteSpentCounters(db, now);
        const today = now.toISOString().slice(0, 10);
        const search = await rows('search_counters');
        const completions = await rows('search_completions');
        const harvesting = await rows('rate_limit_counters');
        // After a sweep the search tables hold today's rows only.
        expect(search.days).toEqual([today]);
        expect(completions.days).toEqual([today]);
        // The fixed windows are kept two days past their start (the longest window is a day).
        const twoDaysAgo = new Date(now.getTime() - 2 * 24 * HOUR).toISOString().slice(0, 10);
        expect(harvesting.days.every((d) => d >= twoDaysAgo)).toBe(true);
        // Today's, two days ahead and the DEFAULT one (search); and the fixed windows' two
        // days back besides.
        for (const table of COUNTER_TABLES) {
          expect((await partitions(table)).length).toBeLessThanOrEqual(7);
        }
        most = {
          search_counters: Math.max(most.search_counters, search.rows),
          search_completions: Math.max(most.search_completions, completions.rows),
          rate_limit_counters: Math.max(most.rate_limit_counters, harvesting.rows),
        };
      }
    }
    const perDay = SLOTS_PER_DAY * SEARCHES_PER_SLOT;
    expect(written).toBe(7 * perDay);
    // Swept by DROP: not one counter row was deleted in the week, and the DEFAULT partitions,
    // which take a day's rows only when its partition is missing, stayed empty.
    const deleted = await db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM counter_rows_deleted`,
    );
    expect(Number(deleted.rows[0]?.n)).toBe(0);
    for (const table of COUNTER_TABLES) {
      const stray = await db.execute<{ n: string }>(
        sql.raw(`SELECT count(*) AS n FROM ${table}_default`),
      );
      expect(Number(stray.rows[0]?.n)).toBe(0);
      expect(await partitions(table)).toContain(`${table}_default`);
    }
    // Each search: a minute and a day counter for its address, a near-miss counter for its
    // address and one for everyone (its own block), and a minute and a day counter for its
    // /24 (decision 0028: visitors are counted by address and /24), which a day's addresses
    // share; two completions; two case-page windows.
    expect(most.search_counters).toBeLessThanOrEqual(4 * perDay + 2 * perDay);
    expect(most.search_completions).toBeLessThanOrEqual(2 * perDay);
    expect(most.rate_limit_counters).toBeLessThanOrEqual(3 * 2 * perDay);
    // A week of traffic is 7 days of rows; the tables never held more than one (search) or
    // three (the fixed windows) of them.
    expect(most.search_counters).toBeLessThan((7 * 4 * perDay) / 3);
  });

  it('are neither made nor dropped by a later sweep of the same day', async () => {
    // Each such statement takes ACCESS EXCLUSIVE on a table every search writes to: the hourly
    // sweep used to make yesterday's search partitions and drop them again (decision 0156).
    // A year before the week above, so in any order neither test's days reach the other's.
    const now = Date.UTC(2030, 2, 10, 9, 7);
    const today = new Date(now).toISOString().slice(0, 10);
    const sweepAt = (at: number) => sweepCounterPartitions(db, today, new Date(at - 2 * 24 * HOUR));
    await sweepAt(now);
    expect(await sweepAt(now + HOUR)).toEqual({ made: 0, dropped: 0 });
    expect((await partitions('search_counters')).filter((name) => name.includes('_2030'))).toEqual([
      'search_counters_20300310',
      'search_counters_20300311',
      'search_counters_20300312',
    ]);
  });

  it('are vacuumed as usual but analyzed only after ten times their size in changes', async () => {
    // Every search writes them, so autovacuum analyzed each once a minute; their plans do not
    // use statistics (docs/decisions/0053). Vacuum keeps its default: it keeps them small.
    // Partitioned (decision 0059), each day's partition carries the options.
    const result = await db.execute<{ relname: string; reloptions: string[] | null }>(
      sql`SELECT c.relname, c.reloptions FROM pg_inherits i
          JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
          WHERE p.relname IN ('search_counters', 'search_completions')
            AND c.relname ~ '_[0-9]{8}$'`,
    );
    expect(result.rows.length).toBeGreaterThan(0);
    for (const row of result.rows) {
      expect(row.reloptions).toEqual([
        'autovacuum_analyze_scale_factor=10',
        'autovacuum_analyze_threshold=100000',
      ]);
    }
  });
});
