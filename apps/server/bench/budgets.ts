import type { Measured } from './load.js';
import { medianOf } from './median.js';
import type { ReadScenario } from './scenarios/reads.js';

// The standing budgets (DESIGN.md §6, issue 25). Reads are judged as a share of /api/health's
// req/s in the same run: absolute figures move with whatever else the machine runs, the share
// much less. Limits stay exact and durable in PostgreSQL, so a read that counts them cannot
// come near a `SELECT 1` route: the shares are floors that catch regressions, and the goal is
// that they stay flat as the registry grows: at 10 M cases each read costs less than 1.1 times
// its CPU per request (server and PostgreSQL) on a 1 M twin measured in the same run, in rounds
// seconds apart (twin.ts). A read's p99 is taken at half the rate it reached, the
// median of three paced runs. The method is frozen in decision 0058.

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
   * Past 1 M cases, a read's CPU per request (the median of its paired rounds, twin.ts) must
   * grow by less than this factor against its reference: the 1 M twin, an empty day, the A/A
   * twin. "Kept" (the reference's cost over this side's) must then be above 1 / 1.1 = 90.9 %:
   * a floor of 90 % let a 10 % regression through, which the positive control exists to catch
   * (decision 0058).
   */
  costGrowthLimit: 1.1,
  /** The A/A pair (two 1 M twins prepared alike): every read's "kept" within these. */
  aaKept: { low: 0.95, high: 1.05 },
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

/**
 * A read's CPU per request in paired rounds (twin.ts): here and on the 1 M twin, each round's
 * two runs seconds apart.
 */
export type PairedCost = {
  /** Each round's CPU per request on each side; undefined where a side answered nothing. */
  rounds: {
    cpuMs: number | undefined;
    referenceCpuMs: number | undefined;
    /** PostgreSQL's part of each, to tell the database's growth from the server's. */
    pgCpuMs?: number | undefined;
    referencePgCpuMs?: number | undefined;
  }[];
  /** Answers other than 2xx in the rounds, here and on the twin: a 429 is cheaper than the read. */
  errors: number;
  referenceErrors: number;
};

/**
 * Whether a "kept" figure is within the budget: the cost grew by less than
 * BUDGETS.costGrowthLimit (10 %). A cost exactly 10 % higher is OVER (decision 0058).
 */
export function isKept(kept: number): boolean {
  return kept * BUDGETS.costGrowthLimit > 1 + 1e-9;
}

/** Each round's kept (the twin's CPU per request over this side's) and their median. */
export function keptOf(paired: PairedCost): { kept: number | undefined; rounds: number[] } {
  const rounds = paired.rounds.flatMap(({ cpuMs, referenceCpuMs }) =>
    cpuMs !== undefined && cpuMs > 0 && referenceCpuMs !== undefined && referenceCpuMs > 0
      ? [referenceCpuMs / cpuMs]
      : [],
  );
  return { kept: medianOf(rounds), rounds };
}

/**
 * Rows per read scenario with a budget: its share of health (with no errors), its p99, and,
 * when the run was paired with a twin of `referenceCases` cases, whether it kept at least
 * less than BUDGETS.costGrowthLimit times its cost there (keptRow).
 */
export function readBudgetRows(
  health: Measured,
  reads: readonly { scenario: ReadScenario; measured: Measured; paired?: PairedCost }[],
  referenceCases?: number,
  p99Ms: number = BUDGETS.readP99Ms,
): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const { scenario, measured, paired } of reads) {
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
    if (referenceCases !== undefined) {
      rows.push(
        keptRow(
          `${scenario.name}: kept from ${referenceCases.toLocaleString('en')} cases (CPU per request, paired rounds)`,
          paired,
          { here: 'here', reference: 'on the twin' },
        ),
      );
    }
  }
  return rows;
}

/**
 * A few rounds listed; many as their count and middle half (the log lists every one).
 */
export function describeRounds(rounds: readonly number[]): string {
  const whole = (r: number) => Math.round(r * 100);
  if (rounds.length <= 5) return `rounds ${rounds.map(whole).join(', ')} %`;
  const sorted = [...rounds].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))] ?? 0;
  return `median of ${rounds.length} rounds, middle half ${whole(at(0.25))} to ${whole(at(0.75))} %`;
}

/** What the two sides of a pair are called in a row's figures. */
export type SideNames = { here: string; reference: string };

