import type { Measured } from './load.js';
import { medianOf } from './median.js';
import type { ReadScenario } from './scenarios/reads.js';

// The standing budgets (DESIGN.md §6, issue 25). Reads are judged as a share of /api/health's
// req/s in the same run: absolute figures move with whatever else the machine runs, the share
// much less. Limits stay exact and durable in PostgreSQL, so a read that counts them cannot
// come near a `SELECT 1` route: the shares are floors that catch regressions, and the goal is
// that they stay flat as the registry grows: at 10 M cases each read costs at most 1 / 0.9 of
// its CPU per request (server and PostgreSQL) at 1 M, the median of the latest three 1 M runs
// in bench/results/ on a machine like this one, with health's share by CPU shown beside it
// (decision 0050's last addendum). Where this run or the reference has no CPU figure for a
// read, its req/s share of health is compared instead. A read's p99 is taken at half the rate
// it reached (decision 0050).

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
   * Past 1 M cases, each read keeps at least this part of what it had at 1 M: its 1 M CPU per
   * request over its own now (its req/s share of health where CPU was not measured).
   */
  flatWithData: 0.9,
  /** The run the larger ones are compared with. */
  referenceCases: 1_000_000,
  /**
   * A stored run is on a machine like this one when health's CPU per request (its run's
   * median) is within this factor of this run's either way: between runs on one machine it
   * moved by ±15 %, between two machines of the same name by 2 to 3× (decision 0050, addendum
   * of 2026-11-27, last).
   */
  sameMachineFactor: 1.3,
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

export type BudgetRow = { name: string; value: string; budget: string; ok: boolean };

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

/** A stored run's shares of health by scenario name (see results.ts), and what it was. */
export type Reference = {
  label: string;
  shares: ReadonlyMap<string, number>;
  /** Shares by CPU per request (costShareOf), for runs that measured it. */
  costShares?: ReadonlyMap<string, number>;
  /** Each read's own CPU per request, ms, for runs that measured it. */
  cpuMs?: ReadonlyMap<string, number>;
  /** Health's CPU per request, the run's median (runHealthCpuMs). */
  healthCpuMs?: number;
};

/** Whether two runs' health CPU per request say they ran on machines alike (sameMachineFactor). */
export function sameMachine(healthCpuMs: number, otherHealthCpuMs: number): boolean {
  const low = Math.min(healthCpuMs, otherHealthCpuMs);
  const high = Math.max(healthCpuMs, otherHealthCpuMs);
  return high <= low * BUDGETS.sameMachineFactor;
}

/**
 * Rows per read scenario with a budget: its share of health (with no errors), its p99, and,
 * with a reference run (a 1 M run when this one is larger), whether it kept at least
 * BUDGETS.flatWithData of the reference's: its CPU per request at most 1 / 0.9 of it where
 * both measured it, its req/s share of health otherwise.
 */
export function readBudgetRows(
  health: Measured,
  reads: readonly { scenario: ReadScenario; measured: Measured }[],
  reference?: Reference | null,
): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const healthCpuMs = runHealthCpuMs(reads.map((read) => read.measured));
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
    rows.push({
      name: `${scenario.name}: p99${measured.p99AtHalfRate === undefined ? '' : ' at half its rate'}`,
      value: `${p99} ms`,
      budget: `≤ ${BUDGETS.readP99Ms} ms`,
      ok: p99 <= BUDGETS.readP99Ms,
    });
    if (reference === undefined) continue;
    const keptName = `${scenario.name}: kept from ${BUDGETS.referenceCases.toLocaleString('en')} cases`;
    const cpuBefore = reference?.cpuMs?.get(scenario.name);
    if (measured.cpuMs !== undefined && measured.cpuMs > 0 && cpuBefore !== undefined) {
      // The read's own cost, the same machine checked by health (referenceAt); health's share
      // by CPU is context only: its median moved by ±15 % between runs on one machine, the
      // whole of the budget's margin (decision 0050, addendum of 2026-11-27, last).
      const kept = cpuBefore / measured.cpuMs;
      const shareNow = costShareOf(measured, healthCpuMs);
      const shareBefore = reference?.costShares?.get(scenario.name);
      const shares =
        shareNow !== undefined && shareBefore !== undefined
          ? `; share of health by CPU ${(shareNow * 100).toFixed(1)} % now, ${(shareBefore * 100).toFixed(1)} % then`
          : '';
      rows.push({
        name: `${keptName} (by CPU per request)`,
        value: `${percent(kept)} (${measured.cpuMs.toFixed(3)} ms now, ${cpuBefore.toFixed(3)} ms in ${reference?.label}${shares})`,
        budget: `≥ ${percent(BUDGETS.flatWithData)} of it`,
        ok: kept >= BUDGETS.flatWithData,
      });
      continue;
    }
    const before = reference?.shares.get(scenario.name);
    if (before === undefined || before <= 0) {
      rows.push({
        name: keptName,
        value: reference
          ? `no such scenario in ${reference.label}`
          : `no stored 1 M run like this one (same shared_buffers, no diagnostics${healthCpuMs === undefined ? '' : `, health's CPU within a factor ${BUDGETS.sameMachineFactor} of this run's`}): run \`npm run bench\` first`,
        budget: `≥ ${percent(BUDGETS.flatWithData)} of it`,
        ok: false,
      });
      continue;
    }
    const kept = ratio / before;
    rows.push({
      name: `${keptName} (by its share of health)`,
      value: `${percent(kept)} (${(ratio * 100).toFixed(1)} % now, ${(before * 100).toFixed(1)} % in ${reference?.label})`,
      budget: `≥ ${percent(BUDGETS.flatWithData)} of it`,
      ok: kept >= BUDGETS.flatWithData,
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

export function alertRow(alerts: { times: number[]; max: number; p50: number }): BudgetRow {
  return {
    name: `watch alert on the watcher's open event stream after a lodgement, under the chat load (${alerts.times.length} rounds, slowest)`,
    value: `${alerts.max.toFixed(0)} ms (median ${alerts.p50.toFixed(0)} ms)`,
    budget: `≤ ${BUDGETS.alertMs} ms`,
    ok: alerts.times.length > 0 && alerts.max <= BUDGETS.alertMs,
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
