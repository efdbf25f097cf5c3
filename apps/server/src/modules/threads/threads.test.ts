import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import {
  cases,
  messages,
  threadParticipants,
  threads,
  userReports,
  users,
} from '../../db/schema/index.js';

const { app, database } = await buildTestApp();
const { db } = database;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const json = { 'content-type': 'application/json' };

async function as(user: TestUser) {
  return { cookie: await sessionCookie(db, user.id) };
}

async function start(user: TestUser, caseId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/thread`,
    headers: await as(user),
  });
}

/** An owner, a case of theirs, a responder and the thread the responder started. */
async function aThread(options: { postAnonymously?: boolean } = {}) {
  const owner = await makeUser(db);
  const responder = await makeUser(db);
  const kase = await makeCase(db, {
    creatorId: owner.id,
    postAnonymously: options.postAnonymously ?? false,
  });
  const res = await start(responder, kase.id);
  expect(res.statusCode).toBe(200);
  const threadId: string = res.json().threadId;
  return { owner, responder, kase, threadId };
}

async function send(user: TestUser, threadId: string, text = 'Hello there', timeZone?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: { ...(await as(user)), ...json },
    payload: { text, ...(timeZone ? { timeZone } : {}) },
  });
}

async function list(user: TestUser, cursor?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/threads${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    headers: await as(user),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    threads: { id: string; unread: boolean; lastMessage: string | null; other: { name: string } }[];
    nextCursor: string | null;
  };
}

async function hasUnread(user: TestUser): Promise<boolean> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/threads/unread',
    headers: await as(user),
  });
  return res.json().hasUnread;
}

describe('starting a chat (Message Author)', () => {
  it('asks a visitor to log in', async () => {
    const owner = await makeUser(db);
    const kase = await makeCase(db, { creatorId: owner.id });
    const res = await app.inject({ method: 'POST', url: `/api/cases/${kase.id}/thread` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please log in to message the author.');
  });

  it('refuses the creator, and an unknown case is 404', async () => {
    const owner = await makeUser(db);
    const kase = await makeCase(db, { creatorId: owner.id });
    expect((await start(owner, kase.id)).statusCode).toBe(403);
    expect((await start(owner, 'nosuchcase')).statusCode).toBe(404);
  });

  it('refuses a case kept up after its creator deleted their account: nobody to message', async () => {
    const owner = await makeUser(db);
    const kase = await makeCase(db, { creatorId: owner.id });
    await db.update(cases).set({ creatorId: null }).where(eq(cases.id, kase.id));
    const res = await start(await makeUser(db), kase.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'The author of this case no longer has an account, so they cannot be messaged.',
    );
  });

  it('finds the same thread however often and however fast it is asked, with a random id', async () => {
    const owner = await makeUser(db);
    const responder = await makeUser(db);
    const kase = await makeCase(db, { creatorId: owner.id });
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(responder, kase.id)));
    const ids = new Set(answers.map((r) => r.json().threadId));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(id).toMatch(UUID);
    const rows = await db.select().from(threads).where(eq(threads.caseId, kase.id));
    expect(rows).toHaveLength(1);
    const members = await db
      .select()
      .from(threadParticipants)
      .where(eq(threadParticipants.threadId, id));
    expect(members.map((m) => m.userId).sort()).toEqual([owner.id, responder.id].sort());
    // Another responder gets another thread.
    const other = await start(await makeUser(db), kase.id);
    expect(other.json().threadId).not.toBe(id);
  });

  it('gives an anonymous case an anonymous thread', async () => {
    const { responder, owner, kase, threadId } = await aThread({ postAnonymously: true });
    const [row] = await db.select().from(threads).where(eq(threads.id, threadId));
    expect(row?.isAnonymous).toBe(true);
    const res = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}`,
      headers: await as(responder),
    });
    expect(res.json().other).toEqual({
      name: `Anonymous user #${kase.id}`,
      avatarUrl: null,
      anonymous: true,
      badges: [],
    });
    // The owner sees who wrote to them.
    const mine = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}`,
      headers: await as(owner),
    });
    expect(mine.json().other.name).toBe(responder.username);
  });
});

describe('chat access (spec §6): only the two members', () => {
  it('answers 404 to a third user on every thread route, exactly as for a missing thread', async () => {
    const { threadId } = await aThread();
    // Issue 24: a member of another thread is as much an outsider here as a stranger.
    const stranger = (await aThread()).responder;
    const missing = '7b0c1f7e-3a51-4c1e-9a55-0c3f8f1d2e4a';
    const calls = (id: string) =>
      [
        ['GET', `/api/threads/${id}`],
        ['GET', `/api/threads/${id}/messages`],
        ['POST', `/api/threads/${id}/messages`],
        ['GET', `/api/threads/${id}/events`],
        ['GET', `/api/threads/${id}/avatar`],
        ['POST', `/api/threads/${id}/read`],
        ['POST', `/api/threads/${id}/hide`],
        ['POST', `/api/threads/${id}/report`],
      ] as const;
    for (const id of [threadId, missing, 'not-a-uuid']) {
      for (const [method, url] of calls(id)) {
        const res = await app.inject({
          method,
          url,
          headers: { ...(await as(stranger)), ...json },
          ...(method === 'POST' ? { payload: { text: 'Let me in' } } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.message, `${method} ${url}`).toBe(
          'You do not have access to this chat.',
        );
      }
    }
    // Nothing was written, and the thread is not in the stranger's list.
    expect(await db.select().from(messages).where(eq(messages.threadId, threadId))).toHaveLength(0);
    expect((await list(stranger)).threads.map((t: { id: string }) => t.id)).not.toContain(threadId);
  });

  it('needs a session', async () => {
    const { threadId } = await aThread();
    const res = await app.inject({ method: 'GET', url: `/api/threads/${threadId}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('are trimmed, checked, and read back oldest first with the viewer’s own marked', async () => {
    const { owner, responder, threadId } = await aThread();
    expect((await send(responder, threadId, '   ')).json().error.message).toBe(
      'Message is required.',
    );
    expect((await send(responder, threadId, 'x'.repeat(1001))).statusCode).toBe(400);
    expect((await send(responder, threadId, 'What a shit tradie')).json().error.message).toBe(
      'Message contains inappropriate language.',
    );
    const first = await send(responder, threadId, '  Is this the tiler from Newtown?  ');
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatchObject({
      text: 'Is this the tiler from Newtown?',
      mine: true,
    });
    expect((await send(owner, threadId, 'Yes, it is.')).statusCode).toBe(201);
    const res = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages`,
      headers: await as(owner),
    });
    expect(
      res.json().messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine]),
    ).toEqual([
      ['Is this the tiler from Newtown?', false],
      ['Yes, it is.', true],
    ]);
  });

  it('pages back past the newest 100', async () => {
    const { owner, responder, threadId } = await aThread();
    const base = Date.now() - 60 * 60_000;
    await db.insert(messages).values(
      Array.from({ length: 130 }, (_, i) => ({
        threadId,
        senderId: i % 2 ? owner.id : responder.id,
        text: `message ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages`,
      headers: await as(owner),
    });
    const page = first.json();
    expect(page.messages).toHaveLength(100);
    expect(page.messages[0].text).toBe('message 30');
    expect(page.messages[99].text).toBe('message 129');
    const older = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages?before=${page.olderCursor}`,
      headers: await as(owner),
    });
    expect(older.json().messages.map((m: { text: string }) => m.text)).toEqual(
      Array.from({ length: 30 }, (_, i) => `message ${i}`),
    );
    expect(older.json().olderCursor).toBeNull();
    // A cursor the server did not make: the catalogue's words, in the reader's language.
    await db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, owner.id));
    const edited = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages?before=not-a-cursor`,
      headers: await as(owner),
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.message).toBe(
      'Ce lien de liste n’est plus à jour. Rechargez la page.',
    );
  });
});

describe('the limit (DESIGN.md §1): 10 per user per thread per 24 hours', () => {
  it('warns from 7, refuses the 11th with 429 and the spec’s message, and a reply resets it', async () => {
    const { owner, responder, threadId } = await aThread();
    for (let i = 1; i <= 10; i++) {
      const res = await send(responder, threadId, `message ${i}`);
      expect(res.statusCode).toBe(201);
      expect(res.json().allowance).toMatchObject({
        sent: i,
        remaining: 10 - i,
        warning: i >= 7,
        limited: i === 10,
      });
    }
    const refused = await send(responder, threadId, 'one more', 'Australia/Perth');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.json().error.message).toMatch(
      /^Message limit reached\. You can send again on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m \(Australia\/Perth\)\.$/,
    );
    const thread = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}`,
      headers: await as(responder),
    });
    expect(thread.json().allowance).toMatchObject({ sent: 10, remaining: 0, limited: true });

    // The owner answers: the responder's counter starts again.
    expect((await send(owner, threadId, 'Thanks for telling me.')).statusCode).toBe(201);
    const again = await send(responder, threadId, 'You are welcome.');
    expect(again.statusCode).toBe(201);
    expect(again.json().allowance).toMatchObject({ sent: 1, remaining: 9, limited: false });
  });

  it('writes the date in a French reader’s message in French, on the 24-hour clock', async () => {
    const { responder, threadId } = await aThread();
    await db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, responder.id));
    await db
      .update(threadParticipants)
      .set({ sentCount: 10, countResetAt: new Date(Date.now() - 3600_000) })
      .where(eq(threadParticipants.userId, responder.id));
    const refused = await send(responder, threadId, 'encore un', 'America/Toronto');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^Limite de messages atteinte\. Vous pourrez écrire de nouveau le \d{1,2}\s\S+\.? \d{4}, \d{1,2}\sh\s\d{2} \(America\/Toronto\)\.$/,
    );
    expect(refused.json().error.untilText).toMatch(/\d{1,2}\sh\s\d{2} \(America\/Toronto\)$/);
  });

  it('starts a new window once 24 hours have passed', async () => {
    const { responder, threadId } = await aThread();
    await db
      .update(threadParticipants)
      .set({ sentCount: 10, countResetAt: new Date(Date.now() - 24 * 3600_000 - 1000) })
      .where(eq(threadParticipants.userId, responder.id));
    const res = await send(responder, threadId);
    expect(res.statusCode).toBe(201);
    expect(res.json().allowance.sent).toBe(1);
  });

  it('lets exactly one of 20 parallel sends through at 9', async () => {
    const { responder, threadId } = await aThread();
    await db
      .update(threadParticipants)
      .set({ sentCount: 9, countResetAt: new Date(Date.now() - 60_000) })
      .where(eq(threadParticipants.userId, responder.id));
    const cookie = await as(responder);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/threads/${threadId}/messages`,
          headers: { ...cookie, ...json },
          payload: { text: `parallel ${i}` },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(19);
    expect(await db.select().from(messages).where(eq(messages.threadId, threadId))).toHaveLength(1);
  });
});

describe('My Messages', () => {
  it('lists newest activity first, with the other party, the case and a preview', async () => {
    const a = await aThread();
    const b = await aThread({ postAnonymously: true });
    await send(a.responder, a.threadId, 'First thread message');
    await send(b.responder, b.threadId, 'Second thread message');
    // The owner of b sees the responder by name; the responder of b sees the anonymous label.
    const ownerList = await list(b.owner);
    expect(ownerList.threads).toHaveLength(1);
    expect(ownerList.threads[0]).toMatchObject({
      id: b.threadId,
      caseTitle: b.kase.title,
      lastMessage: 'Second thread message',
      unread: true,
      other: { name: b.responder.username, anonymous: false },
    });
    const responderList = await list(b.responder);
    expect(responderList.threads[0]?.other).toEqual({
      name: `Anonymous user #${b.kase.id}`,
      avatarUrl: null,
      anonymous: true,
      badges: [],
    });
  });

  it('shows an unread dot, and opening the list marks the listed threads read', async () => {
    const { owner, responder, threadId } = await aThread();
    await send(responder, threadId, 'Are you there?');
    expect(await hasUnread(owner)).toBe(true);
    expect(await hasUnread(responder)).toBe(false);
    expect((await list(owner)).threads[0]?.unread).toBe(true);
    expect(await hasUnread(owner)).toBe(false);
    expect((await list(owner)).threads[0]?.unread).toBe(false);
    // Opening the chat marks it read too.
    await send(responder, threadId, 'Hello?');
    expect(await hasUnread(owner)).toBe(true);
    await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages`,
      headers: await as(owner),
    });
    expect(await hasUnread(owner)).toBe(false);
  });

  it('does not list a thread with no message to the owner, but does to the one who started it', async () => {
    const { owner, responder, threadId } = await aThread();
    expect((await list(owner)).threads).toEqual([]);
    expect((await list(responder)).threads.map((t) => t.id)).toEqual([threadId]);
  });

  it('refuses a list link it did not make, in the reader’s language', async () => {
    const reader = await makeUser(db, { language: 'fr-CA' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/threads?cursor=not-a-cursor',
      headers: await as(reader),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Ce lien de liste n’est plus à jour. Rechargez la page.');
    // Shaped like its own, but no time it could have written (PostgreSQL's to refuse, before).
    for (const time of ['2026-13-01T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z']) {
      const cursor = Buffer.from(JSON.stringify([time, randomUUID()])).toString('base64url');
      const forged = await app.inject({
        method: 'GET',
        url: `/api/threads?cursor=${cursor}`,
        headers: await as(reader),
      });
      expect(forged.statusCode, time).toBe(400);
      expect(forged.json().error.message).toBe(
        'Ce lien de liste n’est plus à jour. Rechargez la page.',
      );
    }
  });

  it('hides per user: Delete hides it for one side only, and a message from the other brings it back', async () => {
    const { owner, responder, threadId } = await aThread();
    await send(responder, threadId, 'Hi');
    const hide = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/hide`,
      headers: await as(owner),
    });
    expect(hide.statusCode).toBe(204);
    expect((await list(owner)).threads).toEqual([]);
    expect((await list(responder)).threads.map((t) => t.id)).toEqual([threadId]);
    // The owner's own later read or the responder's list do not bring it back...
    expect((await list(owner)).threads).toEqual([]);
    // ...a new message from the other side does, unread.
    await send(responder, threadId, 'Still there?');
    const back = await list(owner);
    expect(back.threads.map((t) => [t.id, t.unread])).toEqual([[threadId, true]]);
  });

  it('is built by one SQL statement whatever the number of threads, and pages past 50', async () => {
    const owner = await makeUser(db);
    const responder = await makeUser(db);
    const made: string[] = [];
    for (let i = 0; i < 55; i++) {
      const kase = await makeCase(db, { creatorId: owner.id });
      const [row] = await db
        .insert(threads)
        .values({
          caseId: kase.id,
          ownerId: owner.id,
          responderId: responder.id,
          isAnonymous: false,
          lastMessageAt: new Date(Date.now() - (i + 1) * 60_000),
        })
        .returning();
      if (!row) throw new Error('no thread');
      made.push(row.id);
      await db.insert(threadParticipants).values([
        { threadId: row.id, userId: owner.id },
        { threadId: row.id, userId: responder.id },
      ]);
      await db.insert(messages).values({
        threadId: row.id,
        senderId: responder.id,
        text: `hello ${i}`,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      });
    }
    const cookie = await as(owner);
    const queries = async (url: string) => {
      // Warm the session (its first read may touch last_seen_at), then count.
      await app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie });
      const spy = vi.spyOn(database.pool, 'query');
      const res = await app.inject({ method: 'GET', url, headers: cookie });
      const sqlTexts = spy.mock.calls.map((call) =>
        String((call[0] as { text?: string }).text ?? call[0]),
      );
      spy.mockRestore();
      return { res, threadQueries: sqlTexts.filter((t) => /threads/.test(t)) };
    };
    const first = await queries('/api/threads');
    expect(first.threadQueries).toHaveLength(1);
    const page1 = first.res.json();
    expect(page1.threads.map((t: { id: string }) => t.id)).toEqual(made.slice(0, 50));
    const second = await queries(`/api/threads?cursor=${encodeURIComponent(page1.nextCursor)}`);
    expect(second.threadQueries).toHaveLength(1);
    expect(second.res.json().threads.map((t: { id: string }) => t.id)).toEqual(made.slice(50));
    expect(second.res.json().nextCursor).toBeNull();
    expect(await hasUnread(owner)).toBe(false);
  });
});

