import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { type CpuSample, describePostgresPerRequest } from './cpu.js';
import { describePressure, watchMachinePressure } from './machine-pressure.js';
import { medianOf } from './median.js';
import { nextClientAddress, type PacedLatency } from './paced-sender.js';
import type { PacedJob, PacedResult } from './paced-worker.js';
import { describePauses, watchServerPauses } from './server-pauses.js';

// One autocannon run: each request is built fresh by the scenario (its path, cookie, body),
// sent from its own client address, and the answer summarised as one row of the table.

export type BenchRequest = {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

export type Measured = {
  name: string;
  /** Responses per second over the whole run (errors included; they are counted apart). */
  rps: number;
  p50: number;
  p99: number;
  /** Answers in the run (errors included). */
  requests?: number;
  /** Connection errors (timeouts included) and answers other than 2xx. */
  errors: number;
  /** Responses by status code, to tell a 429 from a 500 when errors is not 0. */
  statuses: Record<string, number>;
  /** /api/health's req/s measured just before this run, when it was (see warmAndMeasure). */
  healthRps?: number;
  /** CPU ms per request, the server's and its PostgreSQL's together, when measured. */
  cpuMs?: number;
  /** The same for the health run just before. */
  healthCpuMs?: number;
  /**
   * p99 with requests sent at half the rate this scenario reached (docs/decisions/0050): the
   * time a request takes when it does not queue behind 49 others.
   */
  p99AtHalfRate?: number;
  /** Each paced run's p99 and its sender's longest hold; p99AtHalfRate is their median. */
  p99AtHalfRateRuns?: string[];
  /**
   * When the paced run's slowest 1 % were due, in UTC (to set beside PostgreSQL's log), and what
   * the server's event loop and collector did during the run (server-pauses.ts).
   */
  slowestAtHalfRate?: string;
};

/**
 * How often autocannon looks whether a run of a set `amount` has finished, in ms. Its default,
 * 1,000, left every such run idle up to a second after its last answer, counted in its duration
 * (decision 0140): a paired round's settles cost three seconds instead of one.
 */
export const AMOUNT_SAMPLE_MS = 20;

/** How long a run lasts: for `duration` seconds, or until `amount` requests are answered. */
export type RunLength = { duration: number } | { amount: number };

/** autocannon's options for a run's length: an `amount` run ends within 20 ms of its last answer. */
export function lengthOptions(
  length: RunLength,
): { duration: number } | { amount: number; sampleInt: number } {
  return 'duration' in length
    ? { duration: length.duration }
    : { amount: length.amount, sampleInt: AMOUNT_SAMPLE_MS };
}

export async function measure(
  name: string,
  base: string,
  next: () => BenchRequest,
  options: { connections: number } & RunLength,
): Promise<Measured> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    ...lengthOptions(options),
    requests: [
      {
        // Each request from its own client address (through TRUST_PROXY, server.ts): the
        // benchmark measures the route, not the per-address limits and near-miss guard that
        // refuse one client walking through numbers (docs/decisions/0017), or the shedding guard that
        // counts a client with its /24 (0066): no two requests in flight share one (0141).
        setupRequest: (request) => {
          const built = next();
          return {
            ...request,
            method: built.method ?? 'GET',
            path: built.path,
            headers: {
              ...request.headers,
              ...built.headers,
              'x-forwarded-for': nextClientAddress(),
            },
            ...(built.body === undefined ? {} : { body: built.body }),
          };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = stat.count ?? 0;
  }
  return {
    name,
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    statuses,
  };
}

const HEALTH: BenchRequest = { path: '/api/health' };

/**
 * Paced runs a read's p99 at half rate is the median of (decision 0058): always three, never
 * more for a failing one and never fewer for a passing one, so the rule is the same whichever
 * way a run went. The read phase takes them in turn across the reads (decision 0097), so one
 * read's three runs are minutes apart: this machine's pauses come in clusters, and a run right
 * after another may meet the same one.
 */
export const PACED_RUNS = 3;

/** The p99 at half rate judged: the median of the paced runs' p99s (PACED_RUNS of them). */
export function pacedP99Median(p99s: readonly number[]): number {
  if (p99s.length === 0) throw new Error('no paced run');
  return Math.round(medianOf(p99s) ?? 0);
}

/**
 * One measured run and, with a CPU meter, its CPU per request: the server's and its
 * PostgreSQL's together, and PostgreSQL's part, read from /proc before and after (cpu.ts).
 */
export async function measureCost(
  name: string,
  base: string,
  next: () => BenchRequest,
  options: { connections: number; duration: number },
  cpu?: () => Promise<CpuSample>,
): Promise<{ measured: Measured; cpuMs?: number; pgCpuMs?: number }> {
  const before = cpu ? await cpu() : null;
  const measured = await measure(name, base, next, options);
  const after = cpu ? await cpu() : null;
  const requests = measured.requests ?? measured.rps * options.duration;
  if (!before || !after || requests <= 0) return { measured };
  const pgCpuMs = (after.pgMs - before.pgMs) / requests;
  const detail = describePostgresPerRequest(before, after, requests);
  if (detail) console.log(`    ${name}: ${detail}`);
  return { measured, cpuMs: (after.serverMs - before.serverMs) / requests + pgCpuMs, pgCpuMs };
}

/**
 * A warm-up run (not reported), /api/health for half the duration, then the measured run. The
 * scenario's ratio is taken to that health figure rather than to one taken minutes earlier:
 * on a machine shared with other work, health alone moved 10× between the start and the end of
 * one run, while two runs a few seconds apart see much the same machine. With `cpu`, both runs'
 * CPU per request is read too. Its p99 at half rate is taken later, by `pacedRun`.
 */
export async function warmAndMeasure(
  name: string,
  base: string,
  next: () => BenchRequest,
  options: { connections: number; warmup: number; duration: number },
  extra: { cpu?: () => Promise<CpuSample> } = {},
): Promise<Measured> {
  const connections = options.connections;
  await measure(`${name} (warm-up)`, base, next, { connections, duration: options.warmup });
  const health = await measureCost(
    '/api/health',
    base,
    () => HEALTH,
    { connections, duration: Math.max(1, options.duration / 2) },
    extra.cpu,
  );
  const run = await measureCost(
    name,
    base,
    next,
    { connections, duration: options.duration },
    extra.cpu,
  );
  const measured = run.measured;
  measured.healthRps = health.measured.rps;
  if (run.cpuMs !== undefined) measured.cpuMs = run.cpuMs;
  if (health.cpuMs !== undefined) measured.healthCpuMs = health.cpuMs;
  console.log(
    `${describe(measured)} (health just before: ${Math.round(health.measured.rps)} req/s)`,
  );
  return measured;
}

export type PacedRun = { p99: number; slowest: string; senderHeldMs: number };

/** One paced run of a read at half the rate it reached, with the server's pauses meanwhile. */
export async function pacedRun(
  base: string,
  next: () => BenchRequest,
  measured: Measured,
  seconds: number,
): Promise<PacedRun> {
  const pauses = await watchServerPauses(base);
  const pressure = await watchMachinePressure();
  const paced = await pacedP99(base, next, { rate: measured.rps / 2, duration: seconds });
  const machine = describePressure(await pressure.end());
  return {
    ...paced,
    slowest: `${paced.slowest}; the server's ${describePauses(await pauses.end())}${machine ? `; ${machine}` : ''}`,
  };
}

/** A read's p99 at half rate: the median of its paced runs, each run's figure kept beside. */
export function settlePaced(measured: Measured, runs: readonly PacedRun[]): void {
  if (runs.length === 0) return;
  measured.p99AtHalfRate = pacedP99Median(runs.map((r) => r.p99));
  measured.p99AtHalfRateRuns = runs.map(
    (r) => `${r.p99} ms (sender held ${r.senderHeldMs.toFixed(0)} ms)`,
  );
  measured.slowestAtHalfRate = runs.map((r, k) => `run ${k + 1}: ${r.slowest}`).join(' | ');
}

/**
 * The p99 of requests sent at a steady `rate` for `duration` seconds, each at its own time
 * whether or not the ones before it were answered (an open loop: autocannon's own rates send
 * each second's requests in a burst at its start, and correct for coordinated omission with a
 * 1 ms interval, which made its p99 at half the rate worse than at full load). Each latency runs
 * from the moment the request was due to the end of its answer, so a stalled server is not
 * hidden by requests that were never sent. Written on raw kept-alive sockets (`fetch` cost 1
 * to 2 ms of the bench's CPU a request, node:http 0.4 to 0.5: decision 0050, addenda), after a
 * second's warm-up on the same connections, from a worker thread (paced-worker.ts): the
 * bench's own major collections had held its event loop, and so every answer's timing, for up
 * to 50 ms. The requests are built here, in order, and handed over.
 */
export async function pacedP99(
  base: string,
  next: () => BenchRequest,
  options: { rate: number; duration: number },
): Promise<{ p99: number; slowest: string; senderHeldMs: number }> {
  const build = (count: number) => Array.from({ length: Math.max(1, count) }, () => next());
  const job: PacedJob = {
    base,
    rate: options.rate,
    duration: options.duration,
    warmup: build(Math.ceil(options.rate)),
    run: build(Math.floor(options.rate * options.duration)),
  };
  const result = await new Promise<PacedResult>((resolve, reject) => {
    // The bench runs under tsx, whose loader a worker thread does not inherit: the worker
    // registers it, then loads the TypeScript module.
    const script = new URL('./paced-worker.ts', import.meta.url).href;
    const worker = new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`,
      { eval: true, workerData: job },
    );
    worker.once('message', (message: PacedResult) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the paced sender exited with ${code}`));
    });
  });
  const sorted = [...result.latencies].sort((a, b) => a.ms - b.ms);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]?.ms ?? 0;
  const worst = sorted.slice(Math.floor(sorted.length * 0.99));
  const clock = (ms: number) => new Date(result.startedAt + ms).toISOString().slice(11, 23);
  const first = Math.min(...worst.map((l) => l.dueMs));
  const last = Math.max(...worst.map((l) => l.dueMs + l.ms));
  const { nice, note } = result.priority;
  const priority = `at nice ${nice}${note ? ` (not raised: ${note})` : ''}`;
  const sender = `the sender (${priority}) held its event loop up to ${result.loopMaxMs.toFixed(0)} ms, ${result.collections} collections (${result.majorCollections} major, longest ${result.longestCollectionMs.toFixed(0)} ms)`;
  const unserved = result.latencies.filter((l) => !Number.isFinite(l.ms));
  return {
    // Infinity when more than 1 % were not served (paced-sender.ts); the report prints it so.
    p99: Math.round(p99),
    slowest: `${clock(first)} to ${Number.isFinite(last) ? clock(last) : 'unserved'} UTC; ${sender}; ${unservedLine(unserved, result.latencies.length)}`,
    senderHeldMs: result.loopMaxMs,
  };
}

/** How many of a paced run's requests were not served, and how: "3 of 412 not served (503×2, no answer×1)". */
export function unservedLine(unserved: readonly PacedLatency[], of: number): string {
  const counts = new Map<string, number>();
  for (const { status } of unserved) {
    const how = status === 0 ? 'no answer' : String(status);
    counts.set(how, (counts.get(how) ?? 0) + 1);
  }
  const how = [...counts].map(([what, count]) => `${what}×${count}`).join(', ');
  return `${unserved.length} of ${of} not served${how ? ` (${how})` : ''}`;
}

export function describe(m: Measured): string {
  const codes = Object.entries(m.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  const cost = m.cpuMs === undefined ? '' : `, CPU ${m.cpuMs.toFixed(2)} ms/req`;
  const half =
    m.p99AtHalfRate === undefined
      ? ''
      : `, p99 at half rate ${m.p99AtHalfRate} ms (slowest 1 % ${m.slowestAtHalfRate})`;
  return `  ${m.name}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${half}${cost}, errors ${m.errors}${codes ? ` (${codes})` : ''}`;
}
