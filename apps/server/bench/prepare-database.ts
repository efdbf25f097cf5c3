import pg from 'pg';
import { runMigrations } from '../src/db/migrate.js';
import { type BusyDayRows, type KeptBusyDay, keepBusyDay } from './busy-day.js';
import { prepareUsers, type Users } from './fixtures.js';
import { describeShapes, growStorage } from './grown.js';
import { loadCases } from './load-cases.js';
import { ensurePrepared, postgresVersion, preparedKey } from './prepared.js';
import { SETTINGS } from './settings.js';
import {
  startDatabaseIn,
  startThrowawayDatabase,
  type ThrowawayDatabase,
} from './throwaway-database.js';

// A bench database ready to measure: a copy of a prepared cluster (prepared.ts, decision 0073)
// with `cases` fictional cases and the bench users, vacuumed and checkpointed, built once per
// content key and kept between runs. The bench's own database and its 1 M twins are prepared
// alike, so they differ only in how many cases they hold; twin A and twin B are two copies of
// one prepared cluster. Part of the content key: edit the steps below and the clusters rebuild.
// The measured database past the twins' size also keeps the busy day's search tables, its
// "today" pinned to the day they were built (busy-day.ts, decision 0094).

export type PreparedDatabase = {
  db: ThrowawayDatabase;
  users: Users;
  /** Seconds loading the cases took when the cluster was built (the load budget's figure). */
  loadSeconds: number;
  /** When the prepared cluster was built, and whether this run built it. */
  builtAt: string;
  reused: boolean;
  /** Seconds this run spent building (0 when reused) and copying the cluster. */
  buildSeconds: number;
  copySeconds: number;
  /** Bytes on disk of the tables a case is stored in, each with its indexes (and TOAST). */
  relations: { name: string; bytes: number }[];
  /** PostgreSQL's `huge_pages_status`: on or off (huge-pages.ts). */
  hugePages: string;
  /** PostgreSQL's `server_version`. */
  version: string;
  /** With BENCH_STORAGE=grown: how the case tables were aged, and their indexes' shape. */
  grown?: string;
  /** The busy day's search tables kept in the cluster, when asked for. */
  busyDay?: KeptBusyDay;
};

/** What a prepared cluster keeps beside its data (ready.json). */
type Stored = {
  users: Users;
  loadSeconds: number;
  relations: { name: string; bytes: number }[];
  version: string;
  builtAt: string;
  grown?: string;
  busyDay?: KeptBusyDay;
};

/** Builds a cluster in `folder`: migrations, cases, users, vacuum, growth, busy day, checkpoint. */
async function build(
  folder: string,
  label: string,
  cases: number,
  options: { lodgements: number; grow?: { share: number }; busyDay?: BusyDayRows | undefined },
): Promise<Stored> {
  const db = await startDatabaseIn(folder);
  try {
    const pool = new pg.Pool({ connectionString: db.connectionString, max: 2 });
    // An idle connection ended by the server (CI, 2026-12-02: "terminating connection due to
    // administrator command" while a twin was built) is told, not thrown from the pool: the next
    // query takes a new connection, or fails loudly if the cluster is gone.
    pool.on('error', (error) => {
      console.log(`  an idle connection to ${label}'s cluster ended: ${error.message}`);
    });
    try {
      await runMigrations(pool);
      console.log(`Loading ${cases.toLocaleString('en')} cases (${label})…`);
      const started = performance.now();
      await loadCases(pool, cases);
      const loadSeconds = (performance.now() - started) / 1000;
      console.log(`Creating bench users (${label})…`);
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
      let busyDay: KeptBusyDay | undefined;
      if (options.busyDay) {
        console.log(`Keeping a busy day of counters (${label})…`);
        busyDay = await keepBusyDay(pool, options.busyDay);
        await pool.query('CHECKPOINT');
        console.log(`  its search tables for ${busyDay.day} in ${busyDay.seconds.toFixed(0)} s`);
      }
      const { rows: versions } = await pool.query<{ server_version: string }>(
        'SHOW server_version',
      );
      return {
        users,
        loadSeconds,
        relations: await caseRelationSizes(pool),
        version: versions[0]?.server_version ?? 'unknown',
        builtAt: new Date().toISOString(),
        ...(busyDay ? { busyDay } : {}),
        ...(grown
          ? {
              grown: `${Math.round((options.grow?.share ?? 0) * 100)} % of the cases rewritten in scattered order in ${grown.seconds.toFixed(0)} s; B-tree leaves before: ${describeShapes(grown.before)}; after: ${describeShapes(grown.after)}`,
            }
          : {}),
      };
    } finally {
      await pool.end();
    }
  } finally {
    await db.stop();
  }
}

