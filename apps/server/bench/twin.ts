import path from 'node:path';
import pg from 'pg';
import type { CpuSample } from './cpu.js';
import type { Users } from './fixtures.js';
import type { BenchRequest } from './load.js';
import { keepPostgresLog } from './postgres-log.js';
import { type PreparedDatabase, prepareBenchDatabase } from './prepare-database.js';
import { readScenarios } from './scenarios/reads.js';
import type { BenchServer } from './server.js';
import { type ServerSlot, startServerSlot } from './server-slot.js';
import { type ScanMeter, tableScanMeter } from './table-scans.js';

// "Kept" at 10 M judged within one run (decision 0073): twins of the bench, 1 M cases each in a
// copy of one prepared cluster (prepare-database.ts) with a server of its own, started beside the
// 10 M one. The reads then run in interleaved rounds on all of them (interleaved.ts), each round
// seconds apart: between separate runs this machine's speed moved by 20 to 35 % for the same
// read on the same data, against the 10 % "kept" allows; runs seconds apart see the same machine.

export type Twin = {
  cases: number;
  /** The twin's server, its address and its CPU: those of the current process (server-slot.ts). */
  readonly base: string;
  readonly server: BenchServer;
  cpu: () => Promise<CpuSample>;
  /** A fresh process in place of the twin's server (the lean check, decision 0148). */
  replaceServer(): Promise<void>;
  databaseUrl: string;
  /** PostgreSQL's `huge_pages_status` on the twin. */
  hugePages: string;
  /** The twin's read scenarios by name: the same reads over its own cases and users. */
  scenarios: ReadonlyMap<string, () => BenchRequest>;
  /** The bench users in the twin's copy, and how the copy was prepared. */
  users: Users;
  prepared: PreparedDatabase;
  stop(): Promise<void>;
};

export async function startTwin(options: {
  /** The database's name: 'bench-twin', or 'bench-twin-b' for the A/A pair's second twin. */
  name: string;
  cases: number;
  lodgements: number;
  nodeArgs: readonly string[];
  cwd: string;
  /** What the bench's own database gets before measuring (BENCH_PG_LOG), so both are alike. */
  beforeMeasuring?: ((pool: pg.Pool) => Promise<void>) | undefined;
  /** Where to keep the twin's PostgreSQL log when it stops (BENCH_PG_LOG). */
  keepLogAt?: string | undefined;
  /** BENCH_STORAGE=grown: aged as the bench's own database (grown.ts). */
  grow?: { share: number };
  /** The twin's `shared_buffers` (SETTINGS.twinSharedBuffers). */
  sharedBuffers: string;
}): Promise<Twin> {
  const prepared = await prepareBenchDatabase(options.name, options.cases, {
    lodgements: options.lodgements,
    sharedBuffers: options.sharedBuffers,
    beforeMeasuring: options.beforeMeasuring,
    ...(options.grow ? { grow: options.grow } : {}),
  });
  const { db, users, hugePages } = prepared;
  let slot: ServerSlot | undefined;
  const { keepLogAt } = options;
  const stop = () =>
    inTurn([
      () => slot?.server.stop(),
      () => (keepLogAt ? keepPostgresLog(path.join(db.dir, 'pg'), keepLogAt) : undefined),
      () => db.remove(),
    ]);
  try {
    const started = await startServerSlot(
      {
        databaseUrl: db.connectionString,
        dataDir: path.join(db.dir, 'data'),
        nodeArgs: options.nodeArgs,
        cwd: options.cwd,
      },
      path.join(db.dir, 'pg'),
    );
    slot = started;
    const reads = readScenarios({ cases: options.cases, ...users });
    const scenarios = new Map(reads.map((s) => [s.name, s.next]));
    return {
      cases: options.cases,
      get base() {
        return started.base;
      },
      get server() {
        return started.server;
      },
      cpu: () => started.cpu(),
      replaceServer: () => started.replace(),
      databaseUrl: db.connectionString,
      hugePages,
      scenarios,
      users,
      prepared,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs every step of a teardown even when one fails, then rethrows the first failure: a server
 * that would not stop must not leave its database's folder (10 GB at 10 M) behind.
 */
export async function inTurn(steps: readonly (() => Promise<unknown> | undefined)[]) {
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}

/**
 * Empties the tables every read writes a row or more to per request (the search limits' and
 * the near-miss guard's per-day counters and completions, the harvesting and other fixed-window
 * counters) and checkpoints, so both sides start a read's rounds alike, as at the start of a UTC
 * day. Without it the 10 M side started the rounds with every read's rows of the run behind it
 * and the twin with none, and its searches kept 80 % at 10 M with the same code that keeps about
 * 100 % against the same counters (decision 0050, addendum "paired rounds"): an insert into a
 * larger index dirties more distinct pages, each a full-page image in the WAL after a checkpoint.
 */
export async function resetDailyCounters(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('TRUNCATE search_counters, search_completions, rate_limit_counters');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

/** Opens whole-scan meters on the databases, runs `body`, and closes them whatever happened. */
export async function withScanMeters<T>(
  databaseUrls: readonly string[],
  body: (meters: ScanMeter[]) => Promise<T>,
): Promise<T> {
  const meters = databaseUrls.map((url) => tableScanMeter(url));
  try {
    return await body(meters);
  } finally {
    await inTurn(meters.map((meter) => () => meter.close()));
  }
}
