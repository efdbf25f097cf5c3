import pg from 'pg';
import { cpuMeter } from './cpu.js';
import { type BenchRequest, measure } from './load.js';
import { SETTINGS } from './settings.js';

// One probe of one scenario (bench/probe.ts): its rate and p99, and per request the CPU of the
// server and of PostgreSQL, the WAL written, the rows written and what the connections waited on.

/** The server a probe measures, its PostgreSQL's data folder and the database it serves. */
export type ProbeTarget = {
  base: string;
  serverPid: number;
  pgDataDir: string;
  databaseUrl: string;
};

/**
 * Read on a connection of its own: the write-ahead log's position (WAL written per request), and
 * the database's transactions, its shared_buffers misses and each table's rows written so far
 * (statistics are flushed by each backend at most once a second, so these are taken after a
 * 1.5 s pause).
 */
async function walReader(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return {
    async lsn(): Promise<bigint> {
      const { rows } = await client.query<{ bytes: string }>(
        `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint::text AS bytes`,
      );
      return BigInt(rows[0]?.bytes ?? '0');
    },
    async writes(): Promise<Map<string, number>> {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const { rows } = await client.query<{ name: string; n: string }>(`
        SELECT 'transactions' AS name, xact_commit + xact_rollback AS n
        FROM pg_stat_database WHERE datname = current_database()
        UNION ALL
        -- Pages copied into shared_buffers (from the OS's cache or the disk): its misses.
        SELECT 'shared_buffers misses', blks_read
        FROM pg_stat_database WHERE datname = current_database()
        UNION ALL
        SELECT schemaname || '.' || relname, n_tup_ins + n_tup_upd + n_tup_del FROM pg_stat_all_tables
        WHERE schemaname IN ('public', 'graphile_worker')`);
      return new Map(rows.map((row) => [row.name, Number(row.n)]));
    },
    close: () => client.end(),
  };
}

/** What grew between two `writes()`, per request, largest first. */
function writesPerRequest(
  before: Map<string, number>,
  after: Map<string, number>,
  requests: number,
) {
  return [...after.entries()]
    .map(([name, n]) => [name, (n - (before.get(name) ?? 0)) / requests] as const)
    .filter(([, n]) => n >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n.toFixed(2)}`)
    .join(', ');
}

/**
 * What the server's database connections are waiting on, sampled from pg_stat_activity every
 * 50 ms: where a write's time goes when it is not CPU (a lock, a commit's WAL flush, a NOTIFY).
 */
async function waitSampler(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const counts = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait: string; n: number }>(`
        SELECT COALESCE(wait_event_type || ':' || wait_event, state)
          || CASE WHEN wait_event_type = 'Lock'
             THEN ' [' || left(regexp_replace(query, '\\s+', ' ', 'g'), 50) || ']' ELSE '' END AS wait,
          count(*)::int AS n
        FROM pg_stat_activity
        WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND state <> 'idle'
        GROUP BY 1`);
      for (const row of rows) counts.set(row.wait, (counts.get(row.wait) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    takeSummary(): string {
      const summary = [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([wait, n]) => `${wait} ${n}`)
        .join(', ');
      counts.clear();
      return summary;
    },
    async stop() {
      running = false;
      await loop;
      await client.end();
    },
  };
}

export async function probe(
  name: string,
  target: ProbeTarget,
  next: () => BenchRequest,
): Promise<{ text: string; rps: number }> {
  const { base, serverPid } = target;
  const connections = SETTINGS.connections;
  await measure(name, base, next, { connections, duration: SETTINGS.warmup });
  const cpu = cpuMeter({ serverPid, pgDataDir: target.pgDataDir });
  const wal = await walReader(target.databaseUrl);
  const sample = async () => {
    const { serverMs, pgMs } = await cpu();
    return { server: serverMs, pg: pgMs, wal: await wal.lsn() };
  };
  const waits = await waitSampler(target.databaseUrl);
  const writesBefore = await wal.writes();
  const before = await sample();
  const run = await measure(name, base, next, { connections, duration: SETTINGS.duration });
  const after = await sample();
  await waits.stop();
  const writesAfter = await wal.writes();
  const requests = run.rps * SETTINGS.duration;
  const perRequest = (ms: number) => (ms / requests).toFixed(3);
  // The writes are read with the load stopped; the background work a request left behind (a
  // delivery job) counts too, as it should.
  const written = writesPerRequest(writesBefore, writesAfter, requests);
  await wal.close();
  const text = [
    name.padEnd(40),
    `${Math.round(run.rps)} req/s`.padStart(12),
    `p99 ${run.p99} ms`.padStart(12),
    `server ${perRequest(after.server - before.server)} ms`.padStart(18),
    `pg ${perRequest(after.pg - before.pg)} ms`.padStart(14),
    `WAL ${Math.round(Number(after.wal - before.wal) / requests)} B`.padStart(10),
    `errors ${run.errors}`,
    `\n  waits (samples every 50 ms): ${waits.takeSummary() || 'none'}`,
    `\n  per request: ${written || 'no writes'}`,
  ].join(' ');
  return { text, rps: run.rps };
}

export const HEALTH = (): BenchRequest => ({ path: '/api/health' });
