import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenWithAcceptors } from './accept-listeners.js';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appAnswering() {
  const app = Fastify();
  app.get('/', async () => ({ ok: true }));
  apps.push(app);
  return app;
}

const openSocket = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });

const askOver = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('{"ok":true}')) resolve(text);
    });
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
  });

describe('listening on more than one socket (docs/decisions/0067)', () => {
  it('answers connections accepted by every socket, and the extra sockets take their share', async () => {
    const app = await appAnswering();
    const warnings: string[] = [];
    const acceptors = await listenWithAcceptors(
      app,
      { port: 0, host: '127.0.0.1', backlog: 511, extra: 7 },
      (message) => warnings.push(message),
    );
    let ownAccepts = 0;
    app.server.on('connection', () => {
      ownAccepts += 1;
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const sockets = await Promise.all(Array.from({ length: 64 }, () => openSocket(port)));
    const answers = await Promise.all(sockets.map(askOver));
    expect(answers.every((text) => text.startsWith('HTTP/1.1 200'))).toBe(true);
    expect(warnings).toEqual([]);
    // Every connection reaches the HTTP server, and the kernel spread them over the 8 sockets
    // (that the HTTP server's own accepted all 64 has a chance of 1 in 8^64).
    expect(ownAccepts).toBe(64);
    expect(acceptors.acceptedByExtras()).toBeGreaterThan(0);
    for (const socket of sockets) socket.destroy();
    await acceptors.close();
  });

  it('refuses a port another server already listens on, as a single socket did', async () => {
    const first = await appAnswering();
    const acceptors = await listenWithAcceptors(
      first,
      { port: 0, host: '127.0.0.1', backlog: 511, extra: 3 },
      () => undefined,
    );
    const address = first.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const second = await appAnswering();
    await expect(
      listenWithAcceptors(second, { port, host: '127.0.0.1', backlog: 511, extra: 3 }, () => {
        throw new Error('no warning expected');
      }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await acceptors.close();
  });
});
