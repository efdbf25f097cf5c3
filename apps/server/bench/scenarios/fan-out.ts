import http from 'node:http';
import type { BenchThread } from './writes.js';

// Live chat fan-out: `streams` event streams open at once, and one message's way to the streams
// of its thread. Since issue 22 an account holds at most 5 event streams (decision 0038), so
// the thread's two parties hold 5 each, as if each had many tabs open, and the other streams
// are one each of other threads' members: every message is still matched against every open
// stream of the process. Measured: from sending the message until the last of its thread's 10
// streams has it. Streams are plain HTTP/1.1 connections, one socket each, as browsers hold them.

/** Streams one account may hold (decision 0038). */
const PER_ACCOUNT = 5;

export type FanOutResult = {
  /** Streams open in all. */
  streams: number;
  /** Of those, the fan-out thread's: the ones timed. */
  threadStreams: number;
  /** Per repetition, ms from the send until the last stream received the message. */
  times: number[];
  p50: number;
  max: number;
};

type Stream = { close(): void; onMessage(listener: () => void): void };

function openStream(base: string, thread: BenchThread, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/threads/${thread.id}/events`,
      { agent: false, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`event stream answered ${response.statusCode}`));
          return;
        }
        let listener: () => void = () => {};
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.split('\n').includes('event: message')) listener();
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({
          close: () => request.destroy(),
          onMessage: (next) => {
            listener = next;
          },
        });
      },
    );
    request.on('error', reject);
  });
}

async function send(base: string, thread: BenchThread, sender: string, n: number): Promise<void> {
  const response = await fetch(`${base}/api/threads/${thread.id}/messages`, {
    method: 'POST',
    headers: { cookie: sender, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ text: `Fan-out message ${n}` }),
  });
  if (response.status !== 201) {
    throw new Error(`sending answered ${response.status}: ${await response.text()}`);
  }
}

export async function measureFanOut(
  base: string,
  thread: BenchThread,
  others: readonly BenchThread[],
  options: { streams: number; repetitions: number },
): Promise<FanOutResult> {
  const timed: Stream[] = [];
  const all: Stream[] = [];
  try {
    for (const cookie of [thread.owner.cookie, thread.responder.cookie]) {
      for (let k = 0; k < PER_ACCOUNT; k++) timed.push(await openStream(base, thread, cookie));
    }
    all.push(...timed);
    // The rest, a few at a time: the point is the fan-out, not a connection storm.
    const rest = others.slice(0, Math.max(0, options.streams - timed.length));
    for (let k = 0; k < rest.length; k += 20) {
      const batch = rest
        .slice(k, k + 20)
        .map((other) => openStream(base, other, other.responder.cookie));
      all.push(...(await Promise.all(batch)));
    }
    const streams = timed;
    const times: number[] = [];
    for (let n = 0; n < options.repetitions; n++) {
      let waiting = streams.length;
      let lastAt = 0;
      const allHaveIt = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${waiting} streams never received message ${n}`)),
          10_000,
        );
        for (const stream of streams) {
          let seen = false;
          stream.onMessage(() => {
            if (seen) return;
            seen = true;
            lastAt = performance.now();
            if (--waiting === 0) {
              clearTimeout(timer);
              resolve();
            }
          });
        }
      });
      // The parties take turns, so the 10-message allowance never runs out (decision 0016).
      const sender = n % 2 === 0 ? thread.owner.cookie : thread.responder.cookie;
      const started = performance.now();
      await send(base, thread, sender, n);
      await allHaveIt;
      times.push(lastAt - started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      streams: all.length,
      threadStreams: timed.length,
      times,
      p50: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
      max: sorted.at(-1) ?? 0,
    };
  } finally {
    for (const stream of all) stream.close();
  }
}
