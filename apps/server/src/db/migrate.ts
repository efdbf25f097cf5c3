import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations as runQueueMigrations } from 'graphile-worker';
import pg from 'pg';
import { graphileLogger } from '../jobs/graphile-logger.js';
import { SERVER_ROOT } from '../lib/server-root.js';
import { grantAppRole } from './app-role.js';
import type { Database } from './client.js';
import { COUNTER_DAYS_AHEAD } from './counter-partitions.js';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

// Any fixed number: it names the lock that keeps two starting servers from migrating at once.
const MIGRATION_LOCK = 7_461_203;

/**
 * A pool of its own (migrations as the owner, a test's template) with the two listeners
 * graphile-worker checks for: an idle client's lost connection must not crash the process, and
 * without them the library prints "Your pool doesn't have all of the error handlers!" (issue 45).
 */
export function quietPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Applies the committed migrations, one server at a time: first the job queue's own schema
 * (graphile_worker, versioned by the library), which the notifications trigger calls, then ours.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  // Safe to run from several processes at once: each of its steps is one transaction that a
  // concurrent run's unique key makes a no-op.
  await runQueueMigrations({ pgPool: pool, logger: graphileLogger(null) });
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    // The counters' partitions of today and the next days (migration 0026, decision 0059), on
    // every start: a server started after days down must not count into the DEFAULT partition.
    // The real UTC day: the function itself moves the search tables' days to a pinned "today"
    // (migration 0036).
    await client.query(
      `SELECT counter_partitions_ahead((now() AT TIME ZONE 'UTC')::date, ${COUNTER_DAYS_AHEAD})`,
    );
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/**
 * The server's start: the migrations run as the schema's owner when the pool's role is another
 * (docs/decisions/0035), which then gets its grants; otherwise on the pool itself, as before.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (!database.ownerConnectionString) {
    await runMigrations(database.pool);
    return;
  }
  const owner = quietPool({ connectionString: database.ownerConnectionString, max: 1 });
  try {
    await runMigrations(owner);
    const { rows } = await database.pool.query<{ role: string }>('SELECT current_user AS role');
    const appRole = rows[0]?.role;
    const { rows: ownerRows } = await owner.query<{ role: string }>('SELECT current_user AS role');
    if (appRole && appRole !== ownerRows[0]?.role) await grantAppRole(owner, appRole);
  } finally {
    await owner.end();
  }
}
