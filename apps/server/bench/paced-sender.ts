import net from 'node:net';
import { isMainThread } from 'node:worker_threads';
import type { BenchRequest } from './load.js';

// The open-loop paced sender behind the bench's "p99 at half rate" (decision 0050) and
// bench:probe's paced runs. The bench runs it in a worker thread (paced-worker.ts), away from
// its own heap.
//
// It writes each request's bytes on a kept-alive socket and reads only as much of the answer
// as it takes to know where it ends (decision 0050, fifth addendum). The sender shares the
// machine's two cores with the server and PostgreSQL: node:http cost 0.8 to 1.0 ms of CPU a
// request (undici the same), so at "half rate" the sender alone kept half a core busy, and
// the stalls that remained were queueing on a nearly busy machine, health's included.

/** How many /24s of 10.0.0.0/8 one thread's sequence walks through before it comes round. */
export const NETWORKS_PER_THREAD = 2 ** 15;

/**
 * Client addresses in 10.0.0.0/8, each in the /24 after the last one's, so no two requests sent
 * within 32,768 of each other share a /24: the server's per-client guard counts an address with
 * its /24 (decision 0066), and random addresses sometimes shared one while both were in flight,
 * so a busy twin shed them as one client (decision 0141). The main thread walks 10.0-127, worker
 * threads (paced-worker.ts) 10.128-255; each starts at a random place, so one run's addresses
 * are not the next run's, and the fourth octet moves on once per lap.
 */
export function clientAddressSequence(
  half: 0 | 1,
  start = Math.floor(Math.random() * NETWORKS_PER_THREAD * 256),
): () => string {
  let n = start;
  return () => {
    const network = n % NETWORKS_PER_THREAD;
    const lap = Math.floor(n / NETWORKS_PER_THREAD) % 256;
    n = (n + 1) % (NETWORKS_PER_THREAD * 256);
    return `10.${half * 128 + (network >> 8)}.${network & 255}.${lap}`;
  };
}

/** This thread's next client address (clientAddressSequence). */
export const nextClientAddress = clientAddressSequence(isMainThread ? 0 : 1);

/**
 * Each request of a paced run: when it was due (ms from the start), how long it took from then,
 * and how late the sender itself sent it (its own pauses: a collection, the machine's other work).
 * A request that was not served (no answer, or a 4xx or 5xx: a shed 503 comes back fast) took
 * Infinity: a fast refusal must not pull the p99 down (2026-11-30, decision 0113). `status` is
 * the answer's HTTP status, 0 when none came, so a run that reads Infinity says why.
 */
export type PacedLatency = { dueMs: number; ms: number; lateMs: number; status: number };

/** The request as bytes on the wire, from a client address of its own. */
export function requestBytes(host: string, built: BenchRequest): Buffer {
  const body =
    built.body === undefined
      ? undefined
      : Buffer.isBuffer(built.body)
        ? built.body
        : Buffer.from(built.body);
  let head = `${built.method ?? 'GET'} ${built.path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(built.headers ?? {})) {
    if (name.toLowerCase() !== 'content-length') head += `${name}: ${value}\r\n`;
  }
  head += `x-forwarded-for: ${nextClientAddress()}\r\n`;
  if (body) head += `content-length: ${body.length}\r\n`;
  head += '\r\n';
  const bytes = Buffer.from(head, 'latin1');
  return body ? Buffer.concat([bytes, body]) : bytes;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

/** An answer's status and its head (the status line and headers, lower-cased). */
export type AnswerHead = { status: number; head: string };

/** One kept-alive connection: one request at a time, its answer read to its end. */
export class Connection {
  readonly socket: net.Socket;
  closed = false;
  private received: Buffer = Buffer.alloc(0);
  private waiting: {
    resolve: (answer: AnswerHead) => void;
    reject: (error: Error) => void;
  } | null = null;
  /** Where the body starts and how long it is (-1: chunked), once the head has arrived. */
  private body: { start: number; length: number; close: boolean; answer: AnswerHead } | null = null;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (data) => this.onData(data));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  send(bytes: Buffer): Promise<AnswerHead> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(bytes);
    });
  }

  private fail(error: Error) {
    this.closed = true;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }

  private onData(data: Buffer) {
    this.received = this.received.length === 0 ? data : Buffer.concat([this.received, data]);
    if (!this.body) {
      const end = this.received.indexOf(HEAD_END);
      if (end < 0) return;
      const head = this.received.toString('latin1', 0, end).toLowerCase();
      const length = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
      const chunked = /\r\ntransfer-encoding: *chunked/.test(head);
      const status = Number(head.slice(9, 12));
      const bodiless = status === 204 || status === 304 || (status >= 100 && status < 200);
      this.body = {
        start: end + HEAD_END.length,
        length: bodiless ? 0 : chunked ? -1 : Number(length ?? 0),
        close: /\r\nconnection: *close/.test(head),
        answer: { status, head },
      };
    }
    const { start, length, close, answer } = this.body;
    // A JSON answer has a Content-Length; a chunked one ends with the empty last chunk (this
    // sender's requests get no trailers).
    const complete =
      length < 0
        ? this.received.length - start >= LAST_CHUNK.length &&
          this.received.subarray(-LAST_CHUNK.length).equals(LAST_CHUNK)
        : this.received.length - start >= length;
    if (!complete) return;
    this.received = Buffer.alloc(0);
    this.body = null;
    if (close) {
      this.closed = true;
      this.socket.destroy();
    }
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(answer);
  }
}

/**
 * Kept-alive connections for paced runs, opened as needed and reused. A warm-up and the run it
 * warms share them: a run that opened its connections as it went had its slowest 1 % in its
 * first 0.1 s.
 */
export class PacedConnections {
  private readonly idle: Connection[] = [];
  private readonly open = new Set<Connection>();
  readonly host: string;

  constructor(
    private readonly hostname: string,
    private readonly port: number,
  ) {
    this.host = `${hostname}:${port}`;
  }

  static to(base: string): PacedConnections {
    const { hostname, port } = new URL(base);
    return new PacedConnections(hostname, Number(port));
  }

  async send(bytes: Buffer): Promise<AnswerHead> {
    let connection = this.idle.pop();
    while (connection?.closed) connection = this.idle.pop();
    if (!connection) {
      connection = new Connection(this.hostname, this.port);
      this.open.add(connection);
    }
    try {
      return await connection.send(bytes);
    } finally {
      if (connection.closed) this.open.delete(connection);
      else this.idle.push(connection);
    }
  }

  destroy(): void {
    for (const connection of this.open) connection.socket.destroy();
    this.open.clear();
    this.idle.length = 0;
  }
}

export type PacedOptions = { rate: number; duration: number; connections?: PacedConnections };

/**
 * The paced, open-loop run behind pacedP99, with every request's latency (for bench:probe), on
 * `options.connections` when given (left open), else on its own.
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
  const connections = options.connections ?? PacedConnections.to(base);
  const start = performance.now();
  try {
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const bytes = requestBytes(connections.host, next());
      const lateMs = performance.now() - due;
      const done = (ms: number, status: number) =>
        void latencies.push({ dueMs: due - start, ms, lateMs, status });
      pending.push(
        connections.send(bytes).then(
          (answer) =>
            done(
              answer.status >= 400 ? Number.POSITIVE_INFINITY : performance.now() - due,
              answer.status,
            ),
          () => done(Number.POSITIVE_INFINITY, 0),
        ),
      );
    }
    await Promise.all(pending);
  } finally {
    if (!options.connections) connections.destroy();
  }
  return { latencies };
}
