import pg from 'pg';
import type { BudgetRow } from './budgets.js';
import { interleavedPhase, type ReadPlan } from './interleaved.js';
import { POSITIVE_CONTROL_SHARE, positiveControlRow, postgresControlRow } from './judging.js';
import { medianOf } from './median.js';
import { type Load, phaseOptions } from './phase-load.js';
import type { ReadScenario } from './scenarios/reads.js';
import { SETTINGS } from './settings.js';
import { resetDailyCounters, type Twin } from './twin.js';

// The paired phase's two controls (decision 0073): a known cost added on twin B, once in its
// server and once in its PostgreSQL, must be caught by the same rule that judges the reads.

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
export async function controls(
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
