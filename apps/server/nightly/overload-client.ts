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
};

const input = await new Promise<OverloadInput>((resolve) =>
  process.once('message', (m) => resolve(m as OverloadInput)),
);
let turn = 0;
let shed = 0;
let shedWithoutRetryAfter = 0;
const result = await autocannon({
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
});
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
} satisfies OverloadSummary);
