// A quick probe for working on one route: the read scenarios whose names match the pattern
// given (a regular expression; all of them without one), and the chat scenario ('sending a chat
// message') when it matches, each with /api/health just before, and for each the CPU time per
// request of the server process and of PostgreSQL's processes (from /proc), the WAL written per
// request, and what the server's database connections waited on (pg_stat_activity). CPU per
// request moves far less with the machine's other load than req/s does, so it is the figure to
// compare between two versions of a route. Not a budget: `npm run bench` is.
// Usage: npm run bench:probe -w @forewarn/server -- 'case page'
// - BENCH_CASES (default here 200,000), BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS and
//   BENCH_NODE_ARGS apply as in the bench (BENCH_NODE_ARGS=--trace-gc prints the server's
//   collections between the paced runs' start and end lines).
// - PROBE_ROUNDS (default 1) repeats the matching scenarios: how much one figure moves.
// - PROBE_PACED=0.5,0.25 also sends each read paced at those parts of the rate it reached, and
//   /api/health at the same rate, and prints where the slowest 1 % fell; PROBE_STALLS=1 adds
//   what the machine did meanwhile (stall-sampler.ts, which costs CPU itself).
//   PROBE_PACED_SECONDS sets how long each paced run lasts (default BENCH_PACED_SECONDS); every
//   stall (requests over 50 ms, grouped) is listed with its time in UTC.
// - PROBE_PG_LOG=<file> keeps PostgreSQL's log there, with every autovacuum and checkpoint, lock
//   waits over 10 ms and statements over 25 ms; the paced runs print their slowest 1 % in UTC.
// - BENCH_SETUP_SQL, if set, runs after loading (to try a storage change without a migration,
//   e.g. 'ALTER TABLE search_counters SET UNLOGGED').
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { runMigrations } from '../src/db/migrate.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import { cpuMeter } from './cpu.js';
import { openThreads, prepareUsers } from './fixtures.js';
import { type BenchRequest, measure } from './load.js';
import { loadCases } from './load-cases.js';
import { PacedConnections, type PacedLatency, pacedRun } from './paced-sender.js';
import { keepPostgresLog, logPostgresPauses } from './postgres-log.js';
import { readScenarios } from './scenarios/reads.js';
import { chatRequests } from './scenarios/writes.js';
import { startBenchServer } from './server.js';
import { describePauses, watchServerPauses } from './server-pauses.js';
import { SETTINGS } from './settings.js';
import { stallSampler } from './stall-sampler.js';
import { startThrowawayDatabase } from './throwaway-database.js';

const ROOT = path.resolve(SERVER_ROOT, '../..');
const CASES = Number(process.env.BENCH_CASES ?? 200_000);
/**
 * Read on a connection of its own: the write-ahead log's position (WAL written per request), and
 * the database's transactions, its shared_buffers misses and each table's rows written so far
 * (statistics are flushed by each backend at most once a second, so these are taken after a
 * 1.5 s pause).
 */
