import path from 'node:path';
import pg from 'pg';
import { keptOf, type PairedCost } from './budgets.js';
import { type CpuSample, cpuMeter } from './cpu.js';
import { type BenchRequest, measure, measureCost } from './load.js';
import { keepPostgresLog } from './postgres-log.js';
import { prepareBenchDatabase } from './prepare-database.js';
import { type ReadScenario, readScenarios } from './scenarios/reads.js';
import { type BenchServer, startBenchServer } from './server.js';
import { describeScans, type ScanMeter, type ScanSample, tableScanMeter } from './table-scans.js';

// "Kept" at 10 M judged within one run (issue 25, decision 0050's addendum of 2026-11-27, paired
// rounds): a twin of the bench, 1 M cases in a database of its own with its own server, started
// beside the 10 M one. Each read is then measured in rounds on both, one after the other and in
// alternating order, and each round compares the two runs seconds apart. Between separate runs
// this machine's speed moved by 20 to 35 % for the same read on the same data, against the 10 %
// "kept" allows; two runs seconds apart see the same machine.

/**
 * One side of a pair: where to send the read, how to build it, whose CPU to read, and how to
 * empty its per-day counters (resetDailyCounters).
 */
export type Side = {
  base: string;
  next: () => BenchRequest;
  cpu: () => Promise<CpuSample>;
  reset?: () => Promise<void>;
  /** Called before each of this side's runs (the busy day puts its tables in place). */
  before?: () => Promise<void>;
  /** The tables' whole-scan counters (table-scans.ts), read just outside each measured run. */
  scans?: () => Promise<ScanSample>;
};

