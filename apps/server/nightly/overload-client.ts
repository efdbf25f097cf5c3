import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Connection } from '../bench/paced-sender.js';
import { percentile, randomSlash48Address } from './clients.js';

// The overload test's clients, in a process of their own at the lowest priority (the parent
// sets it): 1,500 connections stand in for machines elsewhere, so their own CPU on this shared
// machine should not be what delays the server's answers. Each request comes from a /48 of its
// own, as a botnet's would (issue 37). The summary goes back to the parent.
//
// Each connection sends a request as soon as the last is answered, on raw sockets (the bench's
// paced sender's, decision 0050). A `Connection: close` (a shed visitor's, decision 0067) is
// honoured as a browser would: the next request opens a new connection, and its time counts
// from before the connect, so a wait in the server's accept queue is part of it. A request
// unanswered after `timeoutS` counts as a time-out and its connection is dropped. autocannon
// did this before; it mismeasures once the server closes connections (it writes the next
// request on the closing one and pairs the answers up wrongly).

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
  /** Connections opened, the first ones included (more than `connections`: the closed ones). */
  connectionsOpened: number;
};

const input = await new Promise<OverloadInput>((resolve) =>
  process.once('message', (m) => resolve(m as OverloadInput)),
);
const { hostname, port, host } = new URL(input.url);
const ownDelay = monitorEventLoopDelay({ resolution: 20 });
ownDelay.enable();
const started = performance.now();
const ends = started + input.seconds * 1000;
// The parent counts its members' answers from here on: before it, there is no storm.
process.send?.({ started: true });
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const timeoutsBySecond: Record<string, number> = {};
let turn = 0;
let errors = 0;
let timeouts = 0;
let shed = 0;
let shedWithoutRetryAfter = 0;
let connectionsOpened = 0;

async function oneClient(): Promise<void> {
  let connection: Connection | undefined;
  while (performance.now() < ends) {
    if (!connection || connection.closed) {
      connection = new Connection(hostname, Number(port));
      connectionsOpened += 1;
    }
    const path = input.paths[turn++ % input.paths.length] ?? '/';
    const sent = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), input.timeoutS * 1000);
    });
    try {
      const answer = await Promise.race([
        connection.send(
          Buffer.from(
            `GET ${path} HTTP/1.1\r\nhost: ${host}\r\nx-forwarded-for: ${randomSlash48Address()}\r\n\r\n`,
            'latin1',
          ),
        ),
        timedOut,
      ]);
      if (answer === 'timeout') {
        timeouts += 1;
        errors += 1;
        const second = String(Math.floor((performance.now() - started) / 1000));
        timeoutsBySecond[second] = (timeoutsBySecond[second] ?? 0) + 1;
        connection.socket.destroy();
        continue;
      }
      latencies.push(performance.now() - sent);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 503) {
        shed += 1;
        if (!/\r\nretry-after:/.test(answer.head)) shedWithoutRetryAfter += 1;
      }
    } catch {
      // Closed under the request (not after an answer): a real client sees an error.
      errors += 1;
    } finally {
      clearTimeout(timer);
    }
  }
  connection?.socket.destroy();
}

await Promise.all(Array.from({ length: input.connections }, () => oneClient()));
ownDelay.disable();
const elapsedS = (performance.now() - started) / 1000;
process.send?.({
  total: latencies.length,
  average: latencies.length / elapsedS,
  statuses,
  p50: Math.round(percentile(latencies, 50)),
  p99: Math.round(percentile(latencies, 99)),
  max: Math.round(latencies.reduce((most, ms) => Math.max(most, ms), 0)),
  errors,
  timeouts,
  shed,
  shedWithoutRetryAfter,
  timeoutsBySecond,
  ownDelayMaxMs: Math.round(ownDelay.max / 1e6),
  ownDelayP99Ms: Math.round(ownDelay.percentile(99) / 1e6),
  connectionsOpened,
} satisfies OverloadSummary);
