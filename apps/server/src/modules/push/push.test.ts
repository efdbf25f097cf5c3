import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PUSH_MESSAGES } from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import {
  DEFAULT_PASSWORD,
  makeCase,
  makeUser,
  sessionCookie,
  type TestUser,
} from '../../../test/factories.js';
import { newDevice, startPushService, verifyVapid } from '../../../test/push-service.js';
import { loadConfig } from '../../config.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { endpointAllowed, pushTopic } from './push-sender.js';
import { resolveVapidKeys } from './vapid-keys.js';

// Web Push (issue 24, docs/decisions/0045) against a stand-in push service on loopback that
// decrypts what arrives (RFC 8291) and checks the VAPID signature (RFC 8292).

const service = await startPushService();
afterAll(() => service.close());
const { app, database, config } = await buildTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1' });
const { db } = database;
const json = { 'content-type': 'application/json' };

async function subscribe(cookie: string, subscription: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie, ...json },
    payload: subscription as Record<string, unknown>,
  });
}

async function deviceOf(user: TestUser, name: string) {
  const cookie = await sessionCookie(db, user.id);
  const device = newDevice(service.endpoint(name));
  const res = await subscribe(cookie, device.subscription);
  expect(res.statusCode).toBe(204);
  return { cookie, device };
}

/** An owner, their case, a responder and the thread the responder started. */
async function aThread() {
  const owner = await makeUser(db);
  const responder = await makeUser(db);
  const kase = await makeCase(db, { creatorId: owner.id });
  const res = await app.inject({
    method: 'POST',
    url: `/api/cases/${kase.id}/thread`,
    headers: { cookie: await sessionCookie(db, responder.id) },
  });
  expect(res.statusCode).toBe(200);
  return { owner, responder, threadId: res.json().threadId as string };
}

async function send(user: TestUser, threadId: string, text: string) {
  return app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: { cookie: await sessionCookie(db, user.id), ...json },
    payload: { text },
  });
}

