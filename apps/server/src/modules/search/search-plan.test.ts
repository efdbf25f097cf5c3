import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser } from '../../../test/factories.js';
import * as schema from '../../db/schema/index.js';
import { findOwnCases } from '../cases/own-cases.js';
import { recentCases, searchCases } from './service.js';

// The query plans of search and recent cases on a table big enough for the planner to care:
// each must be an index lookup, not a scan of every case (DESIGN.md §2, §6). Run at 30,000
// cases, then again at 200,000 (issue 25), where the table and its indexes are many times
// larger and the planner's costs could tip another way; the rows are made inside PostgreSQL
// (generate_series), a few seconds.

const { database } = await buildTestApp();
const creator = await makeUser(database.db);

/** A Drizzle handle on the same pool that records every statement it runs. */
function recordingDb() {
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(database.pool, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  return { db, statements };
}

async function plan(statement: { sql: string; params: unknown[] }): Promise<string> {
  const result = await database.pool.query(`EXPLAIN ${statement.sql}`, statement.params);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** Bulk cases `from`..`to` (each with its number's identifier), then fresh statistics. */
async function addBulkCases(from: number, to: number) {
  await database.pool.query(
    `INSERT INTO cases (id, country, title, name, number, details, creator_id, created_at)
     SELECT 'bulk' || g, (ARRAY['AU','NZ','US','CA','GB','IE'])[1 + g % 6], 'A bulk case',
            'Bulk Person', '0400' || lpad(g::text, 6, '0'),
            'Details of a bulk case that only exists to make the table large enough.',
            $1, now() - g * interval '1 minute'
     FROM generate_series($2::int, $3::int) AS g`,
    [creator.id, from, to],
  );
  await database.pool.query(
    `INSERT INTO case_identifiers (case_id, country, kind, value)
     SELECT 'bulk' || g, (ARRAY['AU','NZ','US','CA','GB','IE'])[1 + g % 6], 'number',
            '+61400' || lpad(g::text, 6, '0')
     FROM generate_series($1::int, $2::int) AS g`,
    [from, to],
  );
  await database.pool.query('ANALYZE cases; ANALYZE case_identifiers');
}

for (const [size, from] of [
  [30_000, 1],
  [200_000, 30_001],
] as const) {
  describe(`at ${size.toLocaleString('en')} cases`, () => {
    beforeAll(() => addBulkCases(from, size), 120_000);
    planTests();
  });
}

function planTests() {
  describe('query plans', () => {
    it('search is one lookup on case_identifiers_lookup_idx', async () => {
      const { db, statements } = recordingDb();
      const found = await searchCases(db, { query: '0400000006', country: 'AU', viewer: null });
      expect(found).toHaveLength(1);
      const [search] = statements;
      if (!search) throw new Error('no statement recorded');
      const text = await plan(search);
      expect(text).toContain('case_identifiers_lookup_idx');
      expect(text).not.toMatch(/Seq Scan on cases\b/);
      expect(text).not.toMatch(/Seq Scan on case_identifiers\b/);
    });

    it('counts distinct identifier values as a share of the rows, not a number (0118)', async () => {
      // A fixed count from ANALYZE's sample kept the search off its generic plan at 10 M cases.
      const { rows } = await database.pool.query<{ n_distinct: number }>(
        `SELECT n_distinct FROM pg_stats
         WHERE tablename = 'case_identifiers' AND attname = 'value'`,
      );
      expect(rows.map((row) => row.n_distinct)).toEqual([-0.5]);
    });

    it('recent cases walk cases_recent_idx', async () => {
      const { db, statements } = recordingDb();
      const recent = await recentCases(db, { country: 'NZ', viewer: null });
      expect(recent).toHaveLength(10);
      const [query] = statements;
      if (!query) throw new Error('no statement recorded');
      const text = await plan(query);
      expect(text).toMatch(/Index Scan using cases_recent_idx/);
      // An ordered walk that stops after 10 rows, not a fetch of the whole country then a sort.
      // (Each card's images are aggregated in order in a SubPlan: that small sort is per case.)
      const outer = text.split(/SubPlan/)[0] ?? '';
      expect(outer).toMatch(/Index Scan using cases_recent_idx/);
      expect(outer).not.toMatch(/Sort/);
      expect(text).not.toMatch(/Seq Scan on cases\b/);
    });
    it('My Lodgements of a lodger of every bulk case walks cases_creator_country_idx', async () => {
      const { db, statements } = recordingDb();
      const reader = { id: creator.id, verifiedPlumber: false, verifiedElectrician: false };
      const own = await findOwnCases(db, { creator: reader, country: 'NZ' });
      expect(own.cases.length).toBeGreaterThan(0);
      const [query] = statements;
      if (!query) throw new Error('no statement recorded');
      const text = await plan(query);
      // An ordered walk of the lodger's cases in that country, stopping at the limit: not every
      // case of the lodger (or the table) read and sorted.
      const outer = text.split(/SubPlan/)[0] ?? '';
      expect(outer).toMatch(/Index Scan using cases_creator_country_idx/);
      expect(outer).not.toMatch(/Sort/);
      expect(text).not.toMatch(/Seq Scan on cases\b/);
    });

    it("My Lodgements' next page starts the walk at its cursor, in the index", async () => {
      const { db, statements } = recordingDb();
      const reader = { id: creator.id, verifiedPlumber: false, verifiedElectrician: false };
      const first = await findOwnCases(db, { creator: reader, country: 'NZ' });
      if (!first.nextCursor) throw new Error('the lodger has one page only');
      const next = await findOwnCases(db, {
        creator: reader,
        country: 'NZ',
        cursor: first.nextCursor,
      });
      expect(next.cases.length).toBeGreaterThan(0);
      const query = statements[1];
      if (!query) throw new Error('no statement recorded');
      const text = await plan(query);
      // The cursor is an index condition (a row comparison on created_at and id), not a filter
      // over the cases before it, and no sort: the page costs the same on the hundredth page.
      const outer = text.split(/SubPlan/)[0] ?? '';
      expect(outer).toMatch(/Index Scan using cases_creator_country_idx/);
      expect(outer).toMatch(/Index Cond: .*ROW\(created_at, id\) < ROW/);
      expect(outer).not.toMatch(/Sort/);
      expect(outer).toMatch(/Limit/);
      expect(text).not.toMatch(/Seq Scan on cases\b/);
    });
  });

  describe('generic plans', () => {
    // A prepared statement whose generic plan looks dearer than the plans made for its
    // parameters is planned afresh on every run, which cost more than running it (the comment
    // in repository.ts). On one connection, run each hot statement past PostgreSQL's five custom
    // plans and check that it settled on a generic one that still walks the index.
    it('search, recent cases and My Lodgements settle on a generic plan that uses the index', async () => {
      const pool = new pg.Pool({ ...database.pool.options, max: 1 });
      try {
        const db = drizzle(pool, { schema });
        const reader = { id: creator.id, verifiedPlumber: true, verifiedElectrician: false };
        for (let i = 0; i < 8; i++) {
          const query = `040000${String(1000 + i)}`;
          await searchCases(db, { query, country: 'AU', viewer: null });
          await searchCases(db, { query, country: 'AU', viewer: reader });
          await recentCases(db, { country: 'NZ', viewer: null });
          await recentCases(db, { country: 'NZ', viewer: reader });
          const first = await findOwnCases(db, { creator: reader, country: 'AU' });
          if (!first.nextCursor) throw new Error('the lodger has one page only');
          await findOwnCases(db, { creator: reader, country: 'AU', cursor: first.nextCursor });
        }
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ name: string; generic: string; custom: string }>(
            `SELECT name, generic_plans AS generic, custom_plans AS custom
           FROM pg_prepared_statements WHERE name ~ '^(search|recent|my)_cases' ORDER BY name`,
          );
          expect(rows.map((row) => row.name)).toEqual([
            'my_cases',
            'my_cases_after',
            'recent_cases_signed_in',
            'recent_cases_visitor',
            'search_cases_signed_in',
            'search_cases_visitor',
          ]);
          for (const row of rows) {
            expect(Number(row.generic), row.name).toBeGreaterThanOrEqual(2);
            expect(Number(row.custom), row.name).toBeLessThanOrEqual(6);
          }
          const generic = await client.query(
            `EXPLAIN EXECUTE search_cases_visitor('AU', 'AU', '+61400000006', '0400000006', '0400000006')`,
          );
          const text = generic.rows.map((row) => row['QUERY PLAN']).join('\n');
          expect(text).toContain('case_identifiers_lookup_idx');
          expect(text).toMatch(/\$\d/);
          // My Lodgements' later pages: the kept plan walks the lodger index from the cursor.
          const later = await client.query(
            `EXPLAIN EXECUTE my_cases_after('${creator.id}', 'AU', '2026-01-01T00:00:00.000001Z', 'x')`,
          );
          const laterText = later.rows.map((row) => row['QUERY PLAN']).join('\n');
          expect(laterText).toMatch(/Index Scan using cases_creator_country_idx/);
          expect(laterText).toMatch(/ROW\(created_at, id\) < ROW/);
          expect((laterText.split(/SubPlan/)[0] ?? '').includes('Sort')).toBe(false);
        } finally {
          client.release();
        }
      } finally {
        await pool.end();
      }
    });
  });
}
