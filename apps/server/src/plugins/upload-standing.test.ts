import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { largeImage, VALID_CASE } from '../../test/case-form.js';
import { makeUser, sessionCookie } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import { type Trickle, trickle } from '../../test/trickle.js';

// Issue 46, N12: four throwaway verified accounts with two slow uploads each held all 8 upload
// slots of a process, and a member got none; a 5 MB body sent at the per-window minimum lasted
// 43 minutes. Real sockets, real trickled bytes, the client's address told by a trusted proxy.

const DAY_MS = 24 * 60 * 60 * 1000;

const lodgement = async (fields: Record<string, unknown> = VALID_CASE) =>
  multipartBody({ case: JSON.stringify(fields) }, [
    { field: 'mainImage', filename: 'm.png', type: 'image/png', bytes: await largeImage() },
  ]);

async function listening(env: Record<string, string>) {
  const built = await buildTestApp({ TRUST_PROXY: '127.0.0.1', ...env });
  const origin = new URL(await built.app.listen({ port: 0, host: '127.0.0.1' }));
  return { ...built, origin };
}

/** A whole request sent at once, from `address` (as the trusted proxy tells it). */
async function post(
  origin: URL,
  form: { payload: Buffer; headers: Record<string, string> },
  cookie: string,
  address: string,
) {
  const res = await fetch(`${origin.origin}/api/cases`, {
    method: 'POST',
    headers: { ...form.headers, cookie, 'x-forwarded-for': address },
    body: new Uint8Array(form.payload),
  });
  return { status: res.status, body: await res.text() };
}

describe('upload slots that throwaway accounts cannot hold (issue 46, N12)', () => {
  it('gives a throwaway account one slot, and keeps the members’ quarter for members with standing', async () => {
    // Deadlines wide enough that only the slots decide here (a loaded machine is slow).
    const { app, database, origin } = await listening({
      UPLOADS_IN_FLIGHT: '8',
      UPLOAD_MIN_BYTES_PER_WINDOW: '256',
      UPLOAD_FLOOR_BYTES_PER_SECOND: '512',
    });
    const { db } = database;
    const trickles: Trickle[] = [];
    onTestFinished(async () => {
      for (const t of trickles) t.stop();
      await app.close();
    });
    // Six throwaway accounts: verified email, made an hour ago, each behind a network of its own.
    const outcomes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const account = await makeUser(db, { createdAt: new Date(Date.now() - 60 * 60 * 1000) });
      const cookie = await sessionCookie(db, account.id);
      const form = await lodgement();
      const two = [0, 1].map(() =>
        trickle(origin, {
          path: '/api/cases',
          headers: { ...form.headers, cookie },
          payload: form.payload,
          forwardedFor: `198.18.${i}.10`,
          bytesPerTick: 256,
          tickMs: 200,
        }),
      );
      trickles.push(...two);
      // One of the two is refused at once; the other holds its slot, its body trickling.
      const first = await Promise.race(two.map((t) => t.answer));
      outcomes.push(first?.status ?? 0);
      expect(first?.body).toContain('The server is busy. Please try again in a moment.');
      expect(first?.headers).toMatch(/\r\nretry-after: 10\r\n/i);
    }
    expect(outcomes).toEqual(Array(6).fill(503));

    // Six slots held: the public's three quarters are full. A new verified account, made today,
    // is refused too; the members' quarter is not for it.
    const fresh = await makeUser(db, { createdAt: new Date(Date.now() - 60 * 60 * 1000) });
    const freshAnswer = await post(
      origin,
      await lodgement(),
      await sessionCookie(db, fresh.id),
      '198.18.100.1',
    );
    expect(freshAnswer.status).toBe(503);

    // Members with standing upload: an account 30 days old, and a new one with a verified phone.
    const old = await makeUser(db, { createdAt: new Date(Date.now() - 30 * DAY_MS) });
    const withPhone = await makeUser(db, {
      createdAt: new Date(Date.now() - 60 * 60 * 1000),
      phoneNumber: '+61412000111',
      verifiedPhoneNumber: '+61412000111',
      phoneVerified: true,
    });
    const oldAnswer = await post(
      origin,
      await lodgement(),
      await sessionCookie(db, old.id),
      '198.18.101.1',
    );
    expect(oldAnswer.status).toBe(201);
    const phoneAnswer = await post(
      origin,
      await lodgement({ ...VALID_CASE, title: 'Another deposit taken and never seen again' }),
      await sessionCookie(db, withPhone.id),
      '198.18.102.1',
    );
    expect(phoneAnswer.status).toBe(201);
  }, 60_000);

  it('cuts off an upload past its overall deadline with 408 and frees its slot', async () => {
    // One slot. A window of 2 s with a minimum of 1 byte: only the overall deadline can end the
    // trickle below. Deadline: 2 s + about 100 KB at 32 KiB/s, some 5 s; the trickle, at 8 KB/s,
    // would take about 12 s to finish.
    const { app, database, origin } = await listening({
      UPLOADS_IN_FLIGHT: '1',
      UPLOAD_RATE_WINDOW_MS: '2000',
      UPLOAD_MIN_BYTES_PER_WINDOW: '1',
      UPLOAD_FLOOR_BYTES_PER_SECOND: '32768',
    });
    const { db } = database;
    const [slow, other] = await Promise.all([
      makeUser(db, { createdAt: new Date(Date.now() - 30 * DAY_MS) }),
      makeUser(db, { createdAt: new Date(Date.now() - 30 * DAY_MS) }),
    ]);
    const form = await lodgement();
    expect(form.payload.length).toBeGreaterThan(64 * 1024);
    const slowUpload = trickle(origin, {
      path: '/api/cases',
      headers: { ...form.headers, cookie: await sessionCookie(db, slow.id) },
      payload: form.payload,
      forwardedFor: '198.18.1.1',
      bytesPerTick: 2048,
      tickMs: 250,
    });
    onTestFinished(async () => {
      slowUpload.stop();
      await app.close();
    });
    const otherCookie = await sessionCookie(db, other.id);

    // The slow upload keeps its per-window minimum, and is still cut off by its overall deadline.
    const cut = await slowUpload.answer;
    expect(cut?.status).toBe(408);
    expect(cut?.headers).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(cut?.body ?? '{}')).toEqual({
      error: {
        code: 'request_timeout',
        message: 'Your request took too long to arrive. Please try again.',
      },
    });
    // Its slot (the only one) is free again.
    const after = await post(origin, await lodgement(), otherCookie, '198.18.2.1');
    expect(after.status).toBe(201);
  }, 60_000);
});
