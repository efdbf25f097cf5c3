import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import type { NotificationPayload } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { caseForm, VALID_CASE } from '../../test/case-form.js';
import { makeUser, sessionCookie } from '../../test/factories.js';
import { newDevice } from '../../test/push-service.js';
import type { MailMessage } from '../adapters/mail/mail.js';
import { insertNotifications } from '../modules/notifications/repository.js';

// A fair queue (issue 36, docs/decisions/0057): member A's three push endpoints accept a
// connection and never answer; member B's watch alert is still emailed within 5 s of the
// lodgement's commit, because A's pushes run one at a time in A's own named queue (at most one
// of the process's JOB_CONCURRENCY workers) and each request gives up after 5 s. A bound on
// behaviour, not a benchmark: before the fix, B's mail waited behind every push of A's
// (10 s an endpoint, one job at a time), well over a minute.

const connections: Socket[] = [];
const silent = createServer((socket) => {
  // Accept, read, never answer.
  connections.push(socket);
  socket.on('error', () => undefined);
});
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const silentPort = (silent.address() as AddressInfo).port;
afterAll(async () => {
  for (const socket of connections) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const mailed: { message: MailMessage; at: number }[] = [];
const recording = {
  send: async (message: MailMessage) => void mailed.push({ message, at: Date.now() }),
};
// Loopback push hosts are a test-only setting: production lists the browsers' services, 443 only.
const { app, database } = await buildTestApp(
  { PUSH_SERVICE_HOSTS: '127.0.0.1' },
  { mail: recording },
  { runJobs: true },
);
const { db } = database;

const payload = (i: number): NotificationPayload => ({
  event: 'case_matches_watch',
  caseId: null,
  threadId: null,
  title: `Case ${i}`,
  maskedName: 'Jo******',
  maskedIdentifiers: [],
  country: 'AU',
});

describe('one member’s unanswering push endpoints', () => {
  it('do not delay another member’s watch alert: emailed within 5 s of the lodgement', async () => {
    const a = await makeUser(db);
    const aCookie = await sessionCookie(db, a.id);
    for (const name of ['a1', 'a2', 'a3']) {
      const device = newDevice(`http://127.0.0.1:${silentPort}/push/${name}`);
      const res = await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { cookie: aCookie },
        payload: device.subscription,
      });
      expect(res.statusCode).toBe(204);
    }
    // Twenty notices for A: twenty push jobs, each waiting 5 s on three silent endpoints.
    await db.transaction((tx) =>
      insertNotifications(
        tx,
        Array.from({ length: 20 }, (_, i) => ({
          userId: a.id,
          kind: 'watch_alert' as const,
          payload: payload(i),
          dedupeKey: `slow:${i}`,
        })),
      ),
    );
    // A's pushes are under way: the silent service has their connections.
    const until = Date.now() + 30_000;
    while (connections.length < 3 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(connections.length).toBeGreaterThanOrEqual(3);

    const b = await makeUser(db);
    const bCookie = await sessionCookie(db, b.id);
    const watched = await app.inject({
      method: 'POST',
      url: '/api/watches',
      headers: { cookie: bCookie },
      payload: { country: 'AU', value: VALID_CASE.number },
    });
    expect(watched.statusCode).toBe(201);
    const lodger = await makeUser(db);
    const lodged = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie: await sessionCookie(db, lodger.id) },
      payload: caseForm(VALID_CASE),
    });
    // The lodgement's transaction has committed before its answer is sent.
    const committedBy = Date.now();
    expect(lodged.statusCode).toBe(201);
    const caseId = lodged.json().case.id as string;

    const bAddress = b.email;
    const deadline = committedBy + 30_000;
    let alert: { message: MailMessage; at: number } | undefined;
    while (!alert && Date.now() < deadline) {
      alert = mailed.find((m) => m.message.to === bAddress);
      if (!alert) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(alert, 'B’s watch alert was never emailed').toBeDefined();
    const waited = (alert?.at ?? Infinity) - committedBy;
    expect(waited).toBeLessThan(5_000);
    expect(alert?.message.text).toContain(`/case/${caseId}`);

    // And A's queue was still busy with its silent endpoints all the while.
    const pending = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE queue_name = ${`push:${a.id}`}
    `);
    expect(pending.rows[0]?.n).toBeGreaterThan(0);
  }, 60_000);
});
