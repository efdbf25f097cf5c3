import { existsSync } from 'node:fs';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../src/lib/server-root.js';
import { type BudgetRow, costShareOf, ratioOf, runHealthCpuMs } from './budgets.js';
import type { Measured } from './load.js';

// The run's two tables (every scenario against /api/health; every budget met or over), printed
// and kept in bench/results/<YYYY-MM-DD>.md: a second run on the same day appends a section.

const RESULTS_DIR = path.join(SERVER_ROOT, 'bench/results');

export type RunInfo = {
  /** When the run started (the section is headed by when it ended). */
  startedAt: Date;
  /** PostgreSQL's `server_version` of the bench's database (BENCH_PG_BIN picks another). */
  postgres: string;
  /** BENCH_STORAGE: packed, grown or small-memory. */
  storage: string;
  cases: number;
  /** The bench database's `shared_buffers`. */
  sharedBuffers: string;
  /** What the run held back from the host's reclaiming of memory (host-memory.ts). */
  hostMemory?: string;
  /** How steady the machine's memory was at the run's start and end (memory-noise.ts). */
  memoryNoise?: string | undefined;
  /** Whether its PostgreSQL ran on huge pages, and what was set aside for it (huge-pages.ts). */
  hugePages?: string;
  /**
   * What the run also logged or traced (BENCH_PG_LOG, BENCH_NODE_ARGS), when anything: its costs
   * are then not the product's alone.
   */
  diagnostics?: string;
  connections: number;
  duration: number;
  warmup: number;
  /** Seconds of each read's paced run at half its rate (its p99). */
  pacedSeconds: number;
  /** With twins (twin.ts): their cases, the rule's looks and each side's seconds in a round. */
  twin?: { cases: number; looks: readonly number[]; seconds: number };
  /** BENCH_PROFILE: a smoke run's figures are printed as not a measurement and not kept. */
  profile: 'full' | 'smoke' | 'aa';
  /** The prepared databases: reused or built (with the build's time), and the copies' time. */
  prepared: string;
  /** The run's wall time in minutes, start to report. */
  minutes: number;
  /** 1-minute load average when the run started and ended: how busy the machine was. */
  loadAverage: { start: number; end: number };
  /** The host's steal over the run, percent of the CPU time (host-steal.ts), where known. */
  stealPercent?: number | undefined;
};

function scenarioTable(health: Measured, rows: readonly Measured[]): string {
  const lines = [
    "| scenario | req/s | p50 ms | p99 ms | errors | health just before, req/s | vs health | p99 at half rate, ms | CPU ms/req | health CPU ms/req | vs health by CPU (the run's median) |",
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const rate = (rps: number) => rps.toFixed(rps < 100 ? 1 : 0);
  const ms = (value: number | undefined, digits: number) =>
    value === undefined ? '–' : value.toFixed(digits);
  const healthCpuMs = runHealthCpuMs(rows);
  for (const row of [health, ...rows]) {
    const ratio = `${Math.round(ratioOf(row, health) * 100)} %`;
    const base = rate(row.healthRps ?? health.rps);
    const byCpu = costShareOf(row, healthCpuMs);
    lines.push(
      `| ${row.name} | ${rate(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} | ${base} | ${ratio} | ${ms(row.p99AtHalfRate, 0)} | ${ms(row.cpuMs, 3)} | ${ms(row.healthCpuMs, 3)} | ${byCpu === undefined ? '–' : `${(byCpu * 100).toFixed(1)} %`} |`,
    );
  }
  if (healthCpuMs !== undefined) {
    lines.push(
      '',
      `/api/health's CPU per request, the median of the run: ${healthCpuMs.toFixed(3)} ms`,
    );
  }
  return lines.join('\n');
}

/** met, OVER, or inconclusive (not met either: the rule could not decide). */
export function verdictOf(row: BudgetRow): 'met' | 'OVER' | 'inconclusive' {
  if (row.ok) return 'met';
  return row.undecided ? 'inconclusive' : 'OVER';
}

function budgetTable(rows: readonly BudgetRow[]): string {
  const lines = ['| budget | value | limit | |', '|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.name} | ${r.value} | ${r.budget} | ${verdictOf(r)} |`);
  return lines.join('\n');
}

function machineLine(info: RunInfo): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    `${os.cpus().length} cores (${cpu.trim()})`,
    `${Math.round(os.totalmem() / 2 ** 30)} GB`,
    `Node ${process.version}`,
    `PostgreSQL ${info.postgres}`,
    `started ${info.startedAt.toISOString().slice(11, 16)} UTC`,
    `BENCH_CASES ${info.cases.toLocaleString('en')}`,
    `storage ${info.storage}`,
    `shared_buffers ${info.sharedBuffers}`,
    ...(info.hostMemory ? [info.hostMemory] : []),
    ...(info.memoryNoise ? [info.memoryNoise] : []),
    ...(info.hugePages ? [info.hugePages] : []),
    ...(info.diagnostics ? [`diagnostics: ${info.diagnostics}`] : []),
    `${info.connections} connections`,
    `${info.duration} s per scenario after ${info.warmup} s warm-up`,
    `p99 at half rate over ${info.pacedSeconds} s`,
    ...(info.twin
      ? [
          `paired rounds of ${info.twin.seconds} s a side against two ${info.twin.cases.toLocaleString('en')}-case twins, judged at ${info.twin.looks.join(', ')} rounds (decision 0073)`,
        ]
      : []),
    `prepared databases: ${info.prepared}`,
    `${info.minutes.toFixed(1)} minutes`,
    `load average ${info.loadAverage.start.toFixed(1)} → ${info.loadAverage.end.toFixed(1)}`,
    ...(info.stealPercent === undefined
      ? []
      : [`the host's steal ${info.stealPercent.toFixed(1)} % of the CPU`]),
  ].join(', ');
}

/** What heads a smoke run's tables: its figures say nothing about the code. */
export const NOT_A_MEASUREMENT =
  'SMOKE PROFILE: not a measurement (small data, short runs; every phase exercised, nothing judged)';

/**
 * Prints both tables and, unless it is a smoke run, writes them to the day's results file and
 * returns that file's path.
 */
export async function report(
  info: RunInfo,
  health: Measured,
  scenarios: readonly Measured[],
  budgets: readonly BudgetRow[],
): Promise<string | undefined> {
  const now = new Date();
  const heading =
    info.profile === 'smoke'
      ? `## ${now.toISOString().slice(11, 16)} UTC — ${NOT_A_MEASUREMENT}`
      : info.profile === 'aa'
        ? `## ${now.toISOString().slice(11, 16)} UTC — A/A-only calibration run (BENCH_PROFILE=aa)`
        : `## ${now.toISOString().slice(11, 16)} UTC`;
  const section = [
    heading,
    '',
    machineLine(info),
    '',
    scenarioTable(health, scenarios),
    '',
    budgetTable(budgets),
    '',
  ].join('\n');
  console.log(`\n${section}`);
  if (info.profile === 'smoke') return undefined;
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${now.toISOString().slice(0, 10)}.md`);
  if (existsSync(file)) await appendFile(file, `\n${section}`);
  else {
    await writeFile(
      file,
      `# npm run bench, ${now.toISOString().slice(0, 10)}\n\nFigures from a shared machine move with its other work; each scenario's ratio is to /api/health measured just before it, which moves much less.\n\n${section}`,
    );
  }
  return file;
}
