import { WEBHOOK_MESSAGES } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokenClient } from '../../../test/api-token-client.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { startWebhookReceiver, verifyForewarnWebhook } from '../../../test/webhook-receiver.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { alertCaseShown } from '../watches/alerts.js';
import { checkWebhookUrl, isPrivateAddress } from './address-guard.js';
import { backoffMs, deliverWebhook, sendWebhookDisabledMail } from './delivery.js';

// Webhooks for watch alerts (issue 50; docs/decisions/0084), over the API: registering (session
// or a token with the watches scope), the address rules, each alert signed and delivered through
// the job queue, retries with backoff, giving up after a day, a dead endpoint disabled and its
// member mailed, and the delivery log. The receiver is a real HTTP server on loopback (allowed
// by WEBHOOK_ALLOW_LOOPBACK, a test-only setting) that verifies with the documented snippet.

const { app, database, config } = await buildTestApp({
  WEBHOOK_ALLOW_LOOPBACK: '1',
  TRUST_PROXY: 'true',
});
const { db } = database;
const deps = { database, config, log: app.log };
const tokens = apiTokenClient(app, db, '10.50');

async function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { cookie: await sessionCookie(db, user.id) },
    ...(payload ? { payload } : {}),
  });
}

async function register(user: TestUser, url: string) {
  const res = await call(user, 'POST', '/api/webhooks', { url });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { webhook: { id: string; url: string }; secret: string };
}

const deliveriesOf = (endpointId: string) =>
  db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

async function jobOf(deliveryId: string) {
  const result = await db.execute<{ run_at: Date }>(sql`
    SELECT run_at FROM graphile_worker.jobs WHERE key = ${`webhook:${deliveryId}`}`);
  return result.rows[0];
}

/** A watcher with an endpoint, and a listed case naming the watched number: one alert. */
async function alertedWatcher(receiverUrl: string, number: string) {
  const watcher = await makeUser(db);
  const watched = await call(watcher, 'POST', '/api/watches', { country: 'AU', value: number });
  expect(watched.statusCode, watched.body).toBe(201);
  const hook = await register(watcher, receiverUrl);
  const author = await makeUser(db);
  const kase = await makeCase(db, { creatorId: author.id, number });
  await db.transaction((tx) => alertCaseShown(tx, kase.id));
  const [delivery] = await deliveriesOf(hook.webhook.id);
  if (!delivery) throw new Error('no delivery for the alert');
  return { watcher, hook, kase, delivery };
}