describe('Report User', () => {
  it('stores the thread and the last 20 messages, then cools down for 24 hours', async () => {
    const { owner, responder, threadId, kase } = await aThread({ postAnonymously: true });
    const base = Date.now() - 60 * 60_000;
    await db.insert(messages).values(
      Array.from({ length: 25 }, (_, i) => ({
        threadId,
        senderId: i % 2 ? owner.id : responder.id,
        text: `line ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const headers = await as(responder);
    const first = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/report`,
      headers,
    });
    expect(first.statusCode).toBe(201);
    expect(JSON.stringify(first.json())).not.toContain(owner.id);
    const [stored] = await db.select().from(userReports).where(eq(userReports.threadId, threadId));
    expect(stored).toMatchObject({
      reporterId: responder.id,
      reportedUserId: owner.id,
      caseId: kase.id,
      isAnonymous: true,
      status: 'open',
    });
    const evidence = stored?.evidence as { text: string; senderId: string }[];
    expect(evidence.map((m) => m.text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `line ${i + 5}`),
    );

    const second = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/report`,
      headers,
    });
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toBe('User reported. You can report again after 24 hours.');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(24 * 3600 - 120);
    const thread = await app.inject({ method: 'GET', url: `/api/threads/${threadId}`, headers });
    expect(thread.json().reportAvailableAt).not.toBeNull();

    // The owner may report on their own clock.
    const ownerReport = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/report`,
      headers: await as(owner),
    });
    expect(ownerReport.statusCode).toBe(201);

    // A day later the responder may report again.
    await db
      .update(threadParticipants)
      .set({ lastReportAt: new Date(Date.now() - 24 * 3600_000 - 1000) })
      .where(
        sql`${threadParticipants.threadId} = ${threadId} AND ${threadParticipants.userId} = ${responder.id}`,
      );
    const third = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/report`,
      headers,
    });
    expect(third.statusCode).toBe(201);
  });
});

describe('deleting', () => {
  it("a case's deletion removes its threads and their messages", async () => {
    const { owner, responder, kase, threadId } = await aThread();
    await send(responder, threadId, 'Hi');
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/cases/${kase.id}`,
      headers: await as(owner),
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await db.select().from(threads).where(eq(threads.id, threadId))).toHaveLength(0);
    expect(await db.select().from(messages).where(eq(messages.threadId, threadId))).toHaveLength(0);
    expect(await db.select().from(cases).where(eq(cases.id, kase.id))).toHaveLength(0);
  });
});