/**
 * A read's "kept" row from its paired rounds: the median of the rounds' reference-over-measured
 * CPU per request, judged by isKept, with the rounds' middle half, both sides' medians and
 * PostgreSQL's part of each. Errors on either side fail it (a 429 is cheaper than the read).
 */
export function keptRow(name: string, paired: PairedCost | undefined, sides: SideNames): BudgetRow {
  const row = {
    name,
    budget: `cost grown < ${percent(BUDGETS.costGrowthLimit - 1)} (kept > ${(100 / BUDGETS.costGrowthLimit).toFixed(1)} %)`,
  };
  if (!paired) return { ...row, value: 'not measured', ok: false };
  const errors = [
    ...(paired.errors > 0 ? [`${paired.errors} errors ${sides.here}`] : []),
    ...(paired.referenceErrors > 0 ? [`${paired.referenceErrors} errors ${sides.reference}`] : []),
  ];
  const { kept, rounds } = keptOf(paired);
  if (kept === undefined) return { ...row, value: 'no CPU measured', ok: false };
  const median = (pick: (round: PairedCost['rounds'][number]) => number | undefined) =>
    medianOf(paired.rounds.map(pick));
  const ms = (value: number | undefined) => (value ?? 0).toFixed(3);
  const pg = [median((r) => r.pgCpuMs), median((r) => r.referencePgCpuMs)];
  const pgPart =
    pg[0] !== undefined && pg[1] !== undefined
      ? `, PostgreSQL's part ${ms(pg[0])} and ${ms(pg[1])} ms`
      : '';
  const value = `${percent(kept)} (${describeRounds(rounds)}; medians ${ms(median((r) => r.cpuMs))} ms ${sides.here}, ${ms(median((r) => r.referenceCpuMs))} ms ${sides.reference}${pgPart})`;
  return {
    ...row,
    value: errors.length > 0 ? `${value}, ${errors.join(', ')}` : value,
    ok: isKept(kept) && errors.length === 0,
  };
}

/**
 * The A/A row (decision 0058): two twins prepared alike, every read's paired rounds between
 * them. Each read's "kept" must lie within BUDGETS.aaKept (95 to 105 %); the row prints the
 * spread, the lowest and the highest of them, and names the reads outside. A read without a
 * figure, or with errors, fails it.
 */
export function aaRow(reads: readonly { name: string; paired: PairedCost }[]): BudgetRow {
  const { low, high } = BUDGETS.aaKept;
  const kept = reads.map(({ name, paired }) => ({
    name,
    kept: keptOf(paired).kept,
    errors: paired.errors + paired.referenceErrors,
  }));
  const figures = kept.flatMap((k) => (k.kept === undefined ? [] : [k.kept]));
  const outside = kept.filter(
    (k) => k.kept === undefined || k.kept < low - 1e-9 || k.kept > high + 1e-9 || k.errors > 0,
  );
  const spread =
    figures.length > 0
      ? `spread ${percent(Math.min(...figures))} to ${percent(Math.max(...figures))} over ${figures.length} reads`
      : 'no read measured';
  const named = outside.map(
    (k) =>
      `${k.name} ${k.kept === undefined ? 'not measured' : percent(k.kept)}${k.errors > 0 ? ` with ${k.errors} errors` : ''}`,
  );
  return {
    name: 'A/A: the twin against a second twin prepared alike, every read (kept, paired rounds)',
    value: named.length > 0 ? `${spread}; outside: ${named.join('; ')}` : spread,
    budget: `every read within ${percent(low)} to ${percent(high)}`,
    ok: reads.length > 0 && outside.length === 0,
  };
}

/**
 * The positive control (decision 0058): a fixed CPU cost added to every request on one side of
 * the A/A pair. Its read's "kept" row, judged as any other (keptRow), must come out OVER: a
 * bench that cannot see an injected 10 % cannot vouch for a read that kept 91 %.
 */
export function controlRow(
  name: string,
  injectMs: number,
  paired: PairedCost | undefined,
): BudgetRow {
  const judged = keptRow(name, paired, { here: 'with the cost', reference: 'without' });
  const caught = paired !== undefined && keptOf(paired).kept !== undefined && !judged.ok;
  return {
    name: `positive control: ${name} with ${injectMs.toFixed(2)} ms of CPU added a request on one twin`,
    value: `${caught ? 'OVER, caught' : 'not caught'}: ${judged.value}`,
    budget: 'reported OVER',
    ok: caught,
  };
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
