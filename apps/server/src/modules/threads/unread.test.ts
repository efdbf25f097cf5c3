import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import { messages, threadParticipants, threads } from '../../db/schema/index.js';

// Messaging is a later feature: threads, participants and messages are inserted directly.

const { app, database } = await buildTestApp();
const { db } = database;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function aThread() {
  const owner = await makeUser(db);
  const responder = await makeUser(db);
  const kase = await makeCase(db, { creatorId: owner.id });
  const [thread] = await db
    .insert(threads)
    .values({ caseId: kase.id, ownerId: owner.id, responderId: responder.id, isAnonymous: true })
    .returning();
  if (!thread) throw new Error('no thread');
  return { owner, responder, thread };
}

async function participant(
  threadId: string,
  user: TestUser,
  values: { lastReadAt?: Date | null; hiddenAt?: Date | null } = {},
) {
  await db.insert(threadParticipants).values({ threadId, userId: user.id, ...values });
}

async function message(threadId: string, sender: TestUser, createdAt: Date) {
  await db.insert(messages).values({ threadId, senderId: sender.id, text: 'Hello', createdAt });
}

async function hasUnread(user: TestUser): Promise<boolean> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/threads/unread',
    headers: { cookie: await sessionCookie(db, user.id) },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().hasUnread;
}

describe('GET /api/threads/unread', () => {
  it('answers 401 when signed out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/threads/unread' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('is false without threads', async () => {
    expect(await hasUnread(await makeUser(db))).toBe(false);
  });

  it("is true for a message from the other party that was never read, not for one's own", async () => {
    const { owner, responder, thread } = await aThread();
    await participant(thread.id, owner);
    await participant(thread.id, responder);
    await message(thread.id, responder, minutesAgo(5));
    expect(await hasUnread(owner)).toBe(true);
    expect(await hasUnread(responder)).toBe(false);
  });

  it('works the same way for the responder', async () => {
    const { owner, responder, thread } = await aThread();
    await participant(thread.id, owner);
    await participant(thread.id, responder, { lastReadAt: minutesAgo(10) });
    await message(thread.id, owner, minutesAgo(5));
    expect(await hasUnread(responder)).toBe(true);
  });

  it('is false once read, and true again when a newer message arrives', async () => {
    const { owner, responder, thread } = await aThread();
    await participant(thread.id, owner, { lastReadAt: minutesAgo(1) });
    await participant(thread.id, responder);
    await message(thread.id, responder, minutesAgo(5));
    expect(await hasUnread(owner)).toBe(false);
    await message(thread.id, responder, new Date());
    expect(await hasUnread(owner)).toBe(true);
  });

  it('ignores a thread the user has hidden', async () => {
    const { owner, responder, thread } = await aThread();
    await participant(thread.id, owner, { hiddenAt: minutesAgo(1) });
    await message(thread.id, responder, minutesAgo(5));
    expect(await hasUnread(owner)).toBe(false);
  });

  it('counts a thread without a participant row as never read', async () => {
    const { owner, responder, thread } = await aThread();
    await message(thread.id, responder, minutesAgo(5));
    expect(await hasUnread(owner)).toBe(true);
  });

  it("never looks at other people's threads", async () => {
    const { responder, thread } = await aThread();
    await message(thread.id, responder, minutesAgo(5));
    expect(await hasUnread(await makeUser(db))).toBe(false);
  });
});
