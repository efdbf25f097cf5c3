import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runOnce } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, type TestUser } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { buildApp } from '../../app.js';
import { connect } from '../../db/client.js';
import { messages, notifications, threadParticipants } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { graphileLogger } from '../../jobs/graphile-logger.js';
import { taskList } from '../../jobs/tasks.js';
import { mayMail } from '../accounts/abuse-limits.js';
import { insertMessageNotification } from '../notifications/repository.js';
import { setMessageEmailSetting } from './notice-repository.js';
import { enqueueDueMessageNotices, sendMessageNotice } from './notices.js';
import { findOrCreateThread } from './repository.js';

// The email notice of a message left unread for 15 minutes: one per thread per 6 hours, a
// link and nothing else, never sent twice even when two servers look at once. Through the path
// the server runs: the minute's cron claims the notices due as jobs, and the queue mails them.

const { app, database, config } = await buildTestApp();
const { db } = database;

/** The cron's tick on one server, then the queue's jobs: how many notices were claimed. */
async function tick(deps: Pick<AppDeps, 'database'> = app.deps): Promise<number> {
  const claimed = await enqueueDueMessageNotices(deps);
  await runOnce({
    pgPool: database.pool,
    taskList: taskList({ ...app.deps, log: app.log }),
    logger: graphileLogger(null),
  });
  return claimed;
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function aThread(language: 'en' | 'fr-CA' = 'en') {
  const owner = await makeUser(db, { language });
  const responder = await makeUser(db);
  const kase = await makeCase(db, {
    creatorId: owner.id,
    title: 'Secret case title',
    postAnonymously: true,
  });
  const threadId = await findOrCreateThread(db, {
    caseId: kase.id,
    ownerId: owner.id,
    responderId: responder.id,
    isAnonymous: true,
  });
  return { owner, responder, threadId };
}

async function message(threadId: string, sender: TestUser, text: string, at: Date) {
  await db.insert(messages).values({ threadId, senderId: sender.id, text, createdAt: at });
}

async function mailsTo(email: string) {
  return (await readOutbox(config.dataDir)).filter((m) => m.to === email);
}

describe('message email notices', () => {
  it('mails the recipient once a message waits 15 minutes, with a link and no text or case', async () => {
    const { owner, responder, threadId } = await aThread();
    await message(threadId, responder, 'A very private question', minutesAgo(14));
    expect(await tick()).toBe(0);
    await db.execute(
      sql`UPDATE messages SET created_at = ${minutesAgo(16)} WHERE thread_id = ${threadId}`,
    );
    expect(await tick()).toBe(1);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('You have a new message on Forewarn');
    expect(mail?.links).toContain(`${config.publicUrl}/chat/${threadId}`);
    // Its one-click unsubscribe, in the text and in the header (RFC 8058).
    expect(mail?.text).toMatch(
      /My Account:\n.*\/MyAccountPage#notifications\nOne click stops them:\n.*\/Unsubscribe\?token=\S+\n\nForewarn/,
    );
    expect(mail?.headers['list-unsubscribe']).toMatch(/\/api\/unsubscribe\//);
    for (const secret of [
      'A very private question',
      'Secret case title',
      responder.username ?? '',
    ]) {
      expect(mail?.text).not.toContain(secret);
    }
    // The sender is not mailed about their own message, and nothing is sent twice.
    expect(await mailsTo(responder.email)).toHaveLength(0);
    expect(await tick()).toBe(0);
  });

  it('writes a French member’s notice in French (issue 49), the links the same', async () => {
    const { owner, responder, threadId } = await aThread('fr-CA');
    await message(threadId, responder, 'Une question privée', minutesAgo(16));
    expect(await tick()).toBe(1);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('Vous avez un nouveau message sur Forewarn');
    expect(mail?.text).toMatch(
      /^Bonjour,\n\nQuelqu’un vous a envoyé sur Forewarn un message que vous n’avez pas encore lu\. Lisez-le ici\u00a0:\n\n.*\/chat\//,
    );
    expect(mail?.text).toMatch(
      /Mon compte\u00a0:\n.*\/MyAccountPage#notifications\nUn clic suffit pour vous désabonner\u00a0:\n.*\/Unsubscribe\?token=\S+\n\nForewarn/,
    );
  });

  it('sends nothing for a read message, and at most one per thread per 6 hours', async () => {
    const { owner, responder, threadId } = await aThread();
    await message(threadId, responder, 'hi', minutesAgo(20));
    await db
      .update(threadParticipants)
      .set({ lastReadAt: minutesAgo(1) })
      .where(eq(threadParticipants.userId, owner.id));
    expect(await tick()).toBe(0);

    // A new unread message after a notice 2 hours ago: still within the 6 hours.
    await db
      .update(threadParticipants)
      .set({ noticeSentAt: minutesAgo(120), lastReadAt: minutesAgo(121) })
      .where(eq(threadParticipants.userId, owner.id));
    await message(threadId, responder, 'again', minutesAgo(30));
    expect(await tick()).toBe(0);
    // Seven hours later it may go.
    await db
      .update(threadParticipants)
      .set({ noticeSentAt: minutesAgo(7 * 60), lastReadAt: minutesAgo(7 * 60 + 1) })
      .where(eq(threadParticipants.userId, owner.id));
    expect(await tick()).toBe(1);
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('respects the My Account switch', async () => {
    const { owner, responder, threadId } = await aThread();
    await setMessageEmailSetting(db, owner.id, false);
    await message(threadId, responder, 'hi', minutesAgo(20));
    expect(await tick()).toBe(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it('is claimed once when two servers look at the same time', async () => {
    const secondDatabase = connect(database.connectionString, 'external');
    const second: FastifyInstance = await buildApp({
      config,
      database: secondDatabase,
      runJobs: false,
    });
    try {
      const due: TestUser[] = [];
      for (let i = 0; i < 5; i++) {
        const { owner, responder, threadId } = await aThread();
        await message(threadId, responder, 'hi', minutesAgo(20));
        due.push(owner);
      }
      const deps = (target: FastifyInstance): AppDeps => target.deps;
      const counts = await Promise.all([
        enqueueDueMessageNotices(deps(app)),
        enqueueDueMessageNotices(deps(second)),
        enqueueDueMessageNotices(deps(app)),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
      expect(await tick()).toBe(0);
      for (const owner of due) expect(await mailsTo(owner.email)).toHaveLength(1);
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  });

  it('counts against the recipient’s mail cap: past it, the unread notice waits for the digest', async () => {
    const { owner, responder, threadId } = await aThread();
    await message(threadId, responder, 'hi', minutesAgo(20));
    await insertMessageNotification(db, {
      recipientId: owner.id,
      threadId,
      payload: {
        event: 'new_message',
        caseId: null,
        threadId,
        title: '',
        maskedName: null,
        maskedIdentifiers: [],
        country: 'AU',
      },
    });
    // Five emails this hour already (the cap), whatever they were.
    for (let i = 0; i < 5; i++) expect(await mayMail(db, owner.email)).toBe(true);
    const job = { threadId, userId: owner.id, key: `${threadId}-capped` };
    expect(await sendMessageNotice(app.deps, job)).toBe('digest');
    expect(await mailsTo(owner.email)).toHaveLength(0);
    const [held] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.threadId, threadId));
    expect(held?.emailStatus).toBe('digest');
    expect(held?.overCap).toBe(true);
  });
});
