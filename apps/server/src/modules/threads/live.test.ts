import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import { openSse, type SseStream } from '../../../test/sse.js';
import { buildApp } from '../../app.js';
import { connect } from '../../db/client.js';

// Live chat across two server processes on one database (DESIGN.md §2): two apps, each with
// its own pool and its own LISTEN connection, both listening on loopback ports. A subscriber on
// one sees a message posted through the other; a reconnect with Last-Event-ID gets exactly
// the messages it missed.

const first = await buildTestApp();
const { db } = first.database;
const secondDatabase = connect(first.database.connectionString, 'external');
const second: FastifyInstance = await buildApp({
  config: first.config,
  database: secondDatabase,
  runJobs: false,
});
await second.ready();

const base = async (app: FastifyInstance) => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
};
const firstUrl = await base(first.app);
const secondUrl = await base(second);

const streams: SseStream[] = [];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await second.close();
  await secondDatabase.close();
});

async function cookieOf(user: TestUser) {
  return sessionCookie(db, user.id);
}

async function subscribe(url: string, user: TestUser, extra: Record<string, string> = {}) {
  const stream = await openSse(url, { cookie: await cookieOf(user), ...extra });
  streams.push(stream);
  return stream;
}

async function post(app: FastifyInstance, user: TestUser, threadId: string, text: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: { cookie: await cookieOf(user), 'content-type': 'application/json' },
    payload: { text },
  });
  expect(res.statusCode).toBe(201);
  return res.json().message as { id: string; text: string };
}

async function aThread(postAnonymously = true) {
  const owner = await makeUser(db);
  const responder = await makeUser(db);
  const kase = await makeCase(db, { creatorId: owner.id, postAnonymously });
  const res = await first.app.inject({
    method: 'POST',
    url: `/api/cases/${kase.id}/thread`,
    headers: { cookie: await cookieOf(responder) },
  });
  return { owner, responder, threadId: res.json().threadId as string };
}

const texts = (events: { data: string }[]) =>
  events.map((e) => (JSON.parse(e.data) as { text: string }).text);

