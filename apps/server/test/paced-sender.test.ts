import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { unservedLine } from '../bench/load.js';
import {
  clientAddressSequence,
  NETWORKS_PER_THREAD,
  PacedConnections,
  pacedRun,
  requestBytes,
} from '../bench/paced-sender.js';

// The bench's paced sender writes requests and reads answers on raw sockets (decision 0050,
// fifth addendum): an answer it misreads would time the wrong thing, or hang the run.

const seen: { method: string; url: string; forwardedFor: string; body: string }[] = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      forwardedFor: String(request.headers['x-forwarded-for']),
      body,
    });
    if (request.url === '/chunked') {
      response.write('{"part":1,');
      setTimeout(() => response.end('"part2":"0\\r\\n"}'), 5);
    } else if (request.url === '/not-modified') {
      response.writeHead(304).end();
    } else if (request.url === '/shed') {
      response
        .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
        .end('{"error":"busy"}');
    } else if (request.url === '/close') {
      response.writeHead(200, { connection: 'close' }).end('bye');
    } else {
      const json = JSON.stringify({ ok: true, padding: 'x'.repeat(70_000) });
      response.writeHead(200, { 'content-type': 'application/json' }).end(json);
    }
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the paced sender', () => {
  it('writes the request as HTTP/1.1 from an address of its own, body and length included', () => {
    const bytes = requestBytes('h:1', {
      method: 'POST',
      path: '/api/x?y=1',
      headers: { cookie: 'a=b', 'Content-Length': '999' },
      body: '{"é":1}',
    }).toString('utf8');
    expect(bytes).toMatch(
      /^POST \/api\/x\?y=1 HTTP\/1\.1\r\nhost: h:1\r\ncookie: a=b\r\nx-forwarded-for: 10\.\d+\.\d+\.\d+\r\ncontent-length: 8\r\n\r\n\{"é":1\}$/,
    );
  });

  it('reads every kind of answer to its end and reuses the connections', async () => {
    const paths = ['/json', '/chunked', '/not-modified', '/close'];
    let i = 0;
    const connections = PacedConnections.to(base);
    const { latencies } = await pacedRun(
      base,
      () => ({ path: paths[i++ % paths.length] as string }),
      { rate: 400, duration: 0.2, connections },
    );
    connections.destroy();
    expect(latencies).toHaveLength(80);
    expect(latencies.every((l) => Number.isFinite(l.ms))).toBe(true);
    expect(seen.filter((s) => s.url === '/chunked')).toHaveLength(20);
    const networks = seen.map((s) => s.forwardedFor.split('.').slice(0, 3).join('.'));
    expect(new Set(networks).size).toBe(80);
  });

  it('sends a POST body the server reads whole', async () => {
    seen.length = 0;
    await pacedRun(base, () => ({ method: 'POST', path: '/json', body: 'x'.repeat(100_000) }), {
      rate: 100,
      duration: 0.05,
    });
    expect(seen.map((s) => [s.method, s.body.length])).toEqual([
      ['POST', 100_000],
      ['POST', 100_000],
      ['POST', 100_000],
      ['POST', 100_000],
      ['POST', 100_000],
    ]);
  });

  it('counts a fast refusal (a shed 503) as a request not served, so it cannot lower the p99', async () => {
    let i = 0;
    const { latencies } = await pacedRun(
      base,
      () => ({ path: i++ % 2 === 0 ? '/json' : '/shed' }),
      { rate: 200, duration: 0.05 },
    );
    // In the order sent (dueMs): answers arrive in any order, a refusal often before the
    // answer sent just ahead of it.
    const inOrderSent = latencies.toSorted((a, b) => a.dueMs - b.dueMs);
    expect(inOrderSent.map((l) => Number.isFinite(l.ms))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    // Each keeps its status, so a run that reads Infinity says why (load.ts, unservedLine).
    expect(inOrderSent.map((l) => l.status)).toEqual([
      200, 503, 200, 503, 200, 503, 200, 503, 200, 503,
    ]);
    expect(
      unservedLine(
        inOrderSent.filter((l) => !Number.isFinite(l.ms)),
        10,
      ),
    ).toBe('5 of 10 not served (503×5)');
  });

  it('counts a refused connection as an answer that never came, not a hang', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { latencies } = await pacedRun(`http://127.0.0.1:${port}`, () => ({ path: '/' }), {
      rate: 100,
      duration: 0.03,
    });
    expect(latencies.map((l) => l.ms)).toEqual([Infinity, Infinity, Infinity]);
    expect(unservedLine(latencies, 3)).toBe('3 of 3 not served (no answer×3)');
  });
});

// A busy server sheds a second request from a client (an address or its /24) with one in flight
// (decision 0066); the bench's clients must never be one (decision 0141).
describe('client addresses', () => {
  const network = (address: string) => address.split('.').slice(0, 3).join('.');

  it('walks every /24 of its half before one comes round, from wherever it starts', () => {
    for (const start of [0, 12_345, NETWORKS_PER_THREAD * 256 - 7]) {
      const next = clientAddressSequence(0, start);
      const addresses = Array.from({ length: NETWORKS_PER_THREAD }, next);
      expect(new Set(addresses.map(network)).size).toBe(NETWORKS_PER_THREAD);
      expect(network(next())).toBe(network(addresses[0] as string));
      expect(addresses.every((a) => /^10\.(\d+)\./.test(a) && Number(a.split('.')[1]) < 128)).toBe(
        true,
      );
    }
  });

  it('gives worker threads the other half, and a new host on each lap', () => {
    const main = clientAddressSequence(0, 0);
    const worker = clientAddressSequence(1, 0);
    expect(main()).toBe('10.0.0.0');
    expect(worker()).toBe('10.128.0.0');
    const lapped = clientAddressSequence(1, NETWORKS_PER_THREAD);
    expect(lapped()).toBe('10.128.0.1');
    const last = clientAddressSequence(1, NETWORKS_PER_THREAD * 256 - 1);
    expect(last()).toBe('10.255.255.255');
    expect(last()).toBe('10.128.0.0');
  });
});
