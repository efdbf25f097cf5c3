import net, { type AddressInfo } from 'node:net';
import { MESSAGES } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

// A request that reaches a closing server on a connection already open (plugins/closing.ts):
// 503 in the API's error shape with Retry-After, as the OpenAPI document says of every 503,
// never Fastify's own `{"error":"Service Unavailable",…}` without one.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a server closing', () => {
  it('answers a request pipelined behind one in progress 503 in the API shape, with Retry-After', async () => {
    const { app } = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString();
    });
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // A body still arriving: the connection is busy when the server starts closing, so it is
    // not one of the idle connections a close ends at once.
    const body = JSON.stringify({ email: 'someone@example.test', password: 'not the password' });
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await pause(200);
    const closed = app.close();
    await pause(200);
    // The rest of that body, and a second request behind it on the same connection.
    socket.write(`${body.slice(5)}GET /api/cases/recent HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await socketClosed;
    await closed;
    const second = answer.slice(answer.indexOf('HTTP/1.1', 1));
    expect(answer.indexOf('HTTP/1.1', 1), answer).toBeGreaterThan(0);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second.toLowerCase()).toContain('\r\nretry-after: 2\r\n');
    expect(second.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(second).toContain(
      JSON.stringify({ error: { code: 'unavailable', message: MESSAGES.serverBusy } }),
    );
  });
});
