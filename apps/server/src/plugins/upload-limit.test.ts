import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { image, VALID_CASE } from '../../test/case-form.js';
import { makeUser, sessionCookie } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import { tempUploads, tempUploadsLeft } from '../../test/temp-uploads.js';
import { createLocalStorage } from '../adapters/storage/local-storage.js';
import type { Storage } from '../adapters/storage/storage.js';

const { app, database } = await buildTestApp({ UPLOADS_IN_FLIGHT: '1' });

const { db } = database;

/**
 * A lodgement whose body arrives in two halves: the second only when `finish()` is called.
 * `reading` resolves once the server has started to read it (it is then in flight).
 */
function slowLodgement(payload: Buffer) {
  const half = Math.floor(payload.length / 2);
  let startedReading: () => void = () => undefined;
  const reading = new Promise<void>((resolve) => {
    startedReading = resolve;
  });
  let sent = false;
  const body = new Readable({
    read() {
      startedReading();
      if (!sent) {
        sent = true;
        this.push(payload.subarray(0, half));
      }
    },
  });
  return {
    body,
    reading,
    finish: () => {
      body.push(payload.subarray(half));
      body.push(null);
    },
  };
}

describe('uploads in flight', () => {
  it('answers an upload past the cap with 503 and Retry-After at once, and frees the slot after', async () => {
    const user = await makeUser(db);
    const cookie = await sessionCookie(db, user.id);
    const form = () =>
      multipartBody({ case: JSON.stringify(VALID_CASE) }, [
        { field: 'extraImages', filename: 'a.png', type: 'image/png', bytes: pngBytes },
      ]);
    const pngBytes = await image('png');

    const first = form();
    const slow = slowLodgement(first.payload);
    const firstAnswer = app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...first.headers, cookie },
      payload: slow.body,
    });
    await slow.reading;

    const second = form();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...second.headers, cookie },
      payload: second.payload,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().error.message).toBe('The server is busy. Please try again in a moment.');
    // Requests that upload nothing are not counted.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    slow.finish();
    expect((await firstAnswer).statusCode).toBe(201);

    const third = form();
    const later = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...third.headers, cookie },
      payload: third.payload,
    });
    // The slot is free again: the answer is the lodgement rules' (10 minutes between cases).
    expect(later.statusCode).toBe(429);
  });
});

describe('a client that hangs up while its upload is handled', () => {
  it('gives its slot back, and its temporary file is removed', async () => {
    const before = await tempUploads();
    // Storage that holds every write until let go: the lodgement is then surely in its handler,
    // its body read, when the client hangs up.
    let stored: () => void = () => undefined;
    const storing = new Promise<void>((resolve) => {
      stored = resolve;
    });
    let letGo: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const root = await mkdtemp(path.join(tmpdir(), 'forewarn-gated-'));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    const local = createLocalStorage(root);
    const storage: Storage = {
      ...local,
      async put(key, body) {
        stored();
        await gate;
        return local.put(key, body);
      },
    };
    const gated = await buildTestApp({ UPLOADS_IN_FLIGHT: '1' }, { storage });
    const address = new URL(await gated.app.listen({ port: 0, host: '127.0.0.1' }));
    const cookieOf = async () =>
      sessionCookie(gated.database.db, (await makeUser(gated.database.db)).id);
    const form = multipartBody({ case: JSON.stringify(VALID_CASE) }, [
      { field: 'mainImage', filename: 'a.png', type: 'image/png', bytes: await image('png') },
    ]);

    const socket = net.connect(Number(address.port), address.hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const head = [
      'POST /api/cases HTTP/1.1',
      `Host: ${address.host}`,
      `Cookie: ${await cookieOf()}`,
      `Content-Type: ${form.headers['content-type']}`,
      `Content-Length: ${form.payload.length}`,
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.write(form.payload);
    await storing;
    const gone = new Promise((resolve) => socket.once('close', resolve));
    socket.destroy();
    await gone;
    letGo();

    // The hung-up lodgement finishes (its answer goes nowhere); then the one slot is free.
    let answer = 503;
    for (let attempt = 0; attempt < 30 && answer === 503; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = multipartBody({ case: JSON.stringify(VALID_CASE) }, [
        { field: 'mainImage', filename: 'b.png', type: 'image/png', bytes: await image('png') },
      ]);
      answer = (
        await fetch(`${address.origin}/api/cases`, {
          method: 'POST',
          headers: { ...next.headers, cookie: await cookieOf() },
          body: new Uint8Array(next.payload),
        })
      ).status;
    }
    expect(answer).toBe(201);
    // Its answer went nowhere (no 'finish', no abort: the body had arrived whole), yet the raw
    // upload it left in the temporary folder is gone.
    expect(await tempUploadsLeft(before)).toEqual([]);
  });
});
