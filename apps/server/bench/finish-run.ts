import os from 'node:os';
import path from 'node:path';
import { BUDGETS, type BudgetRow } from './budgets.js';
import { hostMemoryNote } from './host-memory.js';
import { stealSinceStart } from './host-steal.js';
import type { HugePagesOfRun } from './huge-pages.js';
import type { Measured } from './load.js';
import { memoryNoiseNote, takeMemoryNoise } from './memory-noise.js';
import type { PreparedDatabase } from './prepare-database.js';
import { quietClientNote } from './quiet-client.js';
import { NOT_A_MEASUREMENT, report, verdictOf } from './report.js';
import { AA_ONLY, ROOT, WITH_TWIN } from './run-options.js';
import { SETTINGS } from './settings.js';

// The end of a run: its wall time by phase, the report, the results file and the exit code.

/**
 * The run's wall time by phase (decision 0073 budgets a 10 M run at 60 minutes): each mark
 * closes the phase before it, printed as it ends and kept for the results.
 */
export function phaseClock() {
  // From the command's start: the build and the host's memory taken back are the run's time too.
  let last = 0;
  const phases: string[] = [];
  return {
    mark(phase: string) {
      const now = performance.now();
      const minutes = (now - last) / 60_000;
      last = now;
      phases.push(`${phase} ${minutes.toFixed(1)}`);
      console.log(`[${phase}: ${minutes.toFixed(1)} min]`);
    },
    row(): BudgetRow {
      return {
        name: 'wall time by phase (minutes)',
        value: phases.join(', '),
        budget: 'reported',
        ok: true,
      };
    },
  };
}

/** "reused (built …)" or "built in … s", and the copy's time, for the header. */
export const describePrepared = (name: string, p: PreparedDatabase) =>
  `${name} ${p.reused ? `reused (built ${p.builtAt.slice(0, 16).replace('T', ' ')} UTC)` : `built in ${p.buildSeconds.toFixed(0)} s`}, copied in ${p.copySeconds.toFixed(0)} s${p.busyDay ? `, its busy day's search tables kept (today pinned to ${p.busyDay.day}, built in ${p.busyDay.seconds.toFixed(0)} s)` : ''}`;

/** The report, the results file (not for a smoke run) and the exit code. */
export async function finishRun(
  hugePages: HugePagesOfRun,
  run: {
    startedAt: Date;
    loadAverageAtStart: number;
    budgets: BudgetRow[];
    health: Measured | undefined;
    scenarios: Measured[];
  },
  preparedNote: string,
  prepared: PreparedDatabase | undefined,
  aborted?: string,
) {
  const { budgets } = run;
  // Every server stopped and its cluster removed: the machine as the next run finds it.
  takeMemoryNoise('at the end');
  const health = run.health ?? {
    name: '/api/health (not measured: the run stopped before its read phase)',
    rps: 0,
    p50: 0,
    p99: 0,
    errors: 0,
    statuses: {},
  };
  const file = await report(
    {
      startedAt: run.startedAt,
      profile: SETTINGS.profile,
      prepared: preparedNote,
      minutes: (Date.now() - run.startedAt.getTime()) / 60_000,
      postgres: prepared?.version ?? 'see the twins',
      storage: SETTINGS.storage,
      cases: AA_ONLY ? SETTINGS.twinCases : SETTINGS.cases,
      sharedBuffers: AA_ONLY
        ? `${SETTINGS.twinSharedBuffers} on each twin`
        : WITH_TWIN
          ? `${SETTINGS.sharedBuffers} (each twin ${SETTINGS.twinSharedBuffers})`
          : SETTINGS.sharedBuffers,
      hostMemory: hostMemoryNote(),
      memoryNoise: memoryNoiseNote(),
      hugePages: `${hugePages.describe()}${prepared ? `; PostgreSQL's huge_pages_status here ${prepared.hugePages}` : ''}`,
      diagnostics:
        [
          ...(SETTINGS.pgLog ? ['BENCH_PG_LOG'] : []),
          ...(SETTINGS.pgDurable ? ['BENCH_PG_DURABLE (fsync on)'] : []),
          ...(SETTINGS.pgExplainMs ? [`BENCH_PG_EXPLAIN ${SETTINGS.pgExplainMs} ms`] : []),
          ...(SETTINGS.reads ? [`BENCH_READS ${SETTINGS.reads.source}`] : []),
          ...(SETTINGS.randomLayout ? ['BENCH_RANDOM_LAYOUT (layout and seeds random)'] : []),
          ...(SETTINGS.startOrder === 'twins-first'
            ? ['BENCH_START_ORDER twins-first (the twins started before the measured server)']
            : []),
          ...(SETTINGS.roundOrder === 'mirrored'
            ? ['BENCH_ROUND_ORDER mirrored (each side in two halves, there and back)']
            : []),
          ...(SETTINGS.leanCheck ? [] : ['BENCH_LEAN_CHECK off (no process replaced)']),
          ...(SETTINGS.twinCases !== BUDGETS.referenceCases
            ? [`BENCH_TWIN_CASES ${SETTINGS.twinCases}`]
            : []),
          ...(SETTINGS.nodeArgs.length > 0
            ? [`BENCH_NODE_ARGS ${SETTINGS.nodeArgs.join(' ')}`]
            : []),
          ...[quietClientNote()].filter((note) => note !== null),
        ].join(', ') || undefined,
      connections: SETTINGS.connections,
      duration: SETTINGS.duration,
      warmup: SETTINGS.warmup,
      pacedSeconds: SETTINGS.pacedSeconds,
      ...(WITH_TWIN || AA_ONLY
        ? {
            twin: {
              cases: SETTINGS.twinCases,
              looks: SETTINGS.looks,
              seconds: SETTINGS.pairedSeconds,
            },
          }
        : {}),
      loadAverage: { start: run.loadAverageAtStart, end: os.loadavg()[0] ?? 0 },
      stealPercent: stealSinceStart(),
    },
    health,
    run.scenarios,
    budgets,
  );
  if (file) console.log(`\nWritten to ${path.relative(ROOT, file)}`);
  if (aborted) console.log(`\nStopped after the first look: ${aborted}`);
  const missed = budgets.filter((b) => !b.ok);
  if (SETTINGS.profile === 'smoke') {
    // Every phase ran; on small data and short runs no figure is judged.
    console.log(`\n${NOT_A_MEASUREMENT}: every phase ran.`);
    process.exitCode = 0;
    return;
  }
  for (const verdict of ['OVER', 'inconclusive'] as const) {
    const rows = missed.filter((b) => verdictOf(b) === verdict);
    if (rows.length > 0)
      console.log(`${rows.length} budget(s) ${verdict}: ${rows.map((b) => b.name).join('; ')}`);
  }
  process.exitCode = missed.length === 0 ? 0 : 1;
}
