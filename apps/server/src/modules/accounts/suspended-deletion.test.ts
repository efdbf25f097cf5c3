import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie, testUsername } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { userReports, users } from '../../db/schema/index.js';
import { formatUtc } from '../../lib/suspension.js';

// Issue 22, "Suspension cannot be shed" (docs/decisions/0033): a suspended member cannot
// delete the account (and sign up again with the same address) until the suspension ends; a
// report against a member outlives the member's account, with its evidence.

const { app, database, config } = await buildTestApp();
const { db } = database;

const remove = (cookie: string, password: string) =>
  app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { cookie },
    payload: { password, cases: 'keep' },
  });
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
const DAY = 24 * 60 * 60 * 1000;

describe('a suspended member deleting the account', () => {
  it('is refused with 403 naming the end of the suspension, and cannot sign up again', async () => {
    const until = new Date('2099-11-30T16:20:00Z');
    const member = await makeUser(db, {
      suspendedAt: new Date(),
      suspendedUntil: until,
      suspensionReason: 'Abusive messages',
    });
    const res = await remove(await sessionCookie(db, member.id), member.password);
    expect(res.statusCode).toBe(403);
    expect(formatUtc(until)).toMatch(/^30 November 2099.*16:20 UTC$/);
    expect(res.json().error.message).toBe(
      `Your account is suspended until ${formatUtc(until)}. You can delete it once the suspension has ended.`,
    );
    // The end as data, for the browser to write in its reader's own zone (issue 38).
    expect(res.json().error.until).toBe('2099-11-30T16:20:00.000Z');
    expect(res.json().error.untilText).toBe(formatUtc(until));
    expect(await userRow(member.id)).toBeDefined();

    // Signing up again with the address makes no second account: the suspended one holds it.
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: member.email,
        password: 'another password',
        username: testUsername('again'),
        country: 'AU',
      },
    });
    expect(signup.statusCode).toBe(201);
    const rows = await db.select().from(users).where(eq(users.email, member.email));
    expect(rows.map((r) => r.id)).toEqual([member.id]);
    expect((await userRow(member.id))?.suspendedUntil?.toISOString()).toBe(until.toISOString());
  });

  it('is refused for an indefinite suspension, before any password is checked', async () => {
    const member = await makeUser(db, { suspendedAt: new Date(), suspensionReason: 'Spam' });
    const res = await remove(await sessionCookie(db, member.id), 'not the password');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Your account is suspended indefinitely, so it cannot be deleted while the suspension lasts.',
    );
    expect(await userRow(member.id)).toBeDefined();
  });

  it('succeeds once the suspension has ended', async () => {
    const member = await makeUser(db, {
      suspendedAt: new Date(Date.now() - 10 * DAY),
      suspendedUntil: new Date(Date.now() - DAY),
      suspensionReason: 'Over now',
    });
    const res = await remove(await sessionCookie(db, member.id), member.password);
    expect(res.statusCode).toBe(204);
    expect(await userRow(member.id)).toBeUndefined();
  });
});

describe('a report against a member who deletes the account', () => {
  it('stays in the moderation queue with its evidence', async () => {
    const moderator = await makeUser(db, { role: 'moderator' });
    const reporter = await makeUser(db, { username: `reporter_${Date.now()}` });
    const reported = await makeUser(db);
    const [report] = await db
      .insert(userReports)
      .values({
        reporterId: reporter.id,
        reportedUserId: reported.id,
        evidence: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            senderId: reported.id,
            text: 'You will regret this.',
            createdAt: new Date('2026-11-01T10:00:00Z').toISOString(),
          },
          {
            id: '00000000-0000-4000-8000-000000000002',
            senderId: reporter.id,
            text: 'Please stop.',
            createdAt: new Date('2026-11-01T10:01:00Z').toISOString(),
          },
        ],
      })
      .returning();
    if (!report) throw new Error('no report');

    const res = await remove(await sessionCookie(db, reported.id), reported.password);
    expect(res.statusCode).toBe(204);

    const [kept] = await db.select().from(userReports).where(eq(userReports.id, report.id));
    expect(kept).toMatchObject({ status: 'open', reportedUserId: null });

    const queue = await app.inject({
      method: 'GET',
      url: '/api/moderation/queue?state=open',
      headers: { cookie: await sessionCookie(db, moderator.id) },
    });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().items.find((i: { id: string }) => i.id === report.id);
    expect(item).toMatchObject({
      kind: 'user_report',
      reportedUser: null,
      submitter: { id: reporter.id },
      messages: [
        { senderId: reported.id, senderName: 'Deleted user', text: 'You will regret this.' },
        { senderId: reporter.id, senderName: reporter.username, text: 'Please stop.' },
      ],
    });
  });
});

it('sends no mail when a deletion is refused', async () => {
  const member = await makeUser(db, { suspendedAt: new Date(), suspensionReason: 'Spam' });
  await remove(await sessionCookie(db, member.id), member.password);
  expect((await readOutbox(config.dataDir)).filter((m) => m.to === member.email)).toEqual([]);
});
