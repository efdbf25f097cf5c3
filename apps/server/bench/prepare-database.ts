import pg from 'pg';
import { runMigrations } from '../src/db/migrate.js';
import { prepareUsers, type Users } from './fixtures.js';
import { describeShapes, growStorage } from './grown.js';
import { loadCases } from './load-cases.js';
import { startThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.js';

// A bench database ready to measure: a throwaway embedded PostgreSQL with `cases` fictional
// cases and the bench users, vacuumed and checkpointed. The bench's own database and its 1 M twin
// (twin.ts) are prepared alike, so the two differ only in how many cases they hold.

export type PreparedDatabase = {
  db: ThrowawayDatabase;
  users: Users;
  /** Seconds loading the cases took (the load budget's figure; users and vacuum are not in it). */
  loadSeconds: number;
  /** Bytes on disk of the tables a case is stored in, each with its indexes (and TOAST). */
  relations: { name: string; bytes: number }[];
  /** PostgreSQL's `huge_pages_status`: on or off (huge-pages.ts). */
  hugePages: string;
  /** PostgreSQL's `server_version`. */
  version: string;
  /** With BENCH_STORAGE=grown: how the case tables were aged, and their indexes' shape. */
  grown?: string;
};

export async function prepareBenchDatabase(
  name: string,
  cases: number,
  options: {
    lodgements: number;
    beforeMeasuring?: (pool: pg.Pool) => Promise<void>;
    /** Ages the case tables as growth would (grown.ts): the share of cases rewritten. */
    grow?: { share: number };
  },
): Promise<PreparedDatabase> {
  const db = await startThrowawayDatabase(name);
  try {
    const pool = new pg.Pool({ connectionString: db.connectionString, max: 2 });
    try {
      await runMigrations(pool);
      console.log(`Loading ${cases.toLocaleString('en')} cases (${name})…`);
      const started = performance.now();
      await loadCases(pool, cases);
      const loadSeconds = (performance.now() - started) / 1000;
      console.log(`Creating bench users (${name})…`);
      const users = await prepareUsers(pool, options.lodgements);
      // Outside the load budget: autovacuum would otherwise get to the freshly loaded tables
      // during the first scenarios. A database in service has long been vacuumed; so is this.
      const settling = performance.now();
      await pool.query('VACUUM (ANALYZE)');
      await pool.query('CHECKPOINT');
      console.log(`Vacuumed in ${((performance.now() - settling) / 1000).toFixed(1)} s`);
      const grown = options.grow
        ? await growStorage(pool, cases, { updateShare: options.grow.share, batches: 10 })
        : undefined;
      await options.beforeMeasuring?.(pool);
      const { rows } = await pool.query<{ huge_pages_status: string }>('SHOW huge_pages_status');
      const { rows: versions } = await pool.query<{ server_version: string }>(
        'SHOW server_version',
      );
      return {
        db,
        users,
        loadSeconds,
        relations: await caseRelationSizes(pool),
        hugePages: rows[0]?.huge_pages_status ?? 'unknown',
        version: versions[0]?.server_version ?? 'unknown',
        ...(grown
          ? {
              grown: `${Math.round((options.grow?.share ?? 0) * 100)} % of the cases rewritten in scattered order in ${grown.seconds.toFixed(0)} s; B-tree leaves before: ${describeShapes(grown.before)}; after: ${describeShapes(grown.after)}`,
            }
          : {}),
      };
    } finally {
      await pool.end();
    }
  } catch (error) {
    await db.remove();
    throw error;
  }
}

async function caseRelationSizes(pool: pg.Pool): Promise<{ name: string; bytes: number }[]> {
  const { rows } = await pool.query<{ name: string; bytes: string }>(
    `SELECT relname AS name, pg_total_relation_size(oid) AS bytes FROM pg_class
     WHERE relname IN ('cases', 'case_identifiers', 'case_images') AND relkind = 'r'
     ORDER BY relname`,
  );
  return rows.map((row) => ({ name: row.name, bytes: Number(row.bytes) }));
}
