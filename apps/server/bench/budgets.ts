import { type BudgetRow, COST_GROWTH_LIMIT } from './judging.js';
import type { Measured } from './load.js';
import { medianOf } from './median.js';

export type { BudgetRow } from './judging.js';

import type { ReadScenario } from './scenarios/reads.js';

// The standing budgets (DESIGN.md §6, issue 25). Reads are judged as a share of /api/health's
// req/s in the same run: absolute figures move with whatever else the machine runs, the share
// much less. Limits stay exact and durable in PostgreSQL, so a read that counts them cannot
// come near a `SELECT 1` route: the shares are floors that catch regressions, and the goal is
// that they stay flat as the registry grows: at 10 M cases each read costs less than 1.1 times
// its CPU per request (server and PostgreSQL) on a 1 M twin measured in the same run, in rounds
// seconds apart, judged by a sequential rule (judging.ts, interleaved.ts). A read's p99 is
// taken at half the rate it reached, the median of three paced runs. The method: decision 0073.

/** Which floor a read scenario's share of health is judged against. */
export type ReadBudget = 'search' | 'recent' | 'case-page' | 'my-lodgements';

export const BUDGETS = {
  /** Floors of each read's req/s as a share of health's, by kind of read. */
  readShare: {
    search: 0.15,
    recent: 0.2,
    'case-page': 0.25,
    'my-lodgements': 0.12,
  } satisfies Record<ReadBudget, number>,
  /**
   * Reads' p99 with requests sent at half the rate the read reached at 50 connections
   * (docs/decisions/0050: at 50 connections a saturated server's p99 is its queue).
   */
  readP99Ms: 50,
  /**
   * The same with the registry larger than memory (BENCH_STORAGE=small-memory, decision 0058):
   * PostgreSQL in 2 GB with 256 MB of buffers, cold after a restart.
   */
  readP99MsSmallMemory: 100,
  /**
   * Past 1 M cases a read's CPU per request may grow by less than this against its reference
   * (the 1 M twin, an empty day), judged by the sequential rule of decision 0073 (judging.ts).
   */
  costGrowthLimit: COST_GROWTH_LIMIT,
  /** The twin the larger runs are compared with, in the same run. */
  referenceCases: 1_000_000,
  lodgingWritesPerSecond: 20,
  lodgingP99Ms: 500,
  fanOutMs: 250,
  /** Issue 23: a lodgement's alert reaches the watcher's open event stream within this. */
  alertMs: 1000,
  /** The server's RSS over the whole run, lodging included. */
  rssMb: 250,
  firstVisitJsKb: 110,
  /** Loading fictional cases: 1 M ≤ 2 minutes, 10 M ≤ 10 minutes (60 s a million past 2 M). */
  loadSecondsPerMillion: 60,
  loadSecondsAtLeast: 120,
} as const;

/** The loading budget for `cases`: 120 s up to 2 M, then 60 s a million (10 M: 600 s). */
export function loadBudgetSeconds(cases: number): number {
  return Math.max(BUDGETS.loadSecondsAtLeast, (cases / 1_000_000) * BUDGETS.loadSecondsPerMillion);
}

/** req/s as a share of health's: the health run just before it when there was one. */
export function ratioOf(row: Measured, health: Measured): number {
  const base = row.healthRps ?? health.rps;
  return base > 0 ? row.rps / base : 0;
}

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

/**
 * /api/health's CPU per request for a whole run: the median of the health runs taken before
 * each read. One health run's figure moved from 0.22 to 0.36 ms within minutes on a quiet
 * machine, while a read's own stayed within ±5 %, so a single one made the ratio noisy
 * (docs/decisions/0050, addendum).
 */
export function runHealthCpuMs(
  rows: readonly { healthCpuMs?: number | undefined }[],
): number | undefined {
  return medianOf(rows.map((row) => ((row.healthCpuMs ?? 0) > 0 ? row.healthCpuMs : undefined)));
}

/**
 * Health's CPU per request over the scenario's: its share of health by cost, which moves far
 * less with the machine's other load than the req/s share (docs/decisions/0050). `healthCpuMs`
 * is the run's (runHealthCpuMs).
 */
export function costShareOf(row: Measured, healthCpuMs: number | undefined): number | undefined {
  if (row.cpuMs === undefined || healthCpuMs === undefined || row.cpuMs <= 0) return undefined;
  return healthCpuMs / row.cpuMs;
}

/**
 * Rows per read scenario with a budget: its share of health (with no errors) and its p99. Past
 * 1 M cases "kept" is judged in the paired phase (interleaved.ts, judging.ts).
 */
export function readBudgetRows(
  health: Measured,
  reads: readonly { scenario: ReadScenario; measured: Measured }[],
  p99Ms: number = BUDGETS.readP99Ms,
): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const { scenario, measured } of reads) {
    if (!scenario.budget) continue;
    const floor = BUDGETS.readShare[scenario.budget];
    const ratio = ratioOf(measured, health);
    rows.push({
      name: `${scenario.name}: req/s vs health`,
      value: measured.errors > 0 ? `${percent(ratio)}, ${measured.errors} errors` : percent(ratio),
      budget: `≥ ${percent(floor)}, no errors`,
      ok: ratio >= floor && measured.errors === 0,
    });
    const p99 = measured.p99AtHalfRate ?? measured.p99;
    const runs = measured.p99AtHalfRateRuns;
    rows.push({
      name: `${scenario.name}: p99${measured.p99AtHalfRate === undefined ? '' : ' at half its rate'}`,
      value: runs ? `${p99} ms (median of ${runs.join(', ')})` : `${p99} ms`,
      budget: `≤ ${p99Ms} ms`,
      ok: p99 <= p99Ms,
    });
  }
  return rows;
}

