import net, { type AddressInfo } from 'node:net';
import { TRANSPORT_MESSAGES } from '@forewarn/domain';
import type { ConnectionError } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { clientErrorResponse } from './client-errors.js';

// Requests Node's parser refuses before Fastify sees a request (plugins/client-errors.ts): the
// answer is the API's error shape, never Fastify's `{"error":"Bad Request",…}`, and the
// connection is closed.

const { app } = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
afterAll(() => app.close());

/** Writes `raw` on a connection of its own and reads everything until the server closes it. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString('utf8');
    });
    // The server destroys the socket with unread bytes behind it: a reset after the answer.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
    socket.on('close', () => resolve(answer));
    socket.once('connect', () => socket.write(raw, 'latin1'));
  });
}

function parsed(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

const badInput = { error: { code: 'invalid_input', message: TRANSPORT_MESSAGES.badInput } };

describe('a request the parser cannot read', () => {
  it('with headers past the limit is 431 in the API shape, and the connection closes', async () => {
    const cookie = `a=${'x'.repeat(20 * 1024)}`;
    const answer = parsed(
      await exchange(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.connection).toBe('close');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'too_large', message: TRANSPORT_MESSAGES.headersTooLarge },
    });
  });

  it.each([
    [
      'both Transfer-Encoding and Content-Length',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
    ],
    [
      'a bad chunk size',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n',
    ],
    [
      'a negative Content-Length',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n',
    ],
    ['a NUL in the path', 'GET /api/he\0alth HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a NUL in a header', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-A: a\0b\r\n\r\n'],
    ['an unknown method', 'FOO /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ])('with %s is 400 in the API shape', async (_name, raw) => {
    const answer = parsed(await exchange(raw));
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual(badInput);
  });
});

describe('a request that takes past requestTimeout to arrive', () => {
  // Five minutes of waiting in a test: the answer is built for Node's error code instead.
  it('is 408 in the API shape, as Fastify would say it', () => {
    const timeout = Object.assign(new Error('timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    }) as ConnectionError;
    const answer = parsed(clientErrorResponse(timeout));
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'request_timeout', message: TRANSPORT_MESSAGES.requestTooSlow },
    });
  });
});