describe('message emails switch', () => {
  it('is on by default and can be turned off', async () => {
    const user = await makeUser(db);
    const headers = await as(user);
    const get = () => app.inject({ method: 'GET', url: '/api/threads/email-notices', headers });
    expect((await get()).json()).toEqual({ enabled: true });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/threads/email-notices',
      headers: { ...headers, ...json },
      payload: { enabled: false },
    });
    expect(put.statusCode).toBe(200);
    expect((await get()).json()).toEqual({ enabled: false });
  });
});

describe('the case in a thread header', () => {
  const header = async (user: TestUser, threadId: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}`,
      headers: await as(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { caseTitle: string; caseImageUrl: string | null };
  };
  const listed = async (user: TestUser, threadId: string) =>
    ((await list(user)).threads as unknown as { id: string; caseTitle: string }[]).find(
      (t) => t.id === threadId,
    );

  it('masks the personal details in the title for the responder, whole for the creator', async () => {
    const owner = await makeUser(db);
    const responder = await makeUser(db);
    const kase = await makeCase(db, {
      creatorId: owner.id,
      postAnonymously: false,
      name: 'Jordan Samplewood',
      title: 'Samplewood took my deposit, call 0412 345 678',
    });
    const { threadId } = (await start(responder, kase.id)).json() as { threadId: string };
    expect((await send(responder, threadId, 'Is this still going on?')).statusCode).toBe(201);

    for (const shown of [await header(responder, threadId), await listed(responder, threadId)]) {
      expect(shown?.caseTitle).not.toContain('Samplewood');
      expect(shown?.caseTitle).not.toContain('0412 345 678');
    }
    expect((await header(owner, threadId)).caseTitle).toBe(kase.title);
    expect((await listed(owner, threadId))?.caseTitle).toBe(kase.title);
  });

  it('withdraws a hidden case from the responder’s header and list, not the creator’s', async () => {
    const { owner, responder, kase, threadId } = await aThread();
    expect((await send(responder, threadId, 'Hello')).statusCode).toBe(201);
    await db
      .update(cases)
      .set({ hiddenAt: new Date(), hiddenReason: 'Names a private person.' })
      .where(eq(cases.id, kase.id));

    const seen = await header(responder, threadId);
    expect(seen.caseTitle).toBe('This case was removed by moderation.');
    expect(seen.caseImageUrl).toBeNull();
    expect((await listed(responder, threadId))?.caseTitle).toBe(
      'This case was removed by moderation.',
    );
    expect((await header(owner, threadId)).caseTitle).toBe(kase.title);
  });

  it('says an archived case was archived, not removed by moderation (issue 22)', async () => {
    const { owner, responder, kase, threadId } = await aThread();
    expect((await send(responder, threadId, 'Hello')).statusCode).toBe(201);
    await db.update(cases).set({ archivedAt: new Date() }).where(eq(cases.id, kase.id));

    const archived = 'This case was archived: it had not been updated for 3 years.';
    const seen = await header(responder, threadId);
    expect(seen.caseTitle).toBe(archived);
    expect(seen.caseImageUrl).toBeNull();
    expect((await listed(responder, threadId))?.caseTitle).toBe(archived);
    expect((await header(owner, threadId)).caseTitle).toBe(kase.title);
    // Hidden by a moderator too: moderation's word wins.
    await db
      .update(cases)
      .set({ hiddenAt: new Date(), hiddenReason: 'Names a private person.' })
      .where(eq(cases.id, kase.id));
    expect((await header(responder, threadId)).caseTitle).toBe(
      'This case was removed by moderation.',
    );
  });

  it('withdraws a case later restricted to a trade the responder lacks, as its page does', async () => {
    const { owner, responder, kase, threadId } = await aThread();
    expect((await send(responder, threadId, 'Hello')).statusCode).toBe(201);
    await db.update(cases).set({ visibleToPlumbers: true }).where(eq(cases.id, kase.id));

    const caseNowRestricted = 'This case is no longer available to you.';
    const seen = await header(responder, threadId);
    expect(seen.caseTitle).toBe(caseNowRestricted);
    expect(seen.caseImageUrl).toBeNull();
    expect((await listed(responder, threadId))?.caseTitle).toBe(caseNowRestricted);
    expect((await header(owner, threadId)).caseTitle).toBe(kase.title);

    // A verified plumber may still read it, as on the case page.
    await db.execute(sql`UPDATE users SET verified_plumber = true WHERE id = ${responder.id}`);
    expect((await header(responder, threadId)).caseTitle).not.toBe(caseNowRestricted);
  });
});

describe('the other party’s trade badges', () => {
  it('show beside a named party in the header and the list, never beside an anonymous one', async () => {
    const plumber = await makeUser(db, { verifiedPlumber: true });
    const electrician = await makeUser(db, { verifiedElectrician: true });
    const named = await makeCase(db, { creatorId: plumber.id, postAnonymously: false });
    const { threadId } = (await start(electrician, named.id)).json() as { threadId: string };
    expect((await send(electrician, threadId, 'Hello')).statusCode).toBe(201);
    const other = async (user: TestUser) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/threads/${threadId}`,
          headers: await as(user),
        })
      ).json().other;
    expect((await other(electrician)).badges).toEqual(['Verified Plumber']);
    expect((await other(plumber)).badges).toEqual(['Verified Electrician']);
    const listed = (await list(plumber)).threads as unknown as {
      id: string;
      other: { badges: string[] };
    }[];
    expect(listed.find((t) => t.id === threadId)?.other.badges).toEqual(['Verified Electrician']);

    const anonymous = await makeCase(db, { creatorId: plumber.id, postAnonymously: true });
    const hidden = (await start(electrician, anonymous.id)).json() as { threadId: string };
    const res = await app.inject({
      method: 'GET',
      url: `/api/threads/${hidden.threadId}`,
      headers: await as(electrician),
    });
    expect(res.json().other).toMatchObject({ anonymous: true, badges: [] });
  });
});

