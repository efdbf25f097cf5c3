import os from 'node:os';
import { type BudgetRow, samePagesRow } from './budgets.js';
import { describePrepared } from './finish-run.js';
import type { HugePagesOfRun } from './huge-pages.js';
import { type Measured, measure } from './load.js';
import { pairedPhase } from './paired-phases.js';
import { GROW, pgLogging, ROOT } from './run-options.js';
import { readScenarios } from './scenarios/reads.js';
import { SETTINGS } from './settings.js';
import { inTurn, startTwin, type Twin } from './twin.js';

// The twins of a run (decision 0073): two copies of one prepared 1 M cluster, each with a server
// of its own; and the A/A-only calibration that runs on them alone (BENCH_PROFILE=aa).

/** The twins' options: copies of one prepared cluster, each with a server of its own. */
const twinOptions = (name: string) => ({
  ...GROW,
  name,
  cases: SETTINGS.twinCases,
  lodgements: SETTINGS.lodgements,
  nodeArgs: SETTINGS.nodeArgs,
  cwd: ROOT,
  beforeMeasuring: pgLogging,
  keepLogAt: SETTINGS.pgLog && `${SETTINGS.pgLog}.${name}`,
  sharedBuffers: SETTINGS.twinSharedBuffers,
});

/**
 * Sets aside both twins' huge pages. A run calls it before it copies any cluster: right after
 * the 10 M copy the kernel had no 2 MB blocks left to give, and dropping the page cache to find
 * them left the 10 M server's files cold through its first rounds (decision 0105).
 */
export async function setAsideTwinPages(hugePages: HugePagesOfRun): Promise<void> {
  console.log(await hugePages.forServer('twin A', SETTINGS.twinSharedBuffers));
  console.log(await hugePages.forServer('twin B', SETTINGS.twinSharedBuffers));
}

/** Twin A and twin B started (their huge pages set aside already: setAsideTwinPages), with their pages' row. */
export async function startTwins(budgets: BudgetRow[], here?: string) {
  const a = await startTwin(twinOptions('bench-twin-a'));
  let b: Twin | undefined;
  try {
    b = await startTwin(twinOptions('bench-twin-b'));
  } catch (error) {
    await a.stop();
    throw error;
  }
  // With huge pages on one side only, "kept" would measure the page tables (decision 0056).
  budgets.push({
    ...samePagesRow(here ?? a.hugePages, b.hugePages),
    name: here
      ? "PostgreSQL's huge pages, here and on both twins"
      : "PostgreSQL's huge pages, on twin A and twin B",
    value: `${here ? `${here}, ` : ''}${a.hugePages} and ${b.hugePages}`,
    ok: (here ?? a.hugePages) === a.hugePages && a.hugePages === b.hugePages,
  });
  return { a, b };
}

/** BENCH_PROFILE=aa: the twins' A/A rounds only, every read to the last look (decision 0073). */
export async function calibrate(hugePages: HugePagesOfRun) {
  const startedAt = new Date(performance.timeOrigin);
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  const budgets: BudgetRow[] = [];
  await setAsideTwinPages(hugePages);
  const twins = await startTwins(budgets);
  const load = {
    connections: SETTINGS.connections,
    warmup: SETTINGS.warmup,
    duration: SETTINGS.duration,
  };
  let health: Measured | undefined;
  try {
    const chosen = readScenarios({ cases: SETTINGS.twinCases, ...twins.a.users }).filter(
      (scenario) => !SETTINGS.reads || SETTINGS.reads.test(scenario.name),
    );
    budgets.push(...(await pairedPhase(undefined, chosen, twins, load)).rows);
    // After the phase, as a full run takes it: 10 s of health on twin A alone before the phase
    // left twin A dearer for the whole run (decision 0101, "The twins' bias").
    health = await measure('/api/health', twins.a.base, () => ({ path: '/api/health' }), load);
  } finally {
    await inTurn([() => twins.b.stop(), () => twins.a.stop()]);
  }
  return {
    startedAt,
    loadAverageAtStart,
    budgets,
    health,
    scenarios: [] as Measured[],
    prepared: twins.a.prepared,
    twinNote: describePrepared('twins', twins.a.prepared),
  };
}
