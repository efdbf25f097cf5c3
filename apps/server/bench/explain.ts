// EXPLAIN (ANALYZE, BUFFERS) of the hot reads and the sweeps on a database the bench filled
// (bench/keep-database.ts prints its address): each statement as the server sends it, recorded
// through Drizzle's logger, then explained with its parameters, once with a plan made for them
// and once with the generic plan a prepared statement settles on. For docs/performance.md.
// Usage: BENCH_DATABASE_URL=postgres://… npx tsx bench/explain.ts
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema/index.js';
import { findOwnCases } from '../src/modules/cases/own-cases.js';
import { findCaseWithImagesForVisitor } from '../src/modules/cases/repository.js';
import { remindersDue } from '../src/modules/cases/retire-repository.js';
import { recentCases, searchCases } from '../src/modules/search/service.js';
import { PHONE_SHAPES } from './load-cases.js';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 1 });

type Statement = { sql: string; params: unknown[] };
let recorded: Statement[] = [];
const db = Object.assign(
  drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => recorded.push({ sql, params }) },
  }),
  { $client: pool },
);

async function explain(title: string, run: () => Promise<unknown>) {
  recorded = [];
  await run();
  for (const statement of recorded) {
    for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) {
      const client = await pool.connect();
      try {
        await client.query(`SET plan_cache_mode = ${mode}`);
        // Twice: the first run reads what the second finds in shared buffers.
        await client.query(`EXPLAIN (ANALYZE) ${statement.sql}`, statement.params);
        const { rows } = await client.query(
          `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`,
          statement.params,
        );
        console.log(
          `\n### ${title} (${mode === 'force_custom_plan' ? 'custom' : 'generic'} plan)\n`,
        );
        console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
      } finally {
        await client.query('RESET plan_cache_mode');
        client.release();
      }
    }
  }
}

const { rows: counts } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM cases');
const cases = Number(counts[0]?.n ?? 0);
const i = Math.floor(cases * 0.37) - (Math.floor(cases * 0.37) % 6); // an Australian case
const heavy = await pool.query<{ id: string; n: string }>(
  `SELECT creator_id AS id, count(*) AS n FROM cases GROUP BY creator_id ORDER BY count(*) DESC LIMIT 1`,
);
const lodger = heavy.rows[0];
if (!lodger) throw new Error('no cases');
const viewer = { id: lodger.id, verifiedPlumber: false, verifiedElectrician: false };
console.log(`${cases.toLocaleString('en')} cases; heaviest lodger ${lodger.n} cases`);

await explain('search, visitor, hit', () =>
  searchCases(db, { query: PHONE_SHAPES.AU.national(i), country: 'AU', viewer: null }),
);
await explain('search, visitor, miss', () =>
  searchCases(db, { query: PHONE_SHAPES.AU.national(i + 1), country: 'AU', viewer: null }),
);
await explain('recent cases, visitor', () => recentCases(db, { country: 'NZ', viewer: null }));
await explain('case page, visitor', () =>
  findCaseWithImagesForVisitor(db, `bench${String(i).padStart(11, '0')}`),
);
await explain(`My Lodgements of the heaviest lodger (${lodger.n} cases), NZ`, () =>
  findOwnCases(db, { creator: viewer, country: 'NZ' }),
);
await explain('3-year sweep: reminders due', () => remindersDue(db, new Date(), 200));
await pool.end();