/**
 * The prepared cluster of `cases` (built first when its key has none) copied for this run as
 * `name`, its sessions renewed (the prepared one may be days old), then `beforeMeasuring`.
 */
export async function prepareBenchDatabase(
  name: string,
  cases: number,
  options: {
    lodgements: number;
    beforeMeasuring?: ((pool: pg.Pool) => Promise<void>) | undefined;
    /** Ages the case tables as growth would (grown.ts): the share of cases rewritten. */
    grow?: { share: number } | undefined;
    /** Keeps the busy day's search tables of these rows in the cluster (busy-day.ts). */
    busyDay?: BusyDayRows | undefined;
    /** The copy's `shared_buffers` (a twin's are its own: settings.ts). */
    sharedBuffers?: string | undefined;
  },
): Promise<PreparedDatabase> {
  const storage = options.grow ? `grown ${options.grow.share}` : SETTINGS.storage;
  const { key } = await preparedKey({
    cases,
    lodgements: options.lodgements,
    storage,
    ...(options.busyDay
      ? { busyDay: `${options.busyDay.counters} ${options.busyDay.completions}` }
      : {}),
    postgres: await postgresVersion(SETTINGS.pgBin),
  });
  const building = performance.now();
  const prepared = await ensurePrepared({
    root: SETTINGS.preparedDir,
    name: `${storage.replace(/\W+/g, '_')}-${cases}`,
    key,
    prepare: (folder) => build(folder, name, cases, options),
    log: (message) => console.log(message),
  });
  const buildSeconds = prepared.reused ? 0 : (performance.now() - building) / 1000;
  console.log(
    prepared.reused
      ? `Prepared ${cases.toLocaleString('en')} cases (key ${key}, built ${prepared.stored.builtAt}): copying for ${name}…`
      : `Prepared ${cases.toLocaleString('en')} cases (key ${key}) in ${buildSeconds.toFixed(0)} s: copying for ${name}…`,
  );
  const copying = performance.now();
  const db = await startThrowawayDatabase(
    name,
    'forewarn_bench',
    prepared.folder,
    options.sharedBuffers ?? SETTINGS.sharedBuffers,
  );
  const copySeconds = (performance.now() - copying) / 1000;
  try {
    const pool = new pg.Pool({ connectionString: db.connectionString, max: 2 });
    try {
      // The prepared cluster's sessions were made when it was built; every copy gets them
      // renewed alike, then vacuumed, so no side has dead session rows the other has not.
      await pool.query(`UPDATE sessions SET expires_at = now() + interval '1 day'`);
      await pool.query('VACUUM (ANALYZE) sessions');
      await pool.query('CHECKPOINT');
      await options.beforeMeasuring?.(pool);
      const { rows } = await pool.query<{ huge_pages_status: string }>('SHOW huge_pages_status');
      const { stored } = prepared;
      return {
        db,
        users: stored.users,
        loadSeconds: stored.loadSeconds,
        builtAt: stored.builtAt,
        reused: prepared.reused,
        buildSeconds,
        copySeconds,
        relations: stored.relations,
        hugePages: rows[0]?.huge_pages_status ?? 'unknown',
        version: stored.version,
        ...(stored.grown ? { grown: stored.grown } : {}),
        ...(stored.busyDay ? { busyDay: stored.busyDay } : {}),
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
