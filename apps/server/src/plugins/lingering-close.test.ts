import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LIMITS, MESSAGES } from '@forewarn/domain';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { image, VALID_CASE } from '../../test/case-form.js';
import { multipartBody } from '../../test/multipart.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { SIGNUP_ATTEMPT_RULES } from '../modules/accounts/abuse-limits.js';

// Refusals a client can read (issue 37): answers given before a multipart body has arrived
// (401 without a session, 413 past the image size, 429 past the sign-up attempts) reach
// clients that are still sending: Node's fetch (undici), curl and Python's requests, over real
// sockets, each with a body of tens of megabytes that the server never reads. Before the
// lingering close, undici failed with EPIPE or "other side closed" instead of the answer.
// Chromium's side is e2e/tests/early-refusals.spec.ts.

const run = promisify(execFile);
const { app, database } = await buildTestApp();
let base = '';
let dir = '';
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(tmpdir(), 'forewarn-early-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Image bytes that start as a PNG (so the type check passes) and go on for `size` bytes. */
async function bigImage(size: number): Promise<Buffer> {
  const png = await image('png');
  return Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);
}

type Answer = { status: number; body: { error: { code: string; message: string } } };
type Request = { url: string; payload: Buffer; headers: Record<string, string> };

async function withFetch({ url, payload, headers }: Request): Promise<Answer> {
  const res = await fetch(`${base}${url}`, { method: 'POST', body: payload, headers });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function withCurl({ url, payload, headers }: Request): Promise<Answer> {
  const file = path.join(dir, `curl-${Date.now()}.bin`);
  await writeFile(file, payload);
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const { stdout } = await run(
    'curl',
    [
      '-sS',
      '-X',
      'POST',
      ...headerArgs,
      '--data-binary',
      `@${file}`,
      '-w',
      '\n%{http_code}',
      `${base}${url}`,
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const lines = stdout.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: JSON.parse(lines.join('\n')) };
}

const PYTHON = `
import json, sys, requests
url, file, headers = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
with open(file, 'rb') as f:
    data = f.read()
r = requests.post(url, data=data, headers=headers, timeout=60)
print(json.dumps({'status': r.status_code, 'body': r.json()}))
`;

async function withPythonRequests({ url, payload, headers }: Request): Promise<Answer> {
  const file = path.join(dir, `py-${Date.now()}.bin`);
  await writeFile(file, payload);
  const { stdout } = await run('python3', [
    '-c',
    PYTHON,
    `${base}${url}`,
    file,
    JSON.stringify(headers),
  ]);
  return JSON.parse(stdout);
}

const clients = { fetch: withFetch, curl: withCurl, 'python requests': withPythonRequests };

describe('early refusals on a multipart POST are read by the client', () => {
  it.each(Object.entries(clients))('401 without a session, read by %s', async (_name, send) => {
    // 7 images of 5 MB: the largest lodgement, refused before a byte of it is read.
    const files = Array.from({ length: 7 }, (_, i) => ({
      field: i === 0 ? 'mainImage' : 'extraImages',
      filename: `${i}.png`,
      type: 'image/png',
      bytes: Buffer.alloc(LIMITS.imageMaxBytes, i),
    }));
    const form = multipartBody({ case: JSON.stringify(VALID_CASE) }, files);
    const answer = await send({ url: '/api/cases', ...form });
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe(MESSAGES.mustBeLoggedIn);
  });

  it.each(Object.entries(clients))(
    '413 for a profile image too large, read by %s',
    async (_name, send) => {
      const form = multipartBody({ email: 'big@example.test' }, [
        {
          field: 'profileImage',
          filename: 'big.png',
          type: 'image/png',
          bytes: await bigImage(30 * 1024 * 1024),
        },
      ]);
      const answer = await send({ url: '/api/auth/signup', ...form });
      expect(answer.status).toBe(413);
      expect(answer.body.error.message).toBe(MESSAGES.imageTooLarge);
    },
  );

  it.each(Object.entries(clients))(
    '429 past the sign-up attempts, read by %s',
    async (_name, send) => {
      const rule = SIGNUP_ATTEMPT_RULES[0];
      if (!rule) throw new Error('no attempt rule');
      const start = Math.floor(Date.now() / rule.windowMs) * rule.windowMs;
      // This machine's address is past its cap in this window and the next (a test may straddle).
      for (const windowStart of [start, start + rule.windowMs]) {
        await database.db
          .insert(rateLimitCounters)
          .values({
            scope: rule.scope,
            subject: '127.0.0.1',
            windowStart: new Date(windowStart),
            count: 1000,
          })
          .onConflictDoUpdate({
            target: [
              rateLimitCounters.scope,
              rateLimitCounters.subject,
              rateLimitCounters.windowStart,
            ],
            set: { count: 1000 },
          });
      }
      const form = multipartBody({ email: 'many@example.test' }, [
        {
          field: 'profileImage',
          filename: 'a.png',
          type: 'image/png',
          bytes: await bigImage(30 * 1024 * 1024),
        },
      ]);
      const answer = await send({ url: '/api/auth/signup', ...form });
      expect(answer.status).toBe(429);
      expect(answer.body.error.message).toMatch(/^Too many sign-up attempts from your network/);
    },
  );
});

describe('after an early answer the server reads the rest of the body before closing', () => {
  it('takes every byte a client still sends after the 401, without a reset', async () => {
    const port = (app.server.address() as AddressInfo).port;
    const total = 16 * 1024 * 1024;
    const chunk = Buffer.alloc(512 * 1024, 1);
    const socket = net.connect(port, '127.0.0.1');
    let errorCode: string | undefined;
    socket.on('error', (error: NodeJS.ErrnoException) => {
      errorCode = error.code ?? error.message;
    });
    let answer = '';
    const answered = new Promise<void>((resolve) => {
      socket.on('data', (data) => {
        answer += data.toString();
        if (answer.includes('}}')) resolve();
      });
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/cases HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\n' +
        `Content-Length: ${total}\r\n\r\n`,
    );
    socket.write(chunk);
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain(MESSAGES.mustBeLoggedIn);
    // The client goes on sending, as a client that writes its body before reading does: the
    // server must still be reading (a closed socket answers these bytes with a reset).
    for (let sent = chunk.length; sent < total && !errorCode; sent += chunk.length) {
      await new Promise<void>((resolve) => socket.write(chunk, () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await closed;
    expect(errorCode).toBeUndefined();
  });
});

describe('a body cut off as too slow (408) is answered where a client still sending can read it', () => {
  it('reads the 408 after trickling past the answer, however late it reads', async () => {
    const slow = await buildTestApp({ BODY_DEADLINE_MS: '500' });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    onTestFinished(() => slow.app.close());
    const port = (slow.app.server.address() as AddressInfo).port;
    const socket = net.connect(port, '127.0.0.1');
    let errorCode: string | undefined;
    socket.on('error', (error: NodeJS.ErrnoException) => {
      errorCode = error.code ?? error.message;
    });
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // A client busy elsewhere: it reads nothing while it goes on trickling its body, a byte
    // every 100 ms, well past the 500 ms deadline and the 408 sent then.
    socket.pause();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    for (let tick = 0; tick < 12 && !errorCode; tick += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!socket.writableEnded) socket.write('a');
    }
    socket.resume();
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('Your request took too long to arrive. Please try again.');
    expect(errorCode).toBeUndefined();
  });
});
