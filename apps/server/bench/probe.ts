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
import { openThreads, prepareUsers } from './fixtures.js';
import { loadCases } from './load-cases.js';
import { keepPostgresLog, logPostgresPauses } from './postgres-log.js';
import { pacedReport } from './probe-paced.js';
import { HEALTH, probe } from './probe-scenario.js';
import { readScenarios } from './scenarios/reads.js';
import { chatRequests } from './scenarios/writes.js';
import { startBenchServer } from './server.js';
import { SETTINGS } from './settings.js';
import { startThrowawayDatabase } from './throwaway-database.js';

const ROOT = path.resolve(SERVER_ROOT, '../..');
const CASES = Number(process.env.BENCH_CASES ?? 200_000);

async function main() {
  const pattern = new RegExp(process.argv[2] ?? '.', 'i');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const db = await startThrowawayDatabase('probe');
  const { dir } = db;
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
      const target = {
        base: server.base,
        serverPid: server.pid,
        pgDataDir: path.join(dir, 'pg'),
        databaseUrl: db.connectionString,
      };
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