describe('a creator who goes anonymous later', () => {
  it('is anonymous in threads that began while they were named', async () => {
    const { owner, responder, kase, threadId } = await aThread({ postAnonymously: false });
    const other = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/threads/${threadId}`,
          headers: await as(responder),
        })
      ).json().other;
    expect((await other()).name).toBe(owner.username);
    await db.update(cases).set({ postAnonymously: true }).where(eq(cases.id, kase.id));
    expect(await other()).toMatchObject({
      name: `Anonymous user #${kase.id}`,
      avatarUrl: null,
      anonymous: true,
    });
  });
});

describe('a suspended member', () => {
  it('may still mark a thread read, hide it and turn message emails off, but not write', async () => {
    const { responder, threadId } = await aThread();
    await db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedUntil: null, suspensionReason: 'Spam' })
      .where(eq(users.id, responder.id));
    const headers = { ...(await as(responder)), ...json };
    const call = (method: 'POST' | 'PUT', url: string, payload = {}) =>
      app.inject({ method, url, headers, payload });
    expect((await call('POST', `/api/threads/${threadId}/read`)).statusCode).toBeLessThan(300);
    expect((await call('POST', `/api/threads/${threadId}/hide`)).statusCode).toBeLessThan(300);
    const mute = await call('PUT', '/api/threads/email-notices', { enabled: false });
    expect(mute.statusCode).toBeLessThan(300);
    expect((await send(responder, threadId, 'Still here')).statusCode).toBe(403);
  });
});

