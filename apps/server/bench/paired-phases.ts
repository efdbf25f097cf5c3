import pg from 'pg';
import type { BudgetRow } from './budgets.js';
import { type BusyDay, busyDayRows, describeBusyDay, prepareBusyDay } from './busy-day.js';
import type { CpuSample } from './cpu.js';
import { interleavedPhase, type ReadPlan, type Side } from './interleaved.js';
import {
  aaGateRow,
  keptOf,
  keptRow,
  POSITIVE_CONTROL_SHARE,
  positiveControlRow,
  postgresControlRow,
} from './judging.js';
import {
  describe,
  type Measured,
  PACED_RUNS,
  type PacedRun,
  pacedRun,
  settlePaced,
  warmAndMeasure,
} from './load.js';
import { medianOf } from './median.js';
import type { ReadScenario } from './scenarios/reads.js';
import { SETTINGS } from './settings.js';
import { describeScans, type ScanMeter } from './table-scans.js';
import { resetDailyCounters, type Twin, withScanMeters } from './twin.js';

// The phases of a run above the twins' size (decision 0073): one interleaved paired phase on the
// measured server and two 1 M twins copied from one prepared cluster, run before the judged read
// phase, so every server has served the same interleaved traffic when the floors and the p99
// are taken; then the two controls on the twins.

export type Load = { connections: number; warmup: number; duration: number };
type Where = { base: string; cpu: () => Promise<CpuSample>; databaseUrl: string };

/**
 * Each read as the bench measures it (warm-up, health, the run at 50 connections with its CPU
 * per request), then three paced runs of each for its p99, taken in turn: the first of every
 * read, then the second, then the third (decision 0097). The judged read phase.
 */
export async function readPhase(
  reads: readonly ReadScenario[],
  base: string,
  cpu: () => Promise<CpuSample>,
  load: Load,
): Promise<{ scenario: ReadScenario; measured: Measured }[]> {
  const measuredReads: { scenario: ReadScenario; measured: Measured; paced: PacedRun[] }[] = [];
  for (const scenario of reads) {
    const measured = await warmAndMeasure(scenario.name, base, scenario.next, load, { cpu });
    measuredReads.push({ scenario, measured, paced: [] });
  }
  for (let k = 0; k < PACED_RUNS; k++) {
    console.log(`Paced runs at half rate, ${k + 1} of ${PACED_RUNS}…`);
    for (const read of measuredReads) {
      if (read.measured.rps <= 1) continue;
      const run = await pacedRun(base, read.scenario.next, read.measured, SETTINGS.pacedSeconds);
      read.paced.push(run);
    }
  }
  for (const { measured, paced } of measuredReads) {
    settlePaced(measured, paced);
    console.log(describe(measured));
  }
  return measuredReads.map(({ scenario, measured }) => ({ scenario, measured }));
}

const phaseOptions = (load: Load) => ({
  connections: load.connections,
  warmup: load.warmup,
  duration: SETTINGS.pairedSeconds,
  looks: SETTINGS.looks,
});

/** A side on a server, with its whole-scan counters logged after each run. */
function sideOf(
  where: Where,
  next: Side['next'],
  scans: ScanMeter,
  extra: Pick<Side, 'reset' | 'before'> = {},
): Side {
  let before: Awaited<ReturnType<ScanMeter['sample']>> | undefined;
  return {
    base: where.base,
    next,
    cpu: where.cpu,
    ...extra,
    before: async () => {
      await extra.before?.();
      before = await scans.sample();
    },
    after: async (requests) =>
      before ? describeScans(before, await scans.sample(), requests) : undefined,
  };
}

export type PairedOutcome = {
  rows: BudgetRow[];
  /** The measured server's CPU per request by read (the median of its "here" rounds). */
  cpuMsHere: Map<string, number>;
  /** Set when the A/A gate stopped the run after the first look. */
  aborted?: string;
};

/**
 * The interleaved phase: the busy day filled on the measured server beside an empty set, every
 * read on here, twin A, the busy day and twin B, then the controls. `aaOnly`: twin A and twin B
 * only, every read to the last look (the A/A-only calibration, BENCH_PROFILE=aa).
 */