describe('live chat across two server processes', () => {
  // How fast it arrives is the bench's to judge (chat fan-out, DESIGN.md §6), never a test's.
  it('delivers a message posted through one process to a subscriber on the other', async () => {
    const { owner, responder, threadId } = await aThread();
    const stream = await subscribe(
      `${firstUrl}/api/threads/${threadId}/events?after=start`,
      responder,
    );
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const dot = await subscribe(`${firstUrl}/api/threads/events`, responder);
    await dot.waitFor('unread', 1);

    const sent = await post(second, owner, threadId, 'Hello from the other process');
    const [event] = await stream.waitFor('message', 1);
    expect(event?.id).toBe(sent.id);
    expect(JSON.parse(event?.data ?? '{}')).toMatchObject({
      id: sent.id,
      text: 'Hello from the other process',
      mine: false,
    });
    // The red dot's stream says so too.
    const unread = await dot.waitFor('unread', 2);
    expect(JSON.parse(unread[1]?.data ?? '{}')).toEqual({ hasUnread: true });
    // Nothing of the anonymous owner travels with the event.
    for (const e of stream.events) {
      expect(e.data).not.toContain(owner.id);
      expect(e.data).not.toContain(owner.email);
    }
  });

  it('resumes with Last-Event-ID: exactly the missed messages, in order, then live again', async () => {
    const { owner, responder, threadId } = await aThread();
    const before = await post(first.app, owner, threadId, 'one');
    const stream = await subscribe(
      `${firstUrl}/api/threads/${threadId}/events?after=start`,
      responder,
    );
    const [got] = await stream.waitFor('message', 1);
    expect(got?.id).toBe(before.id);
    stream.close();

    // While disconnected: three messages, through both processes, from both sides.
    await post(second, owner, threadId, 'two');
    await post(first.app, responder, threadId, 'three');
    await post(second, owner, threadId, 'four');

    // Reconnect to the other process, as a browser behind a load balancer might.
    const resumed = await subscribe(`${secondUrl}/api/threads/${threadId}/events`, responder, {
      'last-event-id': before.id,
    });
    const missed = await resumed.waitFor('message', 3);
    expect(texts(missed)).toEqual(['two', 'three', 'four']);
    expect(JSON.parse(missed[1]?.data ?? '{}').mine).toBe(true);
    await post(first.app, owner, threadId, 'five');
    const all = await resumed.waitFor('message', 4);
    expect(texts(all)).toEqual(['two', 'three', 'four', 'five']);
    // No repeats, whatever else arrives.
    await new Promise((r) => setTimeout(r, 200));
    expect(texts(resumed.events.filter((e) => e.event === 'message'))).toEqual([
      'two',
      'three',
      'four',
      'five',
    ]);
  });

  it('ends the streams once the lost LISTEN connection is back, and a reconnect catches up', async () => {
    const { owner, responder, threadId } = await aThread();
    const stream = await subscribe(
      `${firstUrl}/api/threads/${threadId}/events?after=start`,
      responder,
    );
    await post(second, owner, threadId, 'before the cut');
    const [got] = await stream.waitFor('message', 1);
    // Cut every LISTEN connection of this database (both processes').
    await db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()
    `);
    await stream.ended();
    await post(second, owner, threadId, 'during the cut');
    const resumed = await subscribe(`${firstUrl}/api/threads/${threadId}/events`, responder, {
      'last-event-id': got?.id ?? '',
    });
    const missed = await resumed.waitFor('message', 1);
    expect(texts(missed)).toEqual(['during the cut']);
    await post(second, owner, threadId, 'after the cut');
    expect(texts(await resumed.waitFor('message', 2))).toEqual(['during the cut', 'after the cut']);
  });

  it("carries the member's chat messages on their own stream, so a chat needs no second (issue 38)", async () => {
    const { owner, responder, threadId } = await aThread();
    const other = await aThread();
    const own = await subscribe(`${firstUrl}/api/threads/events`, responder);
    const theirs = await subscribe(`${firstUrl}/api/threads/events`, owner);
    await own.waitFor('unread', 1);
    await theirs.waitFor('unread', 1);

    const sent = await post(second, owner, threadId, 'On the member stream');
    const [event] = await own.waitFor('message', 1);
    expect(JSON.parse(event?.data ?? '{}')).toEqual({
      threadId,
      message: expect.objectContaining({ id: sent.id, text: 'On the member stream', mine: false }),
    });
    // The sender's own tabs get it too, as theirs.
    const [echo] = await theirs.waitFor('message', 1);
    expect(JSON.parse(echo?.data ?? '{}').message.mine).toBe(true);
    // Nobody else's thread reaches them, and nothing of the anonymous owner travels.
    await post(first.app, other.owner, other.threadId, 'Not yours');
    await new Promise((r) => setTimeout(r, 300));
    expect(own.events.filter((e) => e.event === 'message')).toHaveLength(1);
    for (const e of own.events) expect(e.data).not.toContain(owner.id);
  });

  it('refuses a stream to anyone but the two members', async () => {
    const { threadId } = await aThread();
    const stranger = await makeUser(db);
    const res = await fetch(`${firstUrl}/api/threads/${threadId}/events`, {
      headers: { cookie: await cookieOf(stranger) },
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe('You do not have access to this chat.');
    const visitor = await fetch(`${firstUrl}/api/threads/events`);
    expect(visitor.status).toBe(401);
  });
});

describe('event streams and the process around them', () => {
  const openStreams = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    return Number(/^forewarn_event_streams_open (\d+)$/m.exec(res.body)?.[1]);
  };

  it('are counted in /metrics while open', async () => {
    const { responder, threadId } = await aThread();
    const before = await openStreams(second);
    const stream = await subscribe(`${secondUrl}/api/threads/${threadId}/events`, responder);
    await expect.poll(() => openStreams(second)).toBe(before + 1);
    stream.close();
    await expect.poll(() => openStreams(second)).toBe(before);
  });

  it('answer HEAD with their headers at once, opening no stream', async () => {
    const { responder, threadId } = await aThread();
    const cookie = await cookieOf(responder);
    const before = await openStreams(second);
    // More than a member's 5 streams: any one counted would have ended the real one.
    const real = await subscribe(`${secondUrl}/api/threads/events`, responder);
    await real.waitFor('notifications', 1);
    for (const path of ['/api/threads/events', `/api/threads/${threadId}/events`]) {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${secondUrl}${path}`, {
          method: 'HEAD',
          headers: { cookie },
          signal: AbortSignal.timeout(5_000),
        });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      }
    }
    expect(await openStreams(second)).toBe(before + 1);
    await expect(real.ended(500)).rejects.toThrow();
    const stranger = await fetch(`${secondUrl}/api/threads/${threadId}/events`, {
      method: 'HEAD',
      headers: { cookie: await cookieOf(await makeUser(db)) },
      signal: AbortSignal.timeout(5_000),
    });
    expect(stranger.status).toBe(404);
    real.close();
  });

  it('end when their process shuts down; the retry hint sent at open brings clients back in 2 s', async () => {
    const { responder, threadId } = await aThread();
    const database = connect(first.database.connectionString, 'external');
    const leaving = await buildApp({ config: first.config, database, runJobs: false });
    const url = await leaving.listen({ port: 0, host: '127.0.0.1' });
    const stream = await subscribe(`${url}/api/threads/${threadId}/events`, responder);
    expect(stream.status).toBe(200);
    const closing = leaving.close();
    await stream.ended();
    await closing;
    await database.close();
  });
});