const rowsOf = (userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('a new message as a push notification', () => {
  it('reaches the other member encrypted, saying only that there is a message, and where', async () => {
    const { owner, responder, threadId } = await aThread();
    const { device } = await deviceOf(owner, 'owner-phone');
    const before = service.received.length;
    const res = await send(responder, threadId, 'Call me on 0412 345 678 about the Smith job');
    expect(res.statusCode).toBe(201);
    await service.waitFor(before + 1);
    const push = service.received[before];
    expect(push?.path).toBe('/push/owner-phone');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const vapid = verifyVapid(push?.headers.authorization, service.origin);
    expect(vapid.publicKey).toBe(app.deps.push.publicKey);
    expect(vapid.sub).toMatch(/^mailto:/);
    const payload = JSON.parse(device.decrypt(push?.body ?? Buffer.alloc(0)));
    expect(payload).toEqual({ title: 'New message on Forewarn', url: `/chat/${threadId}` });
    // Nothing of the message, the sender or the case travels through the push service.
    const plain = device.decrypt(push?.body ?? Buffer.alloc(0));
    for (const secret of ['0412', 'Smith', responder.username ?? '', responder.email]) {
      if (secret) expect(plain).not.toContain(secret);
    }
    expect(push?.body.toString('latin1')).not.toContain('Smith');
  });

  it('removes a subscription the push service says is gone (410), and sends to it no more', async () => {
    const { owner, responder, threadId } = await aThread();
    await deviceOf(owner, 'expired');
    await deviceOf(owner, 'still-there');
    expect(await rowsOf(owner.id)).toHaveLength(2);
    service.answers.push(410);
    const before = service.received.length;
    // Both devices at once: the first request answered gets the 410.
    const outcome = await app.deps.push.sendPush(owner.id, {
      title: PUSH_MESSAGES.newMessageTitle,
      url: `/chat/${threadId}`,
    });
    expect(outcome).toEqual({ sent: 1, removed: 1, failed: 0 });
    const gone = service.received[before]?.path;
    const left = await rowsOf(owner.id);
    expect(left).toHaveLength(1);
    expect(left[0]?.endpoint).not.toBe(service.endpoint(gone?.replace('/push/', '') ?? ''));
    // The next message goes to the device that is left only.
    const count = service.received.length;
    expect((await send(responder, threadId, 'Hello again')).statusCode).toBe(201);
    await service.waitFor(count + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(service.received.slice(count).map((p) => p.path)).toEqual([
      new URL(left[0]?.endpoint ?? '').pathname,
    ]);
  });

  it('sends a notice’s topic as a hash in the Topic header, so a retry replaces, not repeats', async () => {
    const { owner } = await aThread();
    await deviceOf(owner, 'topical');
    const before = service.received.length;
    const notice = { title: 'x', url: '/', topic: 'notification-123' };
    await app.deps.push.sendPush(owner.id, notice);
    await service.waitFor(before + 1);
    const topic = service.received[before]?.headers.topic;
    expect(topic).toBe(pushTopic('notification-123'));
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('never fails or holds up the message when the push service fails', async () => {
    const { owner, responder, threadId } = await aThread();
    await deviceOf(owner, 'broken');
    service.answers.push(500);
    const before = service.received.length;
    const res = await send(responder, threadId, 'Still delivered');
    expect(res.statusCode).toBe(201);
    await service.waitFor(before + 1);
    // A 500 is not "gone": the device keeps its subscription.
    expect(await rowsOf(owner.id)).toHaveLength(1);
    const outcome = await app.deps.push.sendPush(owner.id, { title: 'x', url: '/' });
    expect(outcome.failed + outcome.sent).toBe(1);
  });

  it('sends nothing to the sender, and nothing to a member without a device', async () => {
    const { owner, responder, threadId } = await aThread();
    await deviceOf(responder, 'sender-phone');
    const before = service.received.length;
    expect((await send(responder, threadId, 'No push to myself')).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.received.length).toBe(before);
    expect(await rowsOf(owner.id)).toHaveLength(0);
  });

  it('refuses a notice that links outside Forewarn', async () => {
    const user = await makeUser(db);
    await expect(
      app.deps.push.sendPush(user.id, { title: 'x', url: 'https://evil.example/' }),
    ).rejects.toThrow();
    await expect(
      app.deps.push.sendPush(user.id, { title: 'x', url: '//evil.example/' }),
    ).rejects.toThrow();
  });
});

describe('subscriptions', () => {
  it('need a signed-in member, real keys and a known push service', async () => {
    const user = await makeUser(db);
    const cookie = await sessionCookie(db, user.id);
    const device = newDevice(service.endpoint('x'));
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...json, 'accept-language': 'fr-CA' },
      payload: device.subscription,
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toEqual({
      code: 'unauthenticated',
      message: 'Veuillez vous connecter pour effectuer cette action.',
    });
    // The server would POST to the endpoint: one on another host is refused (no SSRF).
    const elsewhere = await subscribe(cookie, {
      ...device.subscription,
      endpoint: 'https://internal.example/admin',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toBe(PUSH_MESSAGES.endpointRefused);
    const badKeys = await subscribe(cookie, {
      ...device.subscription,
      keys: { p256dh: 'not base64!', auth: 'x' },
    });
    expect(badKeys.statusCode).toBe(400);
    const extra = await subscribe(cookie, { ...device.subscription, userId: 'someone' });
    expect(extra.statusCode).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('are per device and account: registering an endpoint never moves or removes another’s', async () => {
    const first = await makeUser(db);
    const second = await makeUser(db);
    const device = newDevice(service.endpoint('shared-tablet'));
    expect(
      (await subscribe(await sessionCookie(db, first.id), device.subscription)).statusCode,
    ).toBe(204);
    expect(
      (await subscribe(await sessionCookie(db, first.id), device.subscription)).statusCode,
    ).toBe(204);
    expect(await rowsOf(first.id)).toHaveLength(1);
    // Someone else registering the same endpoint (a shared device, or someone who learnt it)
    // gets a registration of their own; the first account's stays as it was.
    const [before] = await rowsOf(first.id);
    const other = newDevice(service.endpoint('shared-tablet'));
    expect(
      (await subscribe(await sessionCookie(db, second.id), other.subscription)).statusCode,
    ).toBe(204);
    expect(await rowsOf(first.id)).toEqual([before]);
    expect(await rowsOf(second.id)).toHaveLength(1);
  });

  it('refuse keys that cannot encrypt: a p256dh off the P-256 curve, an auth not 16 bytes', async () => {
    const user = await makeUser(db);
    const cookie = await sessionCookie(db, user.id);
    const device = newDevice(service.endpoint('bad-keys'));
    const point = Buffer.from(device.subscription.keys.p256dh, 'base64url');
    point[40] = (point[40] ?? 0) ^ 1;
    for (const keys of [
      { ...device.subscription.keys, p256dh: point.toString('base64url') },
      { ...device.subscription.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') },
      { ...device.subscription.keys, auth: Buffer.alloc(15).toString('base64url') },
      { ...device.subscription.keys, auth: Buffer.alloc(17).toString('base64url') },
    ]) {
      const res = await subscribe(cookie, { ...device.subscription, keys });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(PUSH_MESSAGES.keysRefused);
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('refuse a known push service on any port but 443', () => {
    expect(endpointAllowed(['fcm.googleapis.com'], 'https://fcm.googleapis.com/fcm/send/x')).toBe(
      true,
    );
    expect(
      endpointAllowed(['fcm.googleapis.com'], 'https://fcm.googleapis.com:443/fcm/send/x'),
    ).toBe(true);
    expect(
      endpointAllowed(['fcm.googleapis.com'], 'https://fcm.googleapis.com:22/fcm/send/x'),
    ).toBe(false);
    expect(endpointAllowed(['fcm.googleapis.com'], 'http://fcm.googleapis.com/fcm/send/x')).toBe(
      false,
    );
  });

  it('are at most 10 an account: an eleventh device replaces the oldest, and every device left gets the message’s push', async () => {
    const { owner, responder, threadId } = await aThread();
    const devices = [];
    for (let i = 0; i < 11; i++) devices.push(await deviceOf(owner, `eleven-${i}`));
    const kept = (await rowsOf(owner.id)).map((row) => new URL(row.endpoint).pathname).sort();
    expect(kept).toEqual(Array.from({ length: 10 }, (_, i) => `/push/eleven-${i + 1}`).sort());
    const before = service.received.length;
    expect((await send(responder, threadId, 'To every device')).statusCode).toBe(201);
    await service.waitFor(before + 10);
    const reached = service.received
      .slice(before)
      .map((p) => p.path)
      .sort();
    expect(reached).toEqual(kept);
    // Each device can read its own copy.
    const last = devices[10];
    const copy = service.received.slice(before).find((p) => p.path === '/push/eleven-10');
    expect(JSON.parse(last?.device.decrypt(copy?.body ?? Buffer.alloc(0)) ?? '{}').title).toBe(
      'New message on Forewarn',
    );
  });

  it('are at most 10 an account: 3,000 registrations keep the newest 10, and a message makes 10 pushes', async () => {
    const { owner, responder, threadId } = await aThread();
    const cookie = await sessionCookie(db, owner.id);
    const device = newDevice(service.endpoint('flood-0'));
    const names: string[] = [];
    for (let batch = 0; batch < 60; batch++) {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const name = `flood-${batch * 50 + i}`;
          names.push(name);
          return subscribe(cookie, { ...device.subscription, endpoint: service.endpoint(name) });
        }),
      );
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 204));
      expect((await rowsOf(owner.id)).length).toBeLessThanOrEqual(10);
    }
    const kept = await rowsOf(owner.id);
    expect(kept).toHaveLength(10);
    // The newest registrations stay (the last batch's, whichever of them committed last).
    const lastBatch = new Set(names.slice(-50).map((name) => `/push/${name}`));
    for (const row of kept) expect(lastBatch.has(new URL(row.endpoint).pathname)).toBe(true);
    const before = service.received.length;
    expect((await send(responder, threadId, 'One message')).statusCode).toBe(201);
    await service.waitFor(before + 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.received.length - before).toBe(10);
  }, 120_000);

  it('end when the device turns them off, and nobody else can turn them off', async () => {
    const user = await makeUser(db);
    const stranger = await makeUser(db);
    const { cookie, device } = await deviceOf(user, 'turn-off');
    const byStranger = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: await sessionCookie(db, stranger.id), ...json },
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(byStranger.statusCode).toBe(204);
    expect(await rowsOf(user.id)).toHaveLength(1);
    const own = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie, ...json },
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(own.statusCode).toBe(204);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('end with sign-out on that device, and only that device', async () => {
    const user = await makeUser(db);
    const phone = await deviceOf(user, 'phone');
    await deviceOf(user, 'laptop');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: phone.cookie },
    });
    expect(res.statusCode).toBe(204);
    const left = await rowsOf(user.id);
    expect(left.map((row) => new URL(row.endpoint).pathname)).toEqual(['/push/laptop']);
  });

  it('end with the account, and Download my data lists the devices without their keys', async () => {
    const user = await makeUser(db);
    const { cookie, device } = await deviceOf(user, 'exported');
    const exported = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().pushDevices).toEqual([
      { pushService: '127.0.0.1', createdAt: expect.any(String) },
    ]);
    expect(exported.body).not.toContain(device.subscription.keys.p256dh);
    expect(exported.body).not.toContain(device.subscription.keys.auth);
    expect(exported.body).not.toContain('/push/exported');
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, ...json },
      payload: { password: DEFAULT_PASSWORD, cases: 'delete' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('are made with the public key the server offers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: app.deps.push.publicKey });
    expect(res.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});

describe('VAPID keys', () => {
  it('are made once into DATA_DIR, readable by the server alone, and kept across restarts', async () => {
    const file = path.join(config.dataDir, 'vapid-keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await resolveVapidKeys(config);
    expect(again.publicKey).toBe(app.deps.push.publicKey);
  });

  it('come from the configuration when given, both or neither', async () => {
    const keys = await resolveVapidKeys(config);
    const given = loadConfig({
      DATA_DIR: '/nonexistent-forewarn',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.org',
    });
    expect(await resolveVapidKeys(given)).toEqual({ ...keys, subject: 'mailto:ops@example.org' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/both or neither/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.org' })).toThrow(/VAPID_SUBJECT/);
  });
});