export async function pairedPhase(
  here: Where | undefined,
  reads: readonly ReadScenario[],
  twins: { a: Twin; b: Twin },
  load: Load,
): Promise<PairedOutcome> {
  const rows: BudgetRow[] = [];
  let day: BusyDay | undefined;
  if (here) {
    console.log('Filling a busy day of counters…');
    day = await prepareBusyDay(here.databaseUrl, busyDayRows(SETTINGS.cases));
    const filled = describeBusyDay(day);
    console.log(`  ${filled}`);
    rows.push({
      name: 'a busy day of counters (kept beside an empty day)',
      value: filled,
      budget: 'reported',
      ok: true,
    });
  }
  const urls = [twins.a.databaseUrl, twins.b.databaseUrl, ...(here ? [here.databaseUrl] : [])];
  try {
    return await withScanMeters(urls, async ([scansA, scansB, scansHere]) => {
      if (!scansA || !scansB) throw new Error('no scan meter');
      const plans: ReadPlan[] = reads.flatMap((scenario) => {
        const nextA = twins.a.scenarios.get(scenario.name);
        const nextB = twins.b.scenarios.get(scenario.name);
        if (!nextA || !nextB) return [];
        const sides: ReadPlan['sides'] = {
          'twin A': sideOf(twins.a, nextA, scansA, {
            reset: () => resetDailyCounters(twins.a.databaseUrl),
          }),
          'twin B': sideOf(twins.b, nextB, scansB, {
            reset: () => resetDailyCounters(twins.b.databaseUrl),
          }),
        };
        if (here && day && scansHere) {
          const busy = day;
          sides.here = sideOf(here, scenario.next, scansHere, {
            reset: () => busy.resetEmpty(),
            before: () => busy.use('empty'),
          });
          sides['busy day'] = sideOf(here, scenario.next, scansHere, {
            before: () => busy.use('busy'),
          });
        }
        return [{ name: scenario.name, sides }];
      });
      const phase = await interleavedPhase(plans, {
        ...phaseOptions(load),
        failFast: SETTINGS.profile === 'full',
      });
      const cpuMsHere = new Map<string, number>();
      for (const read of phase.reads) {
        const kept = read.paired.kept;
        const busy = read.paired['busy day'];
        if (kept) {
          const ms = medianOf(kept.rounds.map((r) => r.cpuMs));
          if (ms !== undefined) cpuMsHere.set(read.name, ms);
          rows.push(
            keptRow(
              `${read.name}: kept from ${twins.a.cases.toLocaleString('en')} cases (CPU per request, paired rounds)`,
              kept,
              { here: 'here', reference: 'on twin A' },
              SETTINGS.looks,
            ),
          );
        }
        if (busy) {
          rows.push(
            keptRow(
              `${read.name}: on a busy day, kept from an empty day (CPU per request, paired rounds)`,
              busy,
              { here: 'on the busy day', reference: 'on an empty day' },
              SETTINGS.looks,
            ),
          );
        }
        const aa = read.paired['A/A'];
        if (aa && !here) {
          const { kept: median, rounds } = keptOf(aa);
          rows.push({
            name: `${read.name}: A/A (twin A's CPU per request over twin B's, ${rounds.length} rounds)`,
            value: median === undefined ? 'not measured' : `${(median * 100).toFixed(1)} %`,
            budget: 'reported (calibration)',
            ok: true,
          });
        }
      }
      rows.push(
        aaGateRow(
          phase.reads.flatMap((r) =>
            r.paired['A/A'] ? [{ name: r.name, paired: r.paired['A/A'] }] : [],
          ),
        ),
      );
      if (phase.aborted) {
        rows.push({
          name: 'the A/A gate at the first look',
          value: phase.aborted,
          budget: 'within the gate',
          ok: false,
        });
        return { rows, cpuMsHere, aborted: phase.aborted };
      }
      if (here) rows.push(...(await controls(reads, twins, load, phase.reads)));
      return { rows, cpuMsHere };
    });
  } finally {
    await day?.remove();
  }
}

/** The PostgreSQL-side control's trigger: this many loop turns of CPU for every counter row. */
async function dearerCounterRows(databaseUrl: string, loops: number | undefined): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (loops === undefined) {
      await client.query('DROP TRIGGER IF EXISTS bench_dearer ON search_counters');
      await client.query('DROP FUNCTION IF EXISTS bench_dearer_row()');
      return;
    }
    await client.query(`CREATE OR REPLACE FUNCTION bench_dearer_row() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE x float8 := 0;
      BEGIN
        FOR i IN 1..${Math.max(1, Math.round(loops))} LOOP x := x + sqrt(i); END LOOP;
        RETURN NEW;
      END $$`);
    await client.query(`CREATE TRIGGER bench_dearer BEFORE INSERT ON search_counters
      FOR EACH ROW EXECUTE FUNCTION bench_dearer_row()`);
  } finally {
    await client.end();
  }
}