describe('registering a webhook', () => {
  it('with a session or a watches token; the secret once; 5 at most; listed without secrets', async () => {
    const member = await makeUser(db);
    const receiver = await startWebhookReceiver();
    const first = await register(member, receiver.url);
    expect(first.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const withWatches = await tokens.createToken(member, { scopes: ['watches'] });
    const viaToken = await tokens.withToken(withWatches.secret, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url },
    });
    expect(viaToken.statusCode, viaToken.body).toBe(201);
    const searchOnly = await tokens.createToken(member, { scopes: ['search'] });
    const refused = await tokens.withToken(searchOnly.secret, { url: '/api/webhooks' });
    expect(refused.statusCode).toBe(403);

    for (let i = 0; i < 3; i += 1) await register(member, receiver.url);
    const sixth = await call(member, 'POST', '/api/webhooks', { url: receiver.url });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(WEBHOOK_MESSAGES.tooMany);

    const listed = await call(member, 'GET', '/api/webhooks');
    expect(listed.json().webhooks).toHaveLength(5);
    expect(listed.body).not.toContain('whsec_');

    const gone = await call(member, 'DELETE', `/api/webhooks/${first.webhook.id}`);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    const other = await makeUser(db);
    const notTheirs = await call(other, 'DELETE', `/api/webhooks/${viaToken.json().webhook.id}`);
    expect(notTheirs.statusCode).toBe(404);
    expect(
      (await call(other, 'GET', `/api/webhooks/${viaToken.json().webhook.id}/deliveries`))
        .statusCode,
    ).toBe(404);
  });

  it('refuses anything but public HTTPS on 443, with the reason', async () => {
    const member = await makeUser(db);
    const cases: [string, string][] = [
      ['http://hooks.example.com/in', WEBHOOK_MESSAGES.httpsOnly],
      ['https://hooks.example.com:8443/in', WEBHOOK_MESSAGES.httpsOnly],
      ['https://10.1.2.3/in', WEBHOOK_MESSAGES.privateAddress],
      ['https://127.0.0.1/in', WEBHOOK_MESSAGES.privateAddress],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.privateAddress],
      ['https://[::1]/in', WEBHOOK_MESSAGES.privateAddress],
      ['https://[::ffff:192.168.0.1]/in', WEBHOOK_MESSAGES.privateAddress],
      ['https://[fd00::1]/in', WEBHOOK_MESSAGES.privateAddress],
      ['https://localhost/in', WEBHOOK_MESSAGES.privateAddress],
      ['https://intranet/in', WEBHOOK_MESSAGES.privateAddress],
      ['https://user:pass@hooks.example.com/in', WEBHOOK_MESSAGES.noCredentials],
      ['https://no-such-host.invalid/in', WEBHOOK_MESSAGES.unresolvable],
      ['https://', WEBHOOK_MESSAGES.urlInvalid],
    ];
    for (const [url, message] of cases) {
      const res = await call(member, 'POST', '/api/webhooks', { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(message);
    }
    const verifiedNot = await makeUser(db, { emailVerified: false });
    expect(
      (await call(verifiedNot, 'POST', '/api/webhooks', { url: 'https://example.com/' }))
        .statusCode,
    ).toBe(403);
    expect(
      await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, member.id)),
    ).toEqual([]);
    // Loopback plain http only where WEBHOOK_ALLOW_LOOPBACK says so (never in production).
    expect(checkWebhookUrl('http://127.0.0.1:9000/in', false).ok).toBe(false);
    expect(checkWebhookUrl('http://127.0.0.1:9000/in', true).ok).toBe(true);
    for (const address of [
      '10.0.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('delivering watch alerts', () => {
  it('signs each alert as documented and sends only what the alert shows, masked', async () => {
    const receiver = await startWebhookReceiver();
    const { hook, kase, delivery } = await alertedWatcher(receiver.url, '0412 555 101');
    // Enqueued in the alert's transaction: the job is waiting.
    expect(await jobOf(delivery.id)).toBeDefined();
    expect(await deliverWebhook(deps, delivery.id)).toBe('delivered');
    const [got] = await receiver.until(1);
    if (!got) throw new Error('nothing received');
    expect(verifyForewarnWebhook(hook.secret, got.headers, got.body)).toBe(true);
    expect(verifyForewarnWebhook('whsec_wrong', got.headers, got.body)).toBe(false);
    expect(verifyForewarnWebhook(hook.secret, got.headers, got.body.replace('}', ' }'))).toBe(
      false,
    );
    expect(got.headers['forewarn-webhook-id']).toBe(delivery.id);
    const event = JSON.parse(got.body);
    expect(event).toMatchObject({ id: delivery.id, type: 'watch.alert' });
    expect(event.data.caseId).toBe(kase.id);
    expect(event.data.url).toBe(`${config.publicUrl}/case/${kase.id}`);
    // Masked: the number never appears whole, nor the name.
    expect(got.body).not.toContain('412 555 101');
    expect(got.body).not.toContain('0412555101');
    expect(got.body).not.toContain(kase.name);
    expect(event.data.maskedIdentifiers.length).toBeGreaterThan(0);

    const log = await app.inject({
      method: 'GET',
      url: `/api/webhooks/${hook.webhook.id}/deliveries`,
      headers: {
        cookie: await sessionCookie(
          db,
          (
            await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.webhook.id))
          )[0]?.userId ?? '',
        ),
      },
    });
    expect(log.json().deliveries).toMatchObject([
      { id: delivery.id, type: 'watch.alert', status: 'delivered', attempts: 1, lastStatus: 200 },
    ]);
    // Run again (a job retried after a crash): nothing is sent twice.
    expect(await deliverWebhook(deps, delivery.id)).toBe('skipped');
    expect(receiver.received).toHaveLength(1);
  });

  it('a rolled-back change enqueues no delivery', async () => {
    const receiver = await startWebhookReceiver();
    const watcher = await makeUser(db);
    await call(watcher, 'POST', '/api/watches', { country: 'AU', value: '0412 555 202' });
    const hook = await register(watcher, receiver.url);
    const kase = await makeCase(db, { creatorId: (await makeUser(db)).id, number: '0412 555 202' });
    await expect(
      db.transaction(async (tx) => {
        await alertCaseShown(tx, kase.id);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await deliveriesOf(hook.webhook.id)).toEqual([]);
  });

  it('retries a failure with backoff, does not follow a redirect, and gives up after a day', async () => {
    const receiver = await startWebhookReceiver();
    const { delivery } = await alertedWatcher(receiver.url, '0412 555 303');
    receiver.answer(500, 302);
    expect(await deliverWebhook(deps, delivery.id)).toBe('retry');
    let [row] = await deliveriesOf(delivery.endpointId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
    const job = await jobOf(delivery.id);
    expect(row?.nextAttemptAt?.getTime()).toBe(new Date(job?.run_at ?? 0).getTime());
    expect((row?.nextAttemptAt?.getTime() ?? 0) - (row?.lastAttemptAt?.getTime() ?? 0)).toBe(
      backoffMs(1),
    );

    expect(await deliverWebhook(deps, delivery.id)).toBe('retry');
    [row] = await deliveriesOf(delivery.endpointId);
    expect(row).toMatchObject({ attempts: 2, lastStatus: 302, lastError: 'redirect not followed' });
    expect(receiver.received).toHaveLength(2);
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));

    // The next attempt works: delivered, and the endpoint is no longer failing.
    expect(await deliverWebhook(deps, delivery.id)).toBe('delivered');
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    expect(endpoint?.failingSince).toBeNull();

    // An event a day old that still fails is given up (the endpoint worked since, so it stays).
    const old = await alertedWatcher(receiver.url, '0412 555 304');
    await db
      .update(webhookDeliveries)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(webhookDeliveries.id, old.delivery.id));
    receiver.answer(503);
    expect(await deliverWebhook(deps, old.delivery.id)).toBe('failed');
    expect((await deliveriesOf(old.delivery.endpointId))[0]?.status).toBe('failed');
  });

  it('disables an endpoint failing for a day, tells its member, and sends it nothing more', async () => {
    const receiver = await startWebhookReceiver();
    const { watcher, hook, delivery } = await alertedWatcher(receiver.url, '0412 555 404');
    await db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '25 hours'` })
      .where(eq(webhookEndpoints.id, hook.webhook.id));
    receiver.answer(500);
    expect(await deliverWebhook(deps, delivery.id)).toBe('disabled');
    const listed = (await call(watcher, 'GET', '/api/webhooks')).json().webhooks;
    expect(listed[0].disabledAt).not.toBeNull();
    const mailJob = await db.execute(sql`
      SELECT 1 FROM graphile_worker.jobs WHERE key = ${`webhook-disabled:${hook.webhook.id}`}`);
    expect(mailJob.rows).toHaveLength(1);
    await sendWebhookDisabledMail(
      { ...deps, mail: app.deps.mail },
      { endpointId: hook.webhook.id, userId: watcher.id },
    );
    const mail = (await readOutbox(config.dataDir)).find((m) => m.to === watcher.email);
    expect(mail?.subject).toBe('A Forewarn webhook was disabled');

    // A later alert makes no delivery for it; a test event is refused.
    const kase = await makeCase(db, {
      creatorId: (await makeUser(db)).id,
      number: '0412 555 404',
      title: 'Another deposit gone missing after booking',
    });
    await db.transaction((tx) => alertCaseShown(tx, kase.id));
    expect(await deliveriesOf(hook.webhook.id)).toHaveLength(1);
    const test = await call(watcher, 'POST', `/api/webhooks/${hook.webhook.id}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().error.message).toBe(WEBHOOK_MESSAGES.disabled);
  });

  it('sends a test event on request, logged like any delivery', async () => {
    const receiver = await startWebhookReceiver();
    const member = await makeUser(db);
    const hook = await register(member, receiver.url);
    const queued = await call(member, 'POST', `/api/webhooks/${hook.webhook.id}/test`);
    expect(queued.statusCode, queued.body).toBe(202);
    const { delivery } = queued.json();
    expect(delivery).toMatchObject({ type: 'ping', status: 'pending', attempts: 0 });
    expect(await deliverWebhook(deps, delivery.id)).toBe('delivered');
    const [got] = await receiver.until(1);
    if (!got) throw new Error('nothing received');
    expect(verifyForewarnWebhook(hook.secret, got.headers, got.body)).toBe(true);
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'ping',
      data: { message: WEBHOOK_MESSAGES.testEventMessage },
    });
  });
});