async function walReader() {
  const client = new pg.Client({ connectionString: probeDatabaseUrl });
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

let probeDatabaseUrl = '';

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

async function probe(
  name: string,
  target: { base: string; serverPid: number; pgDataDir: string },
  next: () => BenchRequest,
): Promise<{ text: string; rps: number }> {
  const { base, serverPid } = target;
  const connections = SETTINGS.connections;
  await measure(name, base, next, { connections, duration: SETTINGS.warmup });
  const cpu = cpuMeter({ serverPid, pgDataDir: target.pgDataDir });
  const wal = await walReader();
  const sample = async () => {
    const { serverMs, pgMs } = await cpu();
    return { server: serverMs, pg: pgMs, wal: await wal.lsn() };
  };
  const waits = await waitSampler(probeDatabaseUrl);
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

const HEALTH = (): BenchRequest => ({ path: '/api/health' });

/**
 * The read at half the rate it reached, paced as the bench's p99 is taken (decision 0050), and
 * /api/health at that same rate for comparison: when health's p99 is as bad, the pauses are the
 * machine's or the sender's, not the route's. Prints where in the run the slowest 1 % fell.
 */
async function pacedReport(
  name: string,
  target: { base: string; serverPid: number; pgDataDir: string },
  next: () => BenchRequest,
  rate: number,
): Promise<string> {
  const { base } = target;
  const duration = Number(process.env.PROBE_PACED_SECONDS ?? SETTINGS.pacedSeconds);
  const lines: string[] = [];
  for (const [label, make] of [
    [name, next],
    ['/api/health', HEALTH],
  ] as const) {
    const connections = PacedConnections.to(base);
    await pacedRun(base, make, { rate, duration: 1, connections });
    console.log(`--- paced ${label} at ${Math.round(rate)}/s: start`);
    const sampler = process.env.PROBE_STALLS
      ? await stallSampler({ connectionString: probeDatabaseUrl, ...target })
      : null;
    const runStart = sampler?.now() ?? 0;
    const clientBefore = process.cpuUsage();
    const pauses = await watchServerPauses(base);
    const wallStart = Date.now();
    const { latencies } = await pacedRun(base, make, { rate, duration, connections });
    const server = describePauses(await pauses.end());
    connections.destroy();
    const client = process.cpuUsage(clientBefore);
    const clientMs = (client.user + client.system) / 1000 / latencies.length;
    console.log(`--- paced ${label}: end`);
    const sorted = [...latencies].sort((a, b) => a.ms - b.ms);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
    const worst = sorted.slice(Math.floor(sorted.length * 0.99));
    const when = worst
      .map((l) => l.dueMs / 1000)
      .sort((a, b) => a - b)
      .map((t) => t.toFixed(2))
      .join(' ');
    const late = Math.max(0, ...worst.map((l) => l.lateMs));
    const clock = (dueMs: number) => new Date(wallStart + dueMs).toISOString().slice(11, 23);
    const first = Math.min(...worst.map((l) => l.dueMs));
    const last = Math.max(...worst.map((l) => l.dueMs + l.ms));
    const during = (await sampler?.stop(runStart + first - 100, runStart + last + 25)) ?? '';
    const stalls = stallsIn(latencies, 50)
      .map((s) => `${clock(s.fromMs)} (${s.count} over 50 ms, up to ${s.maxMs.toFixed(0)} ms)`)
      .join(', ');
    lines.push(
      `  paced ${label} at ${Math.round(rate)}/s: p50 ${at(0.5)?.ms.toFixed(0)} ms, p99 ${at(0.99)?.ms.toFixed(0)} ms, max ${sorted.at(-1)?.ms.toFixed(0)} ms; slowest 1 % due at (s) ${when} (${clock(first)} to ${clock(last)} UTC); sent up to ${late.toFixed(0)} ms late; the sender's CPU ${clientMs.toFixed(3)} ms a request`,
      `  stalls: ${stalls || 'none'}; the server's ${server}`,
      ...(sampler
        ? [
            `  from 0.1 s before the first of them to the end of the last (+ ${(runStart / 1000).toFixed(2)} s on the sampler's clock):\n${during}`,
          ]
        : []),
    );
  }
  return lines.join('\n');
}

/** Runs of requests slower than `overMs`, grouped when due within 0.5 s of each other. */
function stallsIn(latencies: readonly PacedLatency[], overMs: number) {
  const slow = latencies.filter((l) => l.ms > overMs).sort((a, b) => a.dueMs - b.dueMs);
  const stalls: { fromMs: number; count: number; maxMs: number }[] = [];
  let lastDue = Number.NEGATIVE_INFINITY;
  for (const l of slow) {
    const current = stalls.at(-1);
    if (current && l.dueMs - lastDue <= 500) {
      current.count++;
      current.maxMs = Math.max(current.maxMs, l.ms);
    } else stalls.push({ fromMs: l.dueMs, count: 1, maxMs: l.ms });
    lastDue = l.dueMs;
  }
  return stalls;
}

async function main() {
  const pattern = new RegExp(process.argv[2] ?? '.', 'i');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const db = await startThrowawayDatabase('probe');
  const { dir } = db;
  probeDatabaseUrl = db.connectionString;
  try {
    const pool = new pg.Pool({ connectionString: db.connectionString, max: 2 });
    await runMigrations(pool);
    await loadCases(pool, CASES);
    const users = await prepareUsers(pool, 16);
    if (process.env.BENCH_SETUP_SQL) {
      console.log(`Setup: ${process.env.BENCH_SETUP_SQL}`);
      await pool.query(process.env.BENCH_SETUP_SQL);
    }
    await pool.query('VACUUM (ANALYZE)');
    if (process.env.PROBE_PG_LOG) await logPostgresPauses(pool);
    await pool.end();
    const server = await startBenchServer({
      databaseUrl: db.connectionString,
      dataDir: path.join(dir, 'data'),
      nodeArgs: SETTINGS.nodeArgs,
      cwd: ROOT,
    });
    try {
      const target = { base: server.base, serverPid: server.pid, pgDataDir: path.join(dir, 'pg') };
      const rounds = Number(process.env.PROBE_ROUNDS ?? 1);
      for (let round = 1; round <= rounds; round++) {
        if (rounds > 1) console.log(`Round ${round} of ${rounds}`);
        for (const scenario of readScenarios({ cases: CASES, ...users })) {
          if (!pattern.test(scenario.name)) continue;
          console.log((await probe('/api/health', target, HEALTH)).text);
          const { text, rps } = await probe(scenario.name, target, scenario.next);
          console.log(text);
          for (const part of (process.env.PROBE_PACED ?? '').split(',').filter(Boolean)) {
            const rate = rps * Number(part);
            console.log(await pacedReport(scenario.name, target, scenario.next, rate));
          }
        }
      }
      if (pattern.test('sending a chat message')) {
        const [, ...threads] = await openThreads(server.base, users);
        console.log((await probe('/api/health', target, HEALTH)).text);
        console.log(
          (await probe('sending a chat message', target, chatRequests(server.base, threads))).text,
        );
      }
      console.log(`server RSS peak ${server.peakRssMb().toFixed(0)} MB`);
    } finally {
      await server.stop();
    }
  } finally {
    if (process.env.PROBE_PG_LOG)
      await keepPostgresLog(path.join(dir, 'pg'), process.env.PROBE_PG_LOG);
    await db.remove();
  }
}

await main();