export type Twin = {
  cases: number;
  base: string;
  server: BenchServer;
  cpu: () => Promise<CpuSample>;
  databaseUrl: string;
  /** PostgreSQL's `huge_pages_status` on the twin. */
  hugePages: string;
  /** The twin's read scenarios by name: the same reads over its own cases and users. */
  scenarios: ReadonlyMap<string, () => BenchRequest>;
  /** The same, in the bench's order, for aging the twin's server through the read phase. */
  reads: readonly ReadScenario[];
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
}): Promise<Twin> {
  const { db, users, hugePages } = await prepareBenchDatabase(options.name, options.cases, {
    lodgements: options.lodgements,
    beforeMeasuring: options.beforeMeasuring,
    ...(options.grow ? { grow: options.grow } : {}),
  });
  let server: BenchServer | undefined;
  const { keepLogAt } = options;
  const stop = () =>
    inTurn([
      () => server?.stop(),
      () => (keepLogAt ? keepPostgresLog(path.join(db.dir, 'pg'), keepLogAt) : undefined),
      () => db.remove(),
    ]);
  try {
    server = await startBenchServer({
      databaseUrl: db.connectionString,
      dataDir: path.join(db.dir, 'data'),
      nodeArgs: options.nodeArgs,
      cwd: options.cwd,
    });
    const reads = readScenarios({ cases: options.cases, ...users });
    const scenarios = new Map(reads.map((s) => [s.name, s.next]));
    return {
      cases: options.cases,
      base: server.base,
      server,
      reads,
      cpu: cpuMeter({ serverPid: server.pid, pgDataDir: path.join(db.dir, 'pg') }),
      databaseUrl: db.connectionString,
      hugePages,
      scenarios,
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

/**
 * Which side goes first in round `round` (0-based): the measured one in even rounds, the
 * reference in odd ones, so a machine slowing or speeding up through a round does not always
 * fall on the same side.
 */
export function roundOrder(
  round: number,
): readonly ['measured' | 'reference', 'measured' | 'reference'] {
  return round % 2 === 0 ? ['measured', 'reference'] : ['reference', 'measured'];
}

/**
 * `rounds` rounds of `name` on both sides, after emptying both sides' per-day counters
 * (resetDailyCounters) and a warm-up of each (the read's last run on either may be minutes old). The bench runs them after every read's own measurements, so the
 * twin is not there during the paced runs whose p99 is judged (with the rounds right after each
 * read, two 10 M reads of 15 had one stall of 0.3 to 0.4 s in their paced run).
 */
export async function pairedRounds(
  name: string,
  sides: { measured: Side; reference: Side },
  options: { connections: number; warmup: number; duration: number; rounds: number },
  run: {
    measure: typeof measure;
    measureCost: typeof measureCost;
  } = { measure, measureCost },
): Promise<PairedCost> {
  const { connections, duration } = options;
  for (const side of ['measured', 'reference'] as const) await sides[side].reset?.();
  for (const side of ['measured', 'reference'] as const) {
    await sides[side].before?.();
    await run.measure(`${name} (${side} warm-up)`, sides[side].base, sides[side].next, {
      connections,
      duration: options.warmup,
    });
  }
  const cost: PairedCost = { rounds: [], errors: 0, referenceErrors: 0 };
  for (let round = 0; round < options.rounds; round++) {
    const cpuMs: { measured?: number; reference?: number } = {};
    const pgCpuMs: { measured?: number; reference?: number } = {};
    for (const side of roundOrder(round)) {
      const { base, next, cpu, scans } = sides[side];
      await sides[side].before?.();
      const scansBefore = await scans?.();
      const measured = await run.measureCost(
        `${name} (${side})`,
        base,
        next,
        { connections, duration },
        cpu,
      );
      const scanned =
        scansBefore && scans
          ? describeScans(scansBefore, await scans(), measured.measured.requests ?? 0)
          : undefined;
      if (scanned) console.log(`    ${name} (${side}): ${scanned}`);
      cpuMs[side] = measured.cpuMs;
      pgCpuMs[side] = measured.pgCpuMs;
      if (side === 'measured') cost.errors += measured.measured.errors;
      else cost.referenceErrors += measured.measured.errors;
    }
    cost.rounds.push({
      cpuMs: cpuMs.measured,
      referenceCpuMs: cpuMs.reference,
      pgCpuMs: pgCpuMs.measured,
      referencePgCpuMs: pgCpuMs.reference,
    });
  }
  return cost;
}

/** A read's two sides, or undefined when the reference has no such read. */
export type SidesOf = (scenario: ReadScenario) => { measured: Side; reference: Side } | undefined;

/**
 * Every read's paired rounds (pairedRounds) between the sides `sidesOf` gives it, in the order
 * the reads were measured, each printed as it ends under `label` (the twin, a busy day, A/A).
 */
export async function pairEach(
  label: string,
  reads: readonly ReadScenario[],
  sidesOf: SidesOf,
  options: { connections: number; warmup: number; duration: number; rounds: number },
): Promise<{ scenario: ReadScenario; paired: PairedCost }[]> {
  const paired = [];
  for (const scenario of reads) {
    const sides = sidesOf(scenario);
    if (!sides) continue;
    const cost = await pairedRounds(`${scenario.name} [${label}]`, sides, options);
    const { kept, rounds } = keptOf(cost);
    console.log(
      `  ${scenario.name} [${label}]: kept ${kept === undefined ? '–' : `${Math.round(kept * 100)} %`} (rounds ${rounds.map((r) => Math.round(r * 100)).join(', ')} %)`,
    );
    paired.push({ scenario, paired: cost });
  }
  return paired;
}

/** One side of a pair on a server and its database, with its whole-scan counters. */
export function sideOn(
  where: { base: string; cpu: () => Promise<CpuSample>; databaseUrl: string },
  next: () => BenchRequest,
  scans: ScanMeter,
  reset: 'empty counters' | 'as they are' = 'empty counters',
): Side {
  return {
    base: where.base,
    next,
    cpu: where.cpu,
    ...(reset === 'empty counters' ? { reset: () => resetDailyCounters(where.databaseUrl) } : {}),
    scans: scans.sample,
  };
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
