import type { Measured } from './load.js';
import type { ReadScenario } from './scenarios/reads.js';

// The standing budgets (DESIGN.md §6, issue 15). Reads are judged as a ratio to /api/health's
// req/s in the same run: absolute figures move with whatever else the machine runs, the ratio
// much less.

export const BUDGETS = {
  /** Search (hits and misses, visitor and signed in), recent cases, case pages. */
  readRatio: 0.6,
  /** Reads' p99 at 50 connections (DESIGN.md §6: on a quiet machine). */
  readP99Ms: 50,
  myLodgementsRatio: 0.5,
  lodgingWritesPerSecond: 20,
  lodgingP99Ms: 500,
  fanOutMs: 250,
  rssMb: 250,
  firstVisitJsKb: 110,
  loadSeconds: 120,
} as const;

export type BudgetRow = { name: string; value: string; budget: string; ok: boolean };

/** req/s as a share of health's: the health run just before it when there was one. */
export function ratioOf(row: Measured, health: Measured): number {
  const base = row.healthRps ?? health.rps;
  return base > 0 ? row.rps / base : 0;
}

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

/** Two rows per read scenario with a budget: its ratio (with no errors), and its p99. */
export function readBudgetRows(
  health: Measured,
  reads: readonly { scenario: ReadScenario; measured: Measured }[],
): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const { scenario, measured } of reads) {
    if (!scenario.budget) continue;
    const floor = scenario.budget === 'read' ? BUDGETS.readRatio : BUDGETS.myLodgementsRatio;
    const ratio = ratioOf(measured, health);
    rows.push({
      name: `${scenario.name}: req/s vs health`,
      value: measured.errors > 0 ? `${percent(ratio)}, ${measured.errors} errors` : percent(ratio),
      budget: `≥ ${percent(floor)}, no errors`,
      ok: ratio >= floor && measured.errors === 0,
    });
    rows.push({
      name: `${scenario.name}: p99`,
      value: `${measured.p99} ms`,
      budget: `≤ ${BUDGETS.readP99Ms} ms`,
      ok: measured.p99 <= BUDGETS.readP99Ms,
    });
  }
  return rows;
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
export function fanOutRow(fanOut: { streams: number; p50: number; max: number }): BudgetRow {
  return {
    name: `chat message to ${fanOut.streams} open event streams: last one has it (median)`,
    value: `${fanOut.p50.toFixed(0)} ms (slowest ${fanOut.max.toFixed(0)} ms)`,
    budget: `≤ ${BUDGETS.fanOutMs} ms`,
    ok: fanOut.p50 <= BUDGETS.fanOutMs,
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
  return {
    name: `loading ${cases.toLocaleString('en')} cases`,
    value: `${seconds.toFixed(1)} s`,
    budget: `≤ ${BUDGETS.loadSeconds} s`,
    ok: seconds <= BUDGETS.loadSeconds,
  };
}
