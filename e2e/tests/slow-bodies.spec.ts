import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { connect, type Database } from '../../apps/server/src/db/client';
import { makeUser } from '../../apps/server/test/factories';
import { QUIET_WAIT_MS, untilTheMachineIsQuiet } from '../support/quiet-machine';

// Slow request bodies (issue 22, decision 0030), against the built server over real sockets.
// A server of its own (the built dist/main.js, on the suite's database) with short deadlines,
// so the test takes seconds: a JSON body must arrive within 2 s, an upload must bring 1 KiB a
// second. The attackers connect from other loopback addresses (127.0.0.2, 127.0.0.3: Linux
// routes all of 127/8 to this machine), the bystander from 127.0.0.1.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const CONNECTIONS_PER_ADDRESS = 16;

let child: ChildProcess;
let port = 0;
let dataDir = '';
let database: Database;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Starting a server on a machine shared with other test runs can take a while; and these
  // deadlines of a second or two are not shared with CI's smoke bench (support/quiet-machine.ts).
  test.setTimeout(120_000 + QUIET_WAIT_MS);
  await untilTheMachineIsQuiet();
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('E2E_DATABASE_URL is not set: run through playwright.config.ts');
  database = connect(databaseUrl, 'external');
  dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-slow-bodies-'));
  await chmod(dataDir, 0o755);
  port = await freePort();
  child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // The suite's database is reached as its superuser (docs/decisions/0035).
      ALLOW_SUPERUSER: '1',
      // The suite's own server runs the jobs: this one, with a DATA_DIR of its own, would take
      // some (another test's alert mail) and write their results where that test never looks.
      RUN_JOBS: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      BODY_DEADLINE_MS: '2000',
      UPLOAD_RATE_WINDOW_MS: '1000',
      UPLOAD_MIN_BYTES_PER_WINDOW: '1024',
      CONNECTIONS_PER_ADDRESS: String(CONNECTIONS_PER_ADDRESS),
      SEARCH_RATE_LIMIT_PER_MINUTE: '6000',
      SEARCH_DAILY_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server not up:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type SlowClient = {
  /** Everything the server sent, once it closed the connection (or the test gave up). */
  answer: Promise<string>;
  stop: () => void;
};

/**
 * Sends the head of a request with a body whose length it announces, then a byte of that body
 * every 200 ms, never finishing, until the server closes the connection.
 */
function slowBody(options: {
  localAddress: string;
  path: string;
  contentType: string;
  head?: string;
}): SlowClient {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: options.localAddress });
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write(
      `POST ${options.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: ${options.contentType}\r\nContent-Length: 100000\r\n\r\n${options.head ?? ''}`,
      'latin1',
    );
    timer = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, 200);
  });
  const answer = new Promise<string>((resolve) => {
    socket.once('close', () => {
      clearInterval(timer);
      resolve(received);
    });
  });
  return {
    answer,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

const status = (answer: string) => answer.split(' ')[1];

test('128 slow JSON bodies leave a bystander search and log-in working, and are answered 408', async () => {
  test.setTimeout(30_000);
  const user = await makeUser(database.db);
  const slow = Array.from({ length: 128 }, () =>
    slowBody({
      localAddress: '127.0.0.1',
      path: '/api/auth/login',
      contentType: 'application/json',
    }),
  );
  try {
    // Every slow request is in by now, its body trickling.
    await new Promise((r) => setTimeout(r, 600));
    const base = `http://127.0.0.1:${port}`;
    const search = await fetch(`${base}/api/cases/search?q=0412345678`);
    expect(search.status).toBe(200);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(200);
    // Past their 2 s, every slow body is answered 408 and its connection closed.
    const answers = await Promise.all(slow.map((client) => client.answer));
    expect(answers.map(status)).toEqual(answers.map(() => '408'));
    expect(answers[0]).toMatch(/connection: close/i);
    expect(answers[0]).toContain('Your request took too long to arrive. Please try again.');
  } finally {
    for (const client of slow) client.stop();
  }
});

test('stalled uploads from one address neither hold every upload slot nor keep theirs', async () => {
  test.setTimeout(30_000);
  const boundary = 'slowboundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\n` +
    'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n';
  // As many as there are upload slots (UPLOADS_IN_FLIGHT, 8), from one address.
  const slow = Array.from({ length: 8 }, () =>
    slowBody({
      localAddress: '127.0.0.2',
      path: '/api/auth/signup',
      contentType: `multipart/form-data; boundary=${boundary}`,
      head,
    }),
  );
  try {
    await new Promise((r) => setTimeout(r, 400));
    // Someone else's upload is read (and refused for its content, not for want of a slot).
    const form = new FormData();
    form.set('username', 'x');
    const bystander = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      body: form,
    });
    expect(bystander.status).not.toBe(503);
    expect(bystander.status).toBe(400);
    // Within a window or two of sending next to nothing, each stalled upload is cut off: a
    // quarter of the slots (2) were given to this address, the rest refused at once.
    const answers = (await Promise.all(slow.map((client) => client.answer))).map(status);
    expect(answers.filter((s) => s === '408')).toHaveLength(2);
    expect(answers.filter((s) => s === '503')).toHaveLength(6);
  } finally {
    for (const client of slow) client.stop();
  }
});

test('one address holds at most CONNECTIONS_PER_ADDRESS connections; the next is refused at once', async () => {
  const open: net.Socket[] = [];
  try {
    // Each connection's words until the server closes it. The server listens on many sockets
    // (decision 0067), so it need not accept these in the order they connected: which one of
    // them is refused is not fixed, only that one is.
    const connectFrom = (localAddress: string) =>
      new Promise<{ closed: Promise<string> }>((resolve) => {
        let text = '';
        const closed = new Promise<string>((done) => {
          const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () =>
            resolve({ closed }),
          );
          socket.on('error', () => undefined);
          socket.on('data', (chunk) => {
            text += chunk.toString();
          });
          socket.once('close', () => done(text));
          open.push(socket);
        });
      });
    const connections: Promise<string>[] = [];
    for (let i = 0; i <= CONNECTIONS_PER_ADDRESS; i++)
      connections.push((await connectFrom('127.0.0.3')).closed);
    const refused = await Promise.race(connections);
    expect(status(refused)).toBe('503');
    expect(refused).toMatch(/retry-after: 5/i);
    expect(refused).toContain('Too many connections from your address.');
    // Another address is not affected.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  } finally {
    for (const socket of open) socket.destroy();
  }
});
