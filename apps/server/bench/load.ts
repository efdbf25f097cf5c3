import http from 'node:http';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { CpuSample } from './cpu.js';
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
  /**
   * When the paced run's slowest 1 % were due, in UTC (to set beside PostgreSQL's log), and what
   * the server's event loop and collector did during the run (server-pauses.ts).
   */
  slowestAtHalfRate?: string;
};

/** A random address in 10.0.0.0/8. */
function randomClientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
}

export async function measure(
  name: string,
  base: string,
  next: () => BenchRequest,
  options: { connections: number } & ({ duration: number } | { amount: number }),
): Promise<Measured> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    ...('duration' in options ? { duration: options.duration } : { amount: options.amount }),
    requests: [
      {
        // Each request from its own client address (through TRUST_PROXY, server.ts): the
        // benchmark measures the route, not the per-address limits and near-miss guard that
        // refuse one client walking through numbers (docs/decisions/0014, 0017).
        setupRequest: (request) => {
          const built = next();
          return {
            ...request,
            method: built.method ?? 'GET',
            path: built.path,
            headers: {
              ...request.headers,
              ...built.headers,
              'x-forwarded-for': randomClientAddress(),
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
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    statuses,
  };
}

const HEALTH: BenchRequest = { path: '/api/health' };

/**
 * A warm-up run (not reported), /api/health for half the duration, then the measured run. The
 * scenario's ratio is taken to that health figure rather than to one taken minutes earlier:
 * on a machine shared with other work, health alone moved 10× between the start and the end of
 * one run, while two runs a few seconds apart see much the same machine. With `cpu`, both runs'
 * CPU per request is read too; with `halfRate`, a last run sends the scenario at half the rate
 * it reached, for its p99 (docs/decisions/0050).
 */
export async function warmAndMeasure(
  name: string,
  base: string,
  next: () => BenchRequest,
  options: { connections: number; warmup: number; duration: number },
  extra: { cpu?: () => Promise<CpuSample>; halfRate?: boolean } = {},
): Promise<Measured> {
  const connections = options.connections;
  await measure(`${name} (warm-up)`, base, next, { connections, duration: options.warmup });
  /** One measured run, with its CPU per request when a meter was given. */
  const costOf = async (runName: string, runNext: () => BenchRequest, duration: number) => {
    const before = extra.cpu ? await extra.cpu() : null;
    const measured = await measure(runName, base, runNext, { connections, duration });
    const after = extra.cpu ? await extra.cpu() : null;
    const requests = measured.rps * duration;
    const cost =
      before && after && requests > 0
        ? (after.serverMs - before.serverMs + after.pgMs - before.pgMs) / requests
        : undefined;
    return { measured, cost };
  };
  const health = await costOf('/api/health', () => HEALTH, Math.max(1, options.duration / 2));
  const run = await costOf(name, next, options.duration);
  const measured = run.measured;
  measured.healthRps = health.measured.rps;
  if (run.cost !== undefined) measured.cpuMs = run.cost;
  if (health.cost !== undefined) measured.healthCpuMs = health.cost;
  if (extra.halfRate && measured.rps > 1) {
    // A second's warm-up first, on the same connections: the client opens them at the pace it
    // needs them, before the measured run starts.
    const agent = pacedAgent();
    try {
      await pacedP99(base, next, { rate: measured.rps / 2, duration: 1, agent });
      const pauses = await watchServerPauses(base);
      const paced = await pacedP99(base, next, {
        rate: measured.rps / 2,
        duration: Math.max(1, options.duration / 2),
        agent,
      });
      measured.p99AtHalfRate = paced.p99;
      measured.slowestAtHalfRate = `${paced.slowest}; ${describePauses(await pauses.end())}`;
    } finally {
      agent.destroy();
    }
  }
  console.log(
    `${describe(measured)} (health just before: ${Math.round(health.measured.rps)} req/s)`,
  );
  return measured;
}

/**
 * The p99 of requests sent at a steady `rate` for `duration` seconds, each at its own time
 * whether or not the ones before it were answered (an open loop: autocannon's own rates send
 * each second's requests in a burst at its start, and correct for coordinated omission with a
 * 1 ms interval, which made its p99 at half the rate worse than at full load). Each latency runs
 * from the moment the request was due to the end of its answer, so a stalled server is not
 * hidden by requests that were never sent. Sent with node:http on kept-alive connections:
 * `fetch` cost the bench 1 to 2 ms of its own CPU a request, as much as the server and
 * PostgreSQL together, so on this 2-core machine "half the rate" with fetch was a machine near
 * full, and its p99 the queue again (decision 0050, addendum).
 */
export async function pacedP99(
  base: string,
  next: () => BenchRequest,
  options: PacedOptions,
): Promise<{ p99: number; slowest: string }> {
  const startedAt = Date.now();
  // The sender's own pauses count in every latency it measures: its event loop's longest
  // delay and its collections over the run are reported beside the server's.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const collections: { kind: string; ms: number }[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      collections.push({
        kind: kind === constants.NODE_PERFORMANCE_GC_MAJOR ? 'major' : 'other',
        ms: entry.duration,
      });
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  loop.enable();
  const { latencies } = await pacedRun(base, next, options).finally(() => {
    loop.disable();
    gc.disconnect();
  });
  const major = collections.filter((c) => c.kind === 'major');
  const sender = `the sender's event loop held up to ${(loop.max / 1e6).toFixed(0)} ms, its GC ${collections.length} (${major.length} major, longest ${Math.max(0, ...collections.map((c) => c.ms)).toFixed(0)} ms)`;
  const sorted = [...latencies].sort((a, b) => a.ms - b.ms);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]?.ms ?? 0;
  const worst = sorted.slice(Math.floor(sorted.length * 0.99));
  const clock = (ms: number) => new Date(startedAt + ms).toISOString().slice(11, 23);
  const first = Math.min(...worst.map((l) => l.dueMs));
  const last = Math.max(...worst.map((l) => l.dueMs + l.ms));
  return { p99: Math.round(p99), slowest: `${clock(first)} to ${clock(last)} UTC; ${sender}` };
}