describe('Report User with a reason (issue 24)', () => {
  it('keeps an optional reason of up to 500 characters; a longer one is refused by the server', async () => {
    const { owner, responder, threadId } = await aThread();
    await send(owner, threadId, 'Send me your bank details');
    const headers = { ...(await as(responder)), ...json };
    const tooLong = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/report`,
      headers,
      payload: { reason: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('Reason must be less than 500 characters.');
    expect(await db.select().from(userReports).where(eq(userReports.threadId, threadId))).toEqual(
      [],
    );

    const reason = `  He asked for my bank details. ${'y'.repeat(460)}  `;
    const res = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/report`,
      headers,
      payload: { reason },
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await db.select().from(userReports).where(eq(userReports.threadId, threadId));
    expect(stored?.reason).toBe(reason.trim());
  });

  it('the database refuses a reason over 500 characters whatever the route', async () => {
    const { owner, responder, threadId } = await aThread();
    await expect(
      db.insert(userReports).values({
        threadId,
        reporterId: responder.id,
        reportedUserId: owner.id,
        reason: 'z'.repeat(501),
      }),
    ).rejects.toThrow();
  });

  it('a moderator sees the saved messages as the evidence, the live thread apart, and the reason', async () => {
    const { owner, responder, threadId } = await aThread();
    await send(owner, threadId, 'Pay me now or else');
    const report = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/report`,
      headers: { ...(await as(responder)), ...json },
      payload: { reason: 'Threats' },
    });
    expect(report.statusCode).toBe(201);
    // Written after the report: not evidence.
    await send(owner, threadId, 'I take it back, all fine');
    const moderator = await makeUser(db, { role: 'moderator' });
    const queue = await app.inject({
      method: 'GET',
      url: '/api/moderation/queue?kind=user_report',
      headers: await as(moderator),
    });
    expect(queue.statusCode).toBe(200);
    const item = queue
      .json()
      .items.find(
        (i: { kind: string; reportedUser: { id: string } | null }) =>
          i.kind === 'user_report' && i.reportedUser?.id === owner.id,
      );
    expect(item.text).toBe('Threats');
    expect(item.messages.map((m: { text: string }) => m.text)).toEqual(['Pay me now or else']);
    expect(item.messages[0].senderName).toBe(owner.username);
    expect(item.currentThread.map((m: { text: string }) => m.text)).toEqual([
      'Pay me now or else',
      'I take it back, all fine',
    ]);
  });
});
