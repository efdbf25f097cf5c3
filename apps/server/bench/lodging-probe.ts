// A quick probe of the server's memory while lodging (issue 25: the whole run's RSS peak, ≤ 250
// MB, came during lodging): a small database, the built server, then the bench's lodging
// scenario (a fresh account per lodgement, one 640×480 photo each, 8 at once), printing the
// server's RSS before, its peak during, and after. Not a budget: `npm run bench` is. Knobs as the
// bench's (BENCH_LODGEMENTS, default 300); anything in the environment reaches the server, e.g.
// `MALLOC_ARENA_MAX= npx tsx bench/lodging-probe.ts` (empty: glibc's default; the bench sets 2,
// as deploy/ does). It prints the server's own memory figures (/metrics) before and after;
// PROBE_HOLD=1 holds the server 4 s before lodging and 8 s after, for reading its /proc/<pid>/smaps.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { runMigrations } from '../src/db/migrate.js';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import { MINIMUM_CASES, prepareUsers } from './fixtures.js';
import { describe, measure } from './load.js';
import { loadCases } from './load-cases.js';
import { lodgementBody, lodgingRequests } from './scenarios/writes.js';
import { startBenchServer } from './server.js';
import { SETTINGS } from './settings.js';
import { startThrowawayDatabase } from './throwaway-database.js';

const ROOT = path.resolve(SERVER_ROOT, '../..');
const UPLOAD_CONNECTIONS = 8;

/** RSS, V8's heap and the memory Buffers hold outside it, from the server's own /metrics, MB. */
async function memoryParts(base: string): Promise<string> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const mb = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`forewarn_${name} `));
    return line ? (Number(line.split(' ')[1]) / 1e6).toFixed(1) : '?';
  };
  return (
    `RSS ${mb('process_resident_memory_bytes')}, heap ${mb('nodejs_heap_size_total_bytes')}` +
    ` (used ${mb('nodejs_heap_size_used_bytes')}), outside the heap ${mb('nodejs_external_memory_bytes')}`
  );
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const db = await startThrowawayDatabase('lodging');
  try {
    const pool = new pg.Pool({ connectionString: db.connectionString, max: 2 });
    await runMigrations(pool);
    await loadCases(pool, MINIMUM_CASES);
    const users = await prepareUsers(pool, SETTINGS.lodgements);
    await pool.end();
    const server = await startBenchServer({
      databaseUrl: db.connectionString,
      dataDir: path.join(db.dir, 'data'),
      nodeArgs: SETTINGS.nodeArgs,
      cwd: ROOT,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = server.peakRssMb();
      const memoryBefore = await memoryParts(server.base);
      if (process.env.PROBE_HOLD) {
        console.log('probe: holding before lodging');
        await new Promise((r) => setTimeout(r, 4000));
      }
      const form = await lodgementBody();
      await measure(
        'lodging (warm-up)',
        server.base,
        lodgingRequests(server.base, users.warmupLodgers, form),
        {
          connections: UPLOAD_CONNECTIONS,
          amount: users.warmupLodgers.length,
        },
      );
      const lodging = await measure(
        'lodging a case with one image',
        server.base,
        lodgingRequests(server.base, users.lodgers, form),
        { connections: UPLOAD_CONNECTIONS, amount: users.lodgers.length },
      );
      console.log(describe(lodging));
      console.log(`server memory before: ${memoryBefore}`);
      console.log(`server memory after:  ${await memoryParts(server.base)}`);
      console.log(`peak made of: ${server.peakRssParts()}`);
      if (process.env.PROBE_HOLD) await new Promise((r) => setTimeout(r, 8000));
      console.log(
        `server RSS: ${before.toFixed(0)} MB at start, peak ${server.peakRssMb().toFixed(0)} MB` +
          ` (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}, UPLOADS_IN_FLIGHT=${process.env.UPLOADS_IN_FLIGHT ?? 'default'})`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await db.remove();
  }
}

await main();