/**
 * Each request of a paced run: when it was due (ms from the start), how long it took from then,
 * and how late the sender itself sent it (its own pauses: a collection, the machine's other work).
 */
export type PacedLatency = { dueMs: number; ms: number; lateMs: number };

/**
 * Kept-alive connections for paced runs. A warm-up and the run it warms share one: a run that
 * opened its connections as it went had its slowest 1 % in its first 0.1 s.
 */
export const pacedAgent = () => new http.Agent({ keepAlive: true, maxSockets: 256 });

type PacedOptions = { rate: number; duration: number; agent?: http.Agent };

/**
 * The paced, open-loop run behind pacedP99, with every request's latency (for bench:probe), on
 * `options.agent`'s connections when given (left open), else on its own.
 */
export async function pacedRun(
  base: string,
  next: () => BenchRequest,
  options: PacedOptions,
): Promise<{ latencies: PacedLatency[] }> {
  const interval = 1000 / options.rate;
  const total = Math.max(1, Math.floor(options.rate * options.duration));
  const latencies: PacedLatency[] = [];
  const pending: Promise<void>[] = [];
  const { hostname, port } = new URL(base);
  const agent = options.agent ?? pacedAgent();
  const start = performance.now();
  try {
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const built = next();
      const lateMs = performance.now() - due;
      const done = (ms: number) => void latencies.push({ dueMs: due - start, ms, lateMs });
      pending.push(
        send(agent, { hostname, port }, built).then(
          () => done(performance.now() - due),
          () => done(Number.POSITIVE_INFINITY),
        ),
      );
    }
    await Promise.all(pending);
  } finally {
    if (!options.agent) agent.destroy();
  }
  return { latencies };
}

/** One request on `agent`, its answer read to the end (its status is the 50-connection run's to judge). */
function send(
  agent: http.Agent,
  target: { hostname: string; port: string },
  built: BenchRequest,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: built.path,
        method: built.method ?? 'GET',
        headers: { ...built.headers, 'x-forwarded-for': randomClientAddress() },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve());
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(built.body);
  });
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
