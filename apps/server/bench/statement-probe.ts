// The search statement's own cost in PostgreSQL at two sizes (decision 0143): a copy of each
// prepared cluster given (the bench builds them under /var/tmp/forewarn-bench-prepared), on huge
// pages and prewarmed as a run has them, one connection each, the server's visitor search for
// random cases, in turns of 10 s. Reports the backend's CPU a statement and its minor page faults
// from /proc: PostgreSQL's part alone, without the server. For records, not a budget.
// Usage (in apps/server, as root for the huge pages):
//   npx tsx bench/statement-probe.ts <10 M folder> <1 M folder> [turns, default 3]
// The embedded PostgreSQL runs with decision 0143's malloc thresholds; MALLOC_TRIM_THRESHOLD_=
// 131072 MALLOC_MMAP_THRESHOLD_=131072 before the command runs it with glibc's static defaults.
import { readFile } from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema/index.js';
import { searchCases } from '../src/modules/search/service.js';
import { withHugePagesOfRun } from './huge-pages.js';
import { countryOf, PHONE_SHAPES } from './load-cases.js';
import { medianOf } from './median.js';
import { prewarm } from './prewarm.js';
import { startThrowawayDatabase } from './throwaway-database.js';

const [bigFolder, smallFolder, turnsArg] = process.argv.slice(2);
if (!bigFolder || !smallFolder) {
  throw new Error('usage: npx tsx bench/statement-probe.ts <10 M folder> <1 M folder> [turns]');
}
const TURN_MS = 10_000;
const turns = Number(turnsArg ?? 3);

type Side = { name: string; cases: number; buffers: string; folder: string };
const sides: Side[] = [
  { name: '10 M', cases: 10_000_000, buffers: '13GB', folder: bigFolder },
  { name: '1 M', cases: 1_000_000, buffers: '2GB', folder: smallFolder },
];

/** A process's CPU (user and system, in clock ticks) and minor faults, from /proc. */
async function usage(pid: number): Promise<{ ticks: number; faults: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields after the name start at 3 (state): minflt is 10, utime 14, stime 15.
  return { faults: Number(fields[7]), ticks: Number(fields[11]) + Number(fields[12]) };
}

const TICK_MS = 10; // USER_HZ is 100 on Linux.

async function measure(db: ReturnType<typeof connect>, pid: number, cases: number) {
  const before = await usage(pid);
  const started = performance.now();
  let statements = 0;
  while (performance.now() - started < TURN_MS) {
    const i = 1 + Math.floor(Math.random() * cases);
    const country = countryOf(i);
    await searchCases(db, { query: PHONE_SHAPES[country].national(i), country, viewer: null });
    statements += 1;
  }
  const after = await usage(pid);
  return {
    cpuMicros: ((after.ticks - before.ticks) * TICK_MS * 1000) / statements,
    faults: (after.faults - before.faults) / statements,
  };
}

function connect(url: string) {
  // Never idle out: the backend measured is the one connection's.
  const pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
  return Object.assign(drizzle(pool, { schema }), { $client: pool });
}

await withHugePagesOfRun('13GB', async (pages) => {
  const running: {
    side: Side;
    database: Awaited<ReturnType<typeof startThrowawayDatabase>>;
    db: ReturnType<typeof connect>;
    pid: number;
  }[] = [];
  for (const side of sides) {
    console.log(`${side.name}: ${await pages.forServer(side.name, side.buffers)}`);
  }
  try {
    // Started inside the try: a second cluster that fails to start still has the first removed.
    for (const side of sides) {
      const database = await startThrowawayDatabase(
        'probe',
        'forewarn_bench',
        side.folder,
        side.buffers,
      );
      const db = connect(database.connectionString);
      running.push({ side, database, db, pid: 0 });
      await prewarm(database.connectionString);
      const { rows } = await db.$client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const entry = running.at(-1);
      if (entry) entry.pid = rows[0]?.pid ?? 0;
    }
    const results = new Map<string, { cpuMicros: number[]; faults: number[] }>();
    for (let turn = 0; turn < turns; turn += 1) {
      for (const { side, db, pid } of turn % 2 === 0 ? running : [...running].reverse()) {
        const result = await measure(db, pid, side.cases);
        const seen = results.get(side.name) ?? { cpuMicros: [], faults: [] };
        seen.cpuMicros.push(result.cpuMicros);
        seen.faults.push(result.faults);
        results.set(side.name, seen);
        console.log(
          `${side.name}, turn ${turn + 1}: ${result.cpuMicros.toFixed(1)} µs of the backend's CPU and ${result.faults.toFixed(2)} minor faults a statement`,
        );
      }
    }
    for (const [name, seen] of results) {
      console.log(
        `${name}: median ${(medianOf(seen.cpuMicros) ?? 0).toFixed(1)} µs, ${(medianOf(seen.faults) ?? 0).toFixed(2)} faults a statement (${turns} turns of ${TURN_MS / 1000} s)`,
      );
    }
  } finally {
    for (const { database, db } of running) {
      await db.$client.end();
      await database.remove();
    }
  }
});
