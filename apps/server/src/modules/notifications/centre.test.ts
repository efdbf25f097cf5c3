import type { NotificationPayload } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import { openSse, type SseStream } from '../../../test/sse.js';
import { MAX_STREAMS_PER_MEMBER } from '../threads/member-streams.js';
import { insertNotifications } from './repository.js';

// The notification centre (issue 23): the caller's list, newest first and paged; mark read and
// mark all read; the unread count, live on the member's one event stream (issue 22: at most 5
// streams per account, one state check per member per notice).

const { app, database } = await buildTestApp();
const { db } = database;
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const streams: SseStream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

const payload = (title: string, caseId: string | null = null): NotificationPayload => ({
  event: 'case_matches_watch',
  caseId,
  threadId: null,
  title,
  maskedName: 'Jo******',
  maskedIdentifiers: ['04** *** *78'],
  country: 'AU',
});

async function notify(user: TestUser, count: number, prefix = 'n') {
  for (let i = 0; i < count; i++) {
    await db.transaction((tx) =>
      insertNotifications(tx, [
        {
          userId: user.id,
          kind: 'watch_alert',
          payload: payload(`${prefix} ${i}`),
          dedupeKey: `${prefix}:${i}`,
        },
      ]),
    );
  }
}

async function call(target: FastifyInstance, user: TestUser, method: 'GET' | 'POST', path: string) {
  return target.inject({
    method,
    url: path,
    headers: { cookie: await sessionCookie(db, user.id) },
  });
}

