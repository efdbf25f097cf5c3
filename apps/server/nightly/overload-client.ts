import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { randomSlash48Address } from './clients.js';

// The overload test's clients, in a process of their own at the lowest priority (the parent
// sets it): 1,500 connections stand in for machines elsewhere, so their own CPU on this shared
// machine should not be what delays the server's answers. Each request comes from a /48 of its
// own, as a botnet's would (issue 37). The summary goes back to the parent.

export type OverloadInput = {
  url: string;
  connections: number;
  seconds: number;
  timeoutS: number;
  paths: string[];
};
export type OverloadSummary = {
  total: number;
  average: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  shed: number;
  shedWithoutRetryAfter: number;
  /** When each time-out fired, in whole seconds from the storm's start: { second: count }. */
  timeoutsBySecond: Record<string, number>;
  /** This process's own event-loop delay: how long it went without running (a starved crowd). */
  ownDelayMaxMs: number;
  ownDelayP99Ms: number;
};

const input = await new Promise<OverloadInput>((resolve) =>
  process.once('message', (m) => resolve(m as OverloadInput)),
);
let turn = 0;
let shed = 0;
let shedWithoutRetryAfter = 0;
const timeoutsBySecond: Record<string, number> = {};
const ownDelay = monitorEventLoopDelay({ resolution: 20 });
ownDelay.enable();
const started = performance.now();
// autocannon's instance is both its event emitter and (with no callback) a promise of the result.
const run = autocannon({
  url: input.url,
  connections: input.connections,
  duration: input.seconds,
  timeout: input.timeoutS,
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        path: input.paths[turn++ % input.paths.length] ?? '/',
        headers: { ...request.headers, 'x-forwarded-for': randomSlash48Address() },
      }),
      onResponse: (status, _body, _context, headers) => {
        if (status !== 503) return;
        shed += 1;
        const names = Object.keys(headers ?? {}).map((h) => h.toLowerCase());
        if (!names.includes('retry-after')) shedWithoutRetryAfter += 1;
      },
    },
  ],
}) as unknown as autocannon.Instance & Promise<autocannon.Result>;
run.on('reqError', (error: Error) => {
  if (error.message !== 'request timed out') return;
  const second = String(Math.floor((performance.now() - started) / 1000));
  timeoutsBySecond[second] = (timeoutsBySecond[second] ?? 0) + 1;
});
const result = await run;
ownDelay.disable();
process.send?.({
  total: result.requests.total,
  average: result.requests.average,
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
  ),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors,
  timeouts: result.timeouts,
  shed,
  shedWithoutRetryAfter,
  timeoutsBySecond,
  ownDelayMaxMs: Math.round(ownDelay.max / 1e6),
  ownDelayP99Ms: Math.round(ownDelay.percentile(99) / 1e6),
} satisfies OverloadSummary);
