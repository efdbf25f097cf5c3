import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { largeImage, VALID_CASE } from '../../test/case-form.js';
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
    const pngBytes = await largeImage();

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

describe('a small multipart body is no upload (issue 46)', () => {
  it('needs no slot: a text-only lodgement is answered while the one slot is held', async () => {
    const [slowUser, textUser] = await Promise.all([makeUser(db), makeUser(db)]);
    const large = multipartBody({ case: JSON.stringify(VALID_CASE) }, [
      { field: 'mainImage', filename: 'a.png', type: 'image/png', bytes: await largeImage() },
    ]);
    const slow = slowLodgement(large.payload);
    const held = app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...large.headers, cookie: await sessionCookie(db, slowUser.id) },
      payload: slow.body,
    });
    await slow.reading;
    const text = multipartBody({
      case: JSON.stringify({ ...VALID_CASE, title: 'A text-only case while the slot is held' }),
    });
    expect(text.payload.length).toBeLessThanOrEqual(64 * 1024);
    const answered = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...text.headers, cookie: await sessionCookie(db, textUser.id) },
      payload: text.payload,
    });
    expect(answered.statusCode).toBe(201);
    slow.finish();
    expect((await held).statusCode).toBe(201);
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
      { field: 'mainImage', filename: 'a.png', type: 'image/png', bytes: await largeImage() },
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
        { field: 'mainImage', filename: 'b.png', type: 'image/png', bytes: await largeImage() },
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

describe('upload slots per address level, and slots of their own for verified members (issue 37)', () => {
  it('lets a verified member upload while four slow anonymous uploaders hold every slot they may', async () => {
    const eight = await buildTestApp({ UPLOADS_IN_FLIGHT: '8' });
    const signupForm = async () =>
      multipartBody({ email: 'slow@example.test', username: 'slowpoke', country: 'AU' }, [
        { field: 'profileImage', filename: 'p.png', type: 'image/png', bytes: await largeImage() },
      ]);
    // Four anonymous uploaders, each on a network of its own, each trying two slow sign-ups.
    const held: { finish: () => void; answer: Promise<{ statusCode: number }> }[] = [];
    const refused: number[] = [];
    for (const address of ['192.0.2.10', '198.51.100.10', '203.0.113.10', '100.64.0.10']) {
      for (let i = 0; i < 2; i++) {
        const form = await signupForm();
        const slow = slowLodgement(form.payload);
        const answer = eight.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          headers: form.headers,
          payload: slow.body,
          remoteAddress: address,
        });
        const first = await Promise.race([slow.reading.then(() => null), answer]);
        if (first === null) held.push({ finish: slow.finish, answer });
        else refused.push(first.statusCode);
      }
    }
    // Three quarters of the slots are open to them; the last quarter is the members'.
    expect(held).toHaveLength(6);
    expect(refused).toEqual([503, 503]);

    // A member with standing (issue 46): the members' quarter is theirs, not any verified email's.
    const member = await makeUser(eight.database.db, {
      emailVerified: true,
      createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
    });
    const cookie = await sessionCookie(eight.database.db, member.id);
    // The process learns who the cookie is on the member's first request.
    await eight.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    const lodgement = multipartBody({ case: JSON.stringify(VALID_CASE) }, [
      { field: 'mainImage', filename: 'm.png', type: 'image/png', bytes: await largeImage() },
    ]);
    const lodged = await eight.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...lodgement.headers, cookie },
      payload: lodgement.payload,
    });
    expect(lodged.statusCode).toBe(201);
    for (const upload of held) upload.finish();
    await Promise.all(held.map((upload) => upload.answer));
  });

  it('counts a /48 of fresh /64s, and a /24 of fresh addresses, as one client', async () => {
    const eight = await buildTestApp({ UPLOADS_IN_FLIGHT: '8' });
    for (const addresses of [
      ['2001:db8:48:1::1', '2001:db8:48:2::1', '2001:db8:48:3::1'],
      ['192.0.2.21', '192.0.2.22', '192.0.2.23'],
    ]) {
      const held: (() => void)[] = [];
      const answers: Promise<{ statusCode: number }>[] = [];
      const outcomes: (number | 'held')[] = [];
      for (const address of addresses) {
        const form = multipartBody({ email: 'x@example.test' }, [
          {
            field: 'profileImage',
            filename: 'p.png',
            type: 'image/png',
            bytes: await largeImage(),
          },
        ]);
        const slow = slowLodgement(form.payload);
        const answer = eight.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          headers: form.headers,
          payload: slow.body,
          remoteAddress: address,
        });
        answers.push(answer);
        const first = await Promise.race([slow.reading.then(() => null), answer]);
        if (first === null) {
          held.push(slow.finish);
          outcomes.push('held');
        } else outcomes.push(first.statusCode);
      }
      expect(outcomes).toEqual(['held', 'held', 503]);
      for (const finish of held) finish();
      await Promise.all(answers);
    }
  });
});
