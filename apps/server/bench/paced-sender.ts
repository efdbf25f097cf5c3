import http from 'node:http';
import type { BenchRequest } from './load.js';

// The open-loop paced sender behind the bench's "p99 at half rate" (decision 0050) and
// bench:probe's paced runs. The bench runs it in a worker thread (paced-worker.ts), away from
// its own heap.

/** A random address in 10.0.0.0/8. */
export function randomClientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
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

export type PacedOptions = { rate: number; duration: number; agent?: http.Agent };

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
