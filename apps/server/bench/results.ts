import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import { type Reference, runHealthCpuMs, sameMachine } from './budgets.js';
import { medianOf } from './median.js';

// Reading earlier runs back from bench/results/<date>.md (report.ts writes them): the bench at
// 10 M cases judges each read's CPU per request against its median over the latest runs at
// 1 M on a machine like this one (issue 25, decision 0050's last addendum).

export const RESULTS_DIR = path.join(SERVER_ROOT, 'bench/results');

const CASES_IN_MACHINE_LINE = /BENCH_CASES ([\d,]+)/;
/** Runs before 2026-11-26's last pass do not name it: they ran PostgreSQL's default. */
const SHARED_BUFFERS_IN_MACHINE_LINE = /shared_buffers (\d+(?:kB|MB|GB))/;
export const DEFAULT_SHARED_BUFFERS = '128MB';
/** A run that logged or traced more than the product does (report.ts, `diagnostics`). */
const DIAGNOSTICS_IN_MACHINE_LINE = /, diagnostics: /;
/**
 * `| name | req/s | p50 | p99 | errors | health just before | vs health |`, and since
 * 2026-11-26 four more: `| p99 at half rate | CPU ms/req | health CPU ms/req | vs health by CPU |`.
 */
const SCENARIO_ROW =
  /^\| (.+?) \| ([\d.]+) \| [\d.]+ \| [\d.]+ \| (\d+) \| ([\d.]+) \| [\d.]+ % \|(?: [^|]* \| ([^|]*) \| ([^|]*) \| [^|]* \|)?$/;

/**
 * One section of a results file: its heading, how many cases, each row's share of health by
 * req/s and, where CPU was measured, the read's CPU per request, the run's median health cost
 * (runHealthCpuMs, over every row as the bench itself takes it) and the share by CPU against
 * it. A row that answered errors gives health's figure only.
 */
export type StoredRun = Reference & { cases: number; sharedBuffers: string; diagnostic: boolean };

export function parseRuns(file: string, text: string): StoredRun[] {
  const runs: StoredRun[] = [];
  for (const section of text.split(/^## /m).slice(1)) {
    const heading = section.slice(0, section.indexOf('\n')).trim();
    const cases = CASES_IN_MACHINE_LINE.exec(section)?.[1];
    if (!cases) continue;
    const sharedBuffers =
      SHARED_BUFFERS_IN_MACHINE_LINE.exec(section)?.[1] ?? DEFAULT_SHARED_BUFFERS;
    const shares = new Map<string, number>();
    const costs: { name: string; cpuMs: number }[] = [];
    const healthCosts: { healthCpuMs: number }[] = [];
    for (const line of section.split('\n')) {
      const row = SCENARIO_ROW.exec(line.trim());
      if (!row?.[1] || !row[2] || !row[4]) continue;
      const cpuMs = Number(row[5]);
      const healthCpuMs = Number(row[6]);
      if (cpuMs > 0 && healthCpuMs > 0) healthCosts.push({ healthCpuMs });
      // A scenario that answered errors measured the errors' cost too (a 429 is cheaper than
      // the read): no reference. Its health run, just before it, is as good as any.
      if (Number(row[3]) > 0) continue;
      const base = Number(row[4]);
      if (base > 0) shares.set(row[1], Number(row[2]) / base);
      if (cpuMs > 0 && healthCpuMs > 0) costs.push({ name: row[1], cpuMs });
    }
    const median = runHealthCpuMs(healthCosts);
    const costShares = new Map<string, number>();
    const cpuMs = new Map<string, number>();
    for (const cost of costs) {
      cpuMs.set(cost.name, cost.cpuMs);
      if (median !== undefined) costShares.set(cost.name, median / cost.cpuMs);
    }
    if (shares.size > 0) {
      runs.push({
        label: `${file} ${heading}`,
        cases: Number(cases.replaceAll(',', '')),
        sharedBuffers,
        diagnostic: DIAGNOSTICS_IN_MACHINE_LINE.test(section),
        shares,
        costShares,
        cpuMs,
        healthCpuMs: median,
      });
    }
  }
  return runs;
}

/** How many stored runs the reference is the median of (one run's CPU moves by about 10 %). */
export const REFERENCE_RUNS = 3;

/**
 * The reference for a larger run: each scenario's median over the latest REFERENCE_RUNS stored
 * runs at exactly `cases` cases with the same `shared_buffers`, without diagnostics and, when
 * `healthCpuMs` is given, on a machine like this one (sameMachine), or null when there is none.
 * A share measured with another buffer size, or while PostgreSQL logged its slow statements, is
 * not the same bench; a CPU per request measured on a machine twice as fast is not the same
 * read. One run's CPU per request moved by 10 to 20 % between quiet runs minutes apart
 * (decision 0050, third addendum), as much as the budget allows a read to grow, so the
 * reference is not one run.
 */
export async function referenceAt(
  cases: number,
  sharedBuffers = DEFAULT_SHARED_BUFFERS,
  healthCpuMs?: number,
): Promise<Reference | null> {
  const files = (await readdir(RESULTS_DIR).catch(() => [] as string[]))
    .filter((name) => /^\d{4}-\d{2}-\d{2}\.md$/.test(name))
    .sort();
  const runs: StoredRun[] = [];
  for (const file of files) {
    runs.push(
      ...parseRuns(file.replace(/\.md$/, ''), await readFile(path.join(RESULTS_DIR, file), 'utf8')),
    );
  }
  return medianOfRuns(pickReferenceRuns(runs, { cases, sharedBuffers, healthCpuMs }));
}

/** The stored runs (oldest first) a reference is the median of: see referenceAt. */
export function pickReferenceRuns(
  runs: readonly StoredRun[],
  like: { cases: number; sharedBuffers: string; healthCpuMs?: number | undefined },
  count = REFERENCE_RUNS,
): StoredRun[] {
  const health = like.healthCpuMs;
  return runs
    .filter(
      (run) =>
        run.cases === like.cases &&
        run.sharedBuffers === like.sharedBuffers &&
        !run.diagnostic &&
        (health === undefined ||
          (run.healthCpuMs !== undefined && sameMachine(health, run.healthCpuMs))),
    )
    .slice(-count);
}

/**
 * Each scenario's median share and CPU per request, and health's median, over `runs` (the ones
 * that measured each), or null for none.
 */
export function medianOfRuns(runs: readonly Reference[]): Reference | null {
  if (runs.length === 0) return null;
  const medianBy = (pick: (run: Reference) => ReadonlyMap<string, number> | undefined) => {
    const names = new Set(runs.flatMap((run) => [...(pick(run)?.keys() ?? [])]));
    const medians = new Map<string, number>();
    for (const name of names) {
      const median = medianOf(runs.map((run) => pick(run)?.get(name)));
      if (median !== undefined) medians.set(name, median);
    }
    return medians;
  };
  const labels = runs.map((run) => run.label);
  return {
    label:
      runs.length === 1
        ? (labels[0] ?? '')
        : `the median of ${runs.length} runs (${labels.join(', ')})`,
    shares: medianBy((run) => run.shares),
    costShares: medianBy((run) => run.costShares),
    cpuMs: medianBy((run) => run.cpuMs),
    healthCpuMs: medianOf(runs.map((run) => run.healthCpuMs)),
  };
}