/**
 * Both sides of the paired rounds on the same page size (decision 0056): with huge pages on one
 * side only, "kept" would measure the page tables, not the registry's growth.
 */
export function samePagesRow(here: string, twin: string): BudgetRow {
  return {
    name: "PostgreSQL's huge pages, here and on the twin",
    value: `${here} and ${twin}`,
    budget: 'the same on both',
    ok: here === twin,
  };
}

export function lodgingBudgetRows(lodging: Measured): BudgetRow[] {
  return [
    {
      name: 'lodging with an image: writes/s',
      value:
        lodging.errors > 0
          ? `${lodging.rps.toFixed(1)}, ${lodging.errors} errors`
          : lodging.rps.toFixed(1),
      budget: `≥ ${BUDGETS.lodgingWritesPerSecond}, no errors`,
      ok: lodging.rps >= BUDGETS.lodgingWritesPerSecond && lodging.errors === 0,
    },
    {
      name: 'lodging with an image: p99',
      value: `${lodging.p99} ms`,
      budget: `≤ ${BUDGETS.lodgingP99Ms} ms`,
      ok: lodging.p99 <= BUDGETS.lodgingP99Ms,
    },
  ];
}

/** Writes without a budget of their own still must not fail. */
export function noErrorRow(measured: Measured): BudgetRow {
  return {
    name: `${measured.name}: errors`,
    value: String(measured.errors),
    budget: '0',
    ok: measured.errors === 0,
  };
}

/**
 * The median of the repetitions is judged (each one is already the slowest of 200 streams);
 * the slowest repetition is shown beside it, since one noisy neighbour can stretch a single
 * run on a shared machine.
 */
export function fanOutRow(fanOut: {
  streams: number;
  threadStreams: number;
  p50: number;
  max: number;
}): BudgetRow {
  return {
    name: `chat message with ${fanOut.streams} event streams open: the last of its thread's ${fanOut.threadStreams} has it (median)`,
    value: `${fanOut.p50.toFixed(0)} ms (slowest ${fanOut.max.toFixed(0)} ms)`,
    budget: `≤ ${BUDGETS.fanOutMs} ms`,
    ok: fanOut.p50 <= BUDGETS.fanOutMs,
  };
}

export function alertRow(alerts: {
  times: number[];
  max: number;
  p50: number;
  failures?: readonly string[];
}): BudgetRow {
  const failures = alerts.failures ?? [];
  const timed = `${alerts.max.toFixed(0)} ms (median ${alerts.p50.toFixed(0)} ms)`;
  return {
    name: `watch alert on the watcher's open event stream, from the lodging request's sending, no retries, under the chat load (${alerts.times.length + failures.length} rounds, slowest)`,
    value:
      failures.length > 0
        ? `${timed}; ${failures.length} rounds failed: ${failures.join('; ')}`
        : timed,
    budget: `≤ ${BUDGETS.alertMs} ms, every round`,
    ok: alerts.times.length > 0 && failures.length === 0 && alerts.max <= BUDGETS.alertMs,
  };
}

export function rssRow(peakMb: number): BudgetRow {
  return {
    name: 'server RSS, peak over every scenario',
    value: `${peakMb.toFixed(0)} MB`,
    budget: `≤ ${BUDGETS.rssMb} MB`,
    ok: peakMb <= BUDGETS.rssMb,
  };
}

export function firstVisitRow(kb: number): BudgetRow {
  return {
    name: 'JavaScript for a first visit to /',
    value: `${kb.toFixed(1)} KB gzip`,
    budget: `≤ ${BUDGETS.firstVisitJsKb} KB`,
    ok: kb <= BUDGETS.firstVisitJsKb,
  };
}

export function loadRow(cases: number, seconds: number): BudgetRow {
  const budget = loadBudgetSeconds(cases);
  return {
    name: `loading ${cases.toLocaleString('en')} cases`,
    value: `${seconds.toFixed(1)} s`,
    budget: `≤ ${budget} s`,
    ok: seconds <= budget,
  };
}

/** Reported, not judged: the database's size on disk per case, table and indexes. */
export function diskRows(sizes: { cases: number; relations: { name: string; bytes: number }[] }) {
  const total = sizes.relations.reduce((sum, r) => sum + r.bytes, 0);
  const perCase = (bytes: number) => `${(bytes / sizes.cases).toFixed(0)} B`;
  const parts = sizes.relations.map((r) => `${r.name} ${perCase(r.bytes)}`).join(', ');
  return [
    {
      name: `disk per case (${sizes.cases.toLocaleString('en')} cases; tables + indexes)`,
      value: `${perCase(total)} (${parts}; ${(total / 2 ** 20).toFixed(0)} MB in all)`,
      budget: 'reported',
      ok: true,
    },
  ] satisfies BudgetRow[];
}