describe('the notification centre', () => {
  it('lists the caller’s own notifications newest first, 20 a page, with a cursor', async () => {
    const me = await makeUser(db);
    const other = await makeUser(db);
    await notify(me, 25);
    await notify(other, 1, 'theirs');
    const first = (await call(app, me, 'GET', '/api/notifications')).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe('n 24');
    expect(first.items[0]).toMatchObject({
      kind: 'watch_alert',
      read: false,
      maskedName: 'Jo******',
    });
    const second = (
      await call(
        app,
        me,
        'GET',
        `/api/notifications?cursor=${encodeURIComponent(first.nextCursor)}`,
      )
    ).json();
    expect(second.items.map((n: { title: string }) => n.title)).toEqual([
      'n 4',
      'n 3',
      'n 2',
      'n 1',
      'n 0',
    ]);
    expect(second.nextCursor).toBeNull();
    const stale = await call(app, me, 'GET', '/api/notifications?cursor=nonsense');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe('This list link is out of date. Reload the page.');
    const french = await makeUser(db, { language: 'fr-CA' });
    expect((await call(app, french, 'GET', '/api/notifications?cursor=nonsense')).json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Ce lien de liste n’est plus à jour. Rechargez la page.',
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('refuses a cursor in any form but its own, however Date.parse reads it', async () => {
    const me = await makeUser(db);
    const id = '00000000-0000-0000-0000-000000000000';
    for (const time of [
      '+275760-09-13',
      '-271821-04-20',
      'Tue Dec 06 2026 10:00:00 GMT+1400',
      '2026-01-01T00:00:00Z',
      '2026-02-30T00:00:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
    ]) {
      const cursor = encodeURIComponent(`${time}|${id}`);
      const res = await call(app, me, 'GET', `/api/notifications?cursor=${cursor}`);
      expect(res.statusCode, time).toBe(400);
      expect(res.json().error.message).toBe('This list link is out of date. Reload the page.');
    }
    const own = encodeURIComponent(`2026-01-01T00:00:00.000000Z|${id}`);
    expect((await call(app, me, 'GET', `/api/notifications?cursor=${own}`)).statusCode).toBe(200);
  });

  it('marks one read, refuses another member’s, marks all read, and counts the unread', async () => {
    const me = await makeUser(db);
    const other = await makeUser(db);
    await notify(me, 3);
    await notify(other, 1);
    const count = async (user: TestUser) =>
      (await call(app, user, 'GET', '/api/notifications/unread')).json().unread;
    expect(await count(me)).toBe(3);
    const [mine] = (await call(app, me, 'GET', '/api/notifications')).json().items;
    const [theirs] = (await call(app, other, 'GET', '/api/notifications')).json().items;
    expect((await call(app, me, 'POST', `/api/notifications/${mine.id}/read`)).statusCode).toBe(
      204,
    );
    expect(await count(me)).toBe(2);
    expect((await call(app, me, 'POST', `/api/notifications/${theirs.id}/read`)).statusCode).toBe(
      404,
    );
    expect(await count(other)).toBe(1);
    expect((await call(app, me, 'POST', '/api/notifications/read-all')).statusCode).toBe(204);
    expect(await count(me)).toBe(0);
    expect(await count(other)).toBe(1);
  });

  it('sends the bell’s count live on the member’s event stream when a notification commits', async () => {
    const me = await makeUser(db);
    const stream = await openSse(`${url}/api/threads/events`, {
      cookie: await sessionCookie(db, me.id),
    });
    streams.push(stream);
    const [initial] = await stream.waitFor('notifications', 1);
    expect(JSON.parse(initial?.data ?? '{}')).toEqual({ unread: 0 });
    await stream.waitFor('unread', 1);
    await notify(me, 1);
    const events = await stream.waitFor('notifications', 2);
    expect(JSON.parse(events[1]?.data ?? '{}')).toEqual({ unread: 1 });
    await call(app, me, 'POST', '/api/notifications/read-all');
    const after = await stream.waitFor('notifications', 3);
    expect(JSON.parse(after[2]?.data ?? '{}')).toEqual({ unread: 0 });
  });

  it('keeps at most 5 streams per account (a 6th ends the oldest) and checks once per notice', async () => {
    const me = await makeUser(db);
    const cookie = await sessionCookie(db, me.id);
    const mine: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) {
      const stream = await openSse(`${url}/api/threads/events`, { cookie });
      streams.push(stream);
      mine.push(stream);
      await stream.waitFor('notifications', 1);
    }
    const checks = async () => {
      const text = await app.deps.metrics.registry.getSingleMetricAsString(
        'forewarn_member_state_checks_total',
      );
      return Number(text.trim().split('\n').at(-1)?.split(' ').at(-1));
    };
    const before = await checks();
    await notify(me, 1);
    for (const stream of mine) await stream.waitFor('notifications', 2);
    expect((await checks()) - before).toBe(1);

    const sixth = await openSse(`${url}/api/threads/events`, { cookie });
    streams.push(sixth);
    await sixth.waitFor('notifications', 1);
    await mine[0]?.ended();
    // A bystander's stream is untouched.
    const bystander = await makeUser(db);
    const theirs = await openSse(`${url}/api/threads/events`, {
      cookie: await sessionCookie(db, bystander.id),
    });
    streams.push(theirs);
    expect((await theirs.waitFor('notifications', 1)).length).toBe(1);
  });
});

describe('message notices in the centre', () => {
  async function thread(anonymous: boolean) {
    const owner = await makeUser(db);
    const asker = await makeUser(db);
    const kase = await makeCase(db, {
      creatorId: owner.id,
      title: 'Deposit taken for a car never delivered',
      postAnonymously: anonymous,
    });
    const started = await call(app, asker, 'POST', `/api/cases/${kase.id}/thread`);
    const { threadId } = started.json();
    const send = async (from: TestUser, text: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/threads/${threadId}/messages`,
        headers: { cookie: await sessionCookie(db, from.id), 'content-type': 'application/json' },
        payload: { text },
      });
      expect(res.statusCode).toBe(201);
    };
    return { owner, asker, kase, threadId: threadId as string, send };
  }

  it('adds one `message` notification per unread stretch of a thread, read with the thread', async () => {
    const { owner, asker, threadId, send } = await thread(true);
    await send(asker, 'first question');
    await send(asker, 'second question');
    const list = (await call(app, owner, 'GET', '/api/notifications')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ kind: 'message', event: 'new_message', threadId });
    expect(JSON.stringify(list.items[0])).not.toContain('question');
    // What is stored (and mailed, and pushed) names nobody and no case.
    const stored = await db.execute<{ payload: NotificationPayload }>(
      sql`SELECT payload FROM notifications WHERE thread_id = ${threadId}`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain('Deposit');
    expect(JSON.stringify(stored.rows)).not.toContain(asker.id);
    expect((await call(app, owner, 'POST', `/api/threads/${threadId}/read`)).statusCode).toBe(204);
    expect((await call(app, owner, 'GET', '/api/notifications/unread')).json().unread).toBe(0);
    await send(asker, 'third question');
    expect((await call(app, owner, 'GET', '/api/notifications')).json().items).toHaveLength(2);
  });

  it('names the conversation as the chat does, with its unread count (issue 45)', async () => {
    const { owner, asker, kase, threadId, send } = await thread(true);
    for (const text of ['one', 'two', 'three']) await send(asker, text);
    const [toOwner] = (await call(app, owner, 'GET', '/api/notifications')).json().items;
    const chatForOwner = (await call(app, owner, 'GET', `/api/threads/${threadId}`)).json();
    expect(toOwner.conversation).toEqual({
      with: chatForOwner.other.name,
      anonymous: false,
      caseTitle: chatForOwner.caseTitle,
      unreadMessages: 3,
    });
    expect(toOwner.conversation.with).toBe(asker.username);
    // The responder writes to an anonymous case's creator: named as their chat header names them.
    await send(owner, 'answer');
    const [toAsker] = (await call(app, asker, 'GET', '/api/notifications')).json().items;
    expect(toAsker.conversation).toMatchObject({
      with: `Anonymous user #${kase.id}`,
      anonymous: true,
      unreadMessages: 1,
    });
    expect(JSON.stringify(toAsker)).not.toContain(owner.username);
    // Someone else's thread is never described, even with a notice pointing at it.
    const stranger = await makeUser(db);
    await db.transaction((tx) =>
      insertNotifications(tx, [
        {
          userId: stranger.id,
          kind: 'message',
          payload: { ...payload(''), event: 'new_message', threadId, maskedIdentifiers: [] },
          dedupeKey: 'stray',
        },
      ]),
    );
    const [stray] = (await call(app, stranger, 'GET', '/api/notifications')).json().items;
    expect(stray.conversation).toBeNull();
  });

  it('opening the chat reads its notices; marking one message notice reads its conversation', async () => {
    const { owner, asker, threadId, send } = await thread(false);
    await send(asker, 'hello');
    // A second stretch: the owner reads (the list of threads), then another message arrives.
    await call(app, owner, 'POST', `/api/threads/${threadId}/read`);
    await db.execute(sql`UPDATE notifications SET read_at = NULL WHERE thread_id = ${threadId}`);
    await send(asker, 'are you there?');
    const unread = async () =>
      (await call(app, owner, 'GET', '/api/notifications/unread')).json().unread;
    expect(await unread()).toBe(2);
    expect((await call(app, owner, 'GET', `/api/threads/${threadId}/messages`)).statusCode).toBe(
      200,
    );
    expect(await unread()).toBe(0);

    await db.execute(sql`UPDATE notifications SET read_at = NULL WHERE thread_id = ${threadId}`);
    const [first] = (await call(app, owner, 'GET', '/api/notifications')).json().items;
    expect((await call(app, owner, 'POST', `/api/notifications/${first.id}/read`)).statusCode).toBe(
      204,
    );
    expect(await unread()).toBe(0);
  });

  it('writes a message notice decided, with no delivery job: the digest only when chosen', async () => {
    const owner = await makeUser(db);
    const daily = await makeUser(db);
    const unverified = await makeUser(db, { emailVerified: false });
    const statusOf = async (recipient: TestUser, threadId: string) => {
      const result = await db.execute<{ status: string | null; jobs: number }>(sql`
        SELECT n.email_status AS status,
          (SELECT count(*)::int FROM graphile_worker.jobs j
           WHERE j.key = 'notification:' || n.id::text) AS jobs
        FROM notifications n WHERE n.user_id = ${recipient.id} AND n.thread_id = ${threadId}`);
      return result.rows;
    };
    for (const [recipient, setting, expected] of [
      [daily, 'daily', 'digest'],
      [unverified, 'daily', 'skipped'],
      [owner, 'instant', 'skipped'],
    ] as const) {
      const kase = await makeCase(db, { creatorId: recipient.id });
      const sender = await makeUser(db);
      const { threadId } = (await call(app, sender, 'POST', `/api/cases/${kase.id}/thread`)).json();
      await db.execute(sql`
        INSERT INTO notification_settings (user_id, kind, email)
        VALUES (${recipient.id}, 'message', ${setting})`);
      const res = await app.inject({
        method: 'POST',
        url: `/api/threads/${threadId}/messages`,
        headers: { cookie: await sessionCookie(db, sender.id), 'content-type': 'application/json' },
        payload: { text: 'hello' },
      });
      expect(res.statusCode).toBe(201);
      expect(await statusOf(recipient, threadId)).toEqual([{ status: expected, jobs: 0 }]);
    }
  });
});