/** Loop turns of bench_dearer_row's loop a millisecond on this machine, timed in PostgreSQL. */
async function loopsPerMs(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const turns = 200_000;
    const loop = `DO $$ DECLARE x float8 := 0; BEGIN
        FOR i IN 1..${turns} LOOP x := x + sqrt(i); END LOOP; END $$`;
    await client.query(loop); // once to warm up, then timed
    const started = performance.now();
    await client.query(loop);
    return turns / Math.max(0.001, performance.now() - started);
  } finally {
    await client.end();
  }
}

/**
 * The two controls on the control read (BENCH_CONTROL_READ), twin B against twin A, each judged
 * by the same rule: twin B's server adds 20 % of the read's CPU on twin B to every request; then
 * a trigger makes every counter row twin B's PostgreSQL writes dearer.
 */
async function controls(
  reads: readonly ReadScenario[],
  twins: { a: Twin; b: Twin },
  load: Load,
  phase: {
    name: string;
    paired: Record<
      string,
      { rounds: { cpuMs?: number | undefined; pgCpuMs?: number | undefined }[] }
    >;
  }[],
): Promise<BudgetRow[]> {
  const control = reads.find((s) => s.name === SETTINGS.controlRead) ?? reads[0];
  if (!control) return [];
  const nextA = twins.a.scenarios.get(control.name);
  const nextB = twins.b.scenarios.get(control.name);
  if (!nextA || !nextB) return [];
  const aaRounds = phase.find((r) => r.name === control.name)?.paired['A/A']?.rounds ?? [];
  const costOnB = medianOf(aaRounds.map((r) => r.cpuMs)) ?? 0;
  const pgOnB = medianOf(aaRounds.map((r) => r.pgCpuMs)) ?? 0;
  const plan = (): ReadPlan => ({
    name: control.name,
    sides: {
      'twin A': {
        base: twins.a.base,
        next: nextA,
        cpu: twins.a.cpu,
        reset: () => resetDailyCounters(twins.a.databaseUrl),
      },
      'twin B': {
        base: twins.b.base,
        next: nextB,
        cpu: twins.b.cpu,
        reset: () => resetDailyCounters(twins.b.databaseUrl),
      },
    },
  });
  const comparisons = [
    { label: 'control', measured: 'twin B', reference: 'twin A', judged: true },
  ] as const;
  const rows: BudgetRow[] = [];

  const injectMs = Math.ceil(costOnB * POSITIVE_CONTROL_SHARE * 1000) / 1000;
  console.log(`Positive control: ${control.name} with ${injectMs} ms added on twin B…`);
  await twins.b.server.injectCost(injectMs);
  try {
    const {
      reads: [caught],
    } = await interleavedPhase([plan()], {
      ...phaseOptions(load),
      comparisons,
    });
    rows.push(
      positiveControlRow(
        control.name,
        { share: costOnB > 0 ? injectMs / costOnB : POSITIVE_CONTROL_SHARE, injectMs },
        caught?.paired.control,
        SETTINGS.looks,
      ),
    );
  } finally {
    await twins.b.server.injectCost(0);
  }

  // About as much again in PostgreSQL: a fifth of the read's cost spread over the two or three
  // counter rows a search writes (the day's and the minute's, and the near-miss guard's).
  const perRowMs = (costOnB * POSITIVE_CONTROL_SHARE) / 2;
  const loops = perRowMs * (await loopsPerMs(twins.b.databaseUrl));
  const what = `every search_counters row written ${perRowMs.toFixed(3)} ms dearer (a trigger of ${Math.round(loops)} loop turns; PostgreSQL's part was ${pgOnB.toFixed(3)} ms a request)`;
  console.log(`PostgreSQL-side control: ${control.name} with ${what} on twin B…`);
  await dearerCounterRows(twins.b.databaseUrl, loops);
  try {
    const {
      reads: [caught],
    } = await interleavedPhase([plan()], {
      ...phaseOptions(load),
      comparisons,
    });
    rows.push(postgresControlRow(control.name, what, caught?.paired.control, SETTINGS.looks));
  } finally {
    await dearerCounterRows(twins.b.databaseUrl, undefined);
  }
  return rows;
}
