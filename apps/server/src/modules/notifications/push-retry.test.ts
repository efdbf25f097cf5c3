import type { NotificationPayload } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { makeWorkerUtils, runOnce } from 'graphile-worker';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import { newDevice, startPushService } from '../../../test/push-service.js';
import { graphileLogger } from '../../jobs/graphile-logger.js';
import { taskList } from '../../jobs/tasks.js';
import { insertNotifications } from './repository.js';

// A push the push service refuses is tried again by the queue (issue 47, docs/decisions/0086):
// a real push service on loopback answers 500 to the first push and 201 to the second, and the
// notification's job runs through graphile-worker both times, as the server's worker runs it.

const service = await startPushService();
afterAll(() => service.close());
const { app, database } = await buildTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1' });
const { db } = database;
const utils = await makeWorkerUtils({ pgPool: database.pool, logger: graphileLogger(null) });
afterAll(() => utils.release());

const runJobs = () =>
  runOnce({
    pgPool: database.pool,
    taskList: taskList({ ...app.deps, log: app.log }),
    logger: graphileLogger(null),
  });

type JobRow = { id: string; attempts: number; lastError: string | null; locked: boolean };
async function jobKeyed(key: string): Promise<JobRow | undefined> {
  const result = await db.execute<JobRow>(sql`
    SELECT id::text, attempts, last_error AS "lastError", locked_at IS NOT NULL AS locked
    FROM graphile_worker.jobs WHERE key = ${key}
  `);
  return result.rows[0];
}

/**
 * The job's row once its `attempt`-th run has been recorded (the queue may record it a moment
 * late): gone after a success, or unlocked with that many attempts after a failure. A row that
 * still carries an earlier attempt's error is not yet this attempt's outcome (CI read it so).
 */
async function doneWith(key: string, attempt: number): Promise<JobRow | undefined> {
  for (let tries = 0; tries < 100; tries += 1) {
    const row = await jobKeyed(key);
    if (!row || (row.attempts >= attempt && !row.locked && row.lastError)) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return jobKeyed(key);
}

async function deviceOf(member: TestUser, name: string) {
  const device = newDevice(service.endpoint(name));
  const subscribed = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie: await sessionCookie(db, member.id), 'content-type': 'application/json' },
    payload: device.subscription,
  });
  expect(subscribed.statusCode).toBe(204);
  return device;
}

const payload: NotificationPayload = {
  event: 'case_matches_watch',
  caseId: null,
  threadId: null,
  title: 'Took a deposit and vanished',
  maskedName: 'Jo******',
  maskedIdentifiers: ['0412 345 6**'],
  country: 'AU',
};

describe('a failed push', () => {
  it('fails its job, and the queue’s next attempt delivers it', async () => {
    const member = await makeUser(db);
    const device = await deviceOf(member, 'retry-phone');
    service.received.length = 0;

    const [row] = await insertNotifications(db, [
      { userId: member.id, kind: 'watch_alert', payload, dedupeKey: 'retry:1' },
    ]);
    if (!row) throw new Error('not inserted');
    // The notification's own delivery job (its email) is not what this test is about.
    await db.execute(sql`SELECT graphile_worker.remove_job(${`notification:${row.id}`})`);

    service.answers.push(500);
    await runJobs();
    expect(service.received).toHaveLength(1);
    const failed = await doneWith(`push:${row.id}`, 1);
    // Still queued, one attempt spent, for the queue's backoff to run again.
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/push not delivered to 1 device/);
    const before = await db.execute<{ pushed: boolean }>(
      sql`SELECT pushed_at IS NOT NULL AS pushed FROM notifications WHERE id = ${row.id}`,
    );
    expect(before.rows[0]?.pushed).toBe(false);

    // The backoff's wait (seconds) brought forward, not skipped: the same job runs again.
    await utils.rescheduleJobs([failed?.id ?? ''], { runAt: new Date() });
    await runJobs();
    expect(service.received).toHaveLength(2);
    expect(JSON.parse(device.decrypt(service.received[1]?.body ?? Buffer.alloc(0)))).toEqual({
      title: 'New alert on Forewarn',
      url: '/',
    });
    // The same Topic both times: a push service holding the first replaces it.
    expect(service.received[1]?.headers.topic).toBe(service.received[0]?.headers.topic);
    expect(await doneWith(`push:${row.id}`, 2)).toBeUndefined();
    const after = await db.execute<{ pushed: boolean }>(
      sql`SELECT pushed_at IS NOT NULL AS pushed FROM notifications WHERE id = ${row.id}`,
    );
    expect(after.rows[0]?.pushed).toBe(true);
  });

  it('a new message’s push that fails becomes a job, which delivers it', async () => {
    const owner = await makeUser(db);
    const responder = await makeUser(db);
    const device = await deviceOf(owner, 'message-phone');
    const kase = await makeCase(db, { creatorId: owner.id });
    const opened = await app.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/thread`,
      headers: { cookie: await sessionCookie(db, responder.id) },
    });
    const threadId = opened.json().threadId as string;
    const key = `push-message:${owner.id}:${threadId}`;
    service.received.length = 0;
    service.answers.push(500);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/messages`,
      headers: {
        cookie: await sessionCookie(db, responder.id),
        'content-type': 'application/json',
      },
      payload: { text: 'Are you still there?' },
    });
    expect(sent.statusCode).toBe(201);
    // The push runs after the reply; the refused one leaves a job behind it.
    await service.waitFor(1);
    for (let tries = 0; !(await jobKeyed(key)); tries += 1) {
      if (tries > 200) throw new Error('no retry job for the refused push');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await runJobs();
    expect(service.received).toHaveLength(2);
    expect(JSON.parse(device.decrypt(service.received[1]?.body ?? Buffer.alloc(0)))).toEqual({
      title: 'New message on Forewarn',
      url: `/chat/${threadId}`,
    });
    expect(await doneWith(key, 1)).toBeUndefined();
  });
});
