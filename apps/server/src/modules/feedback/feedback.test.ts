import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { bugReports, feedback } from '../../db/schema/index.js';

const { app, database } = await buildTestApp();
const { db } = database;

const send = (payload: Record<string, unknown>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: cookie ? { cookie } : {},
    payload,
  });

async function verified() {
  const user = await makeUser(db);
  return { user, cookie: await sessionCookie(db, user.id) };
}

describe('POST /api/feedback', () => {
  const MESSAGE = 'You must be logged in with a verified email to access this page.';

  it('refuses a signed-out visitor (401) and an unverified email (403)', async () => {
    const out = await send({ type: 'idea', details: 'Dark mode please.' });
    expect(out.statusCode).toBe(401);
    expect(out.json().error.message).toBe(MESSAGE);

    const unverified = await makeUser(db, { emailVerified: false });
    const res = await send(
      { type: 'idea', details: 'Dark mode please.' },
      await sessionCookie(db, unverified.id),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MESSAGE);
    expect(await db.select().from(feedback).where(eq(feedback.userId, unverified.id))).toHaveLength(
      0,
    );
  });

  it.each([[''], ['  '], [undefined]])('refuses empty details %j', async (details) => {
    const { user, cookie } = await verified();
    const res = await send(
      { type: 'feedback', ...(details === undefined ? {} : { details }) },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please provide details.');
    expect(await db.select().from(feedback).where(eq(feedback.userId, user.id))).toHaveLength(0);
  });

  it('refuses an unknown type', async () => {
    const { cookie } = await verified();
    const res = await send({ type: 'complaint', details: 'Hello.' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please select a feedback type.');
  });

  it('stores a functionality issue as a bug report, with the user’s email', async () => {
    const { user, cookie } = await verified();
    const res = await send({ type: 'bug', details: '  The search button does nothing.  ' }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Submitted successfully!' });
    const bugs = await db.select().from(bugReports).where(eq(bugReports.userId, user.id));
    expect(bugs).toHaveLength(1);
    expect(bugs[0]).toMatchObject({
      email: user.email,
      type: 'bug',
      details: 'The search button does nothing.',
      status: 'open',
    });
    expect(await db.select().from(feedback).where(eq(feedback.userId, user.id))).toHaveLength(0);
  });

  it.each([['feedback'], ['idea']])(
    'stores %s in the feedback table with its type',
    async (type) => {
      const { user, cookie } = await verified();
      expect((await send({ type, details: 'Nice work.' }, cookie)).statusCode).toBe(201);
      const rows = await db.select().from(feedback).where(eq(feedback.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: user.email, type, details: 'Nice work.' });
      expect(await db.select().from(bugReports).where(eq(bugReports.userId, user.id))).toHaveLength(
        0,
      );
    },
  );

  it('allows 10 entries of any type per hour per user, even sent in parallel', async () => {
    const { user, cookie } = await verified();
    const types = ['bug', 'feedback', 'idea'];
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        send({ type: types[i % 3], details: `Note ${i}.` }, cookie),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json().error.message).toBe(
      'You have sent a lot of reports and feedback this hour. Please try again later.',
    );
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(3500);
    const stored =
      (await db.select().from(feedback).where(eq(feedback.userId, user.id))).length +
      (await db.select().from(bugReports).where(eq(bugReports.userId, user.id))).length;
    expect(stored).toBe(10);

    // Another user is not held back by this one.
    const other = await verified();
    expect((await send({ type: 'idea', details: 'Hello.' }, other.cookie)).statusCode).toBe(201);
  });

  it('counts only the last hour: entries from 61 minutes ago leave room again', async () => {
    const { user, cookie } = await verified();
    for (let i = 0; i < 10; i++) {
      expect((await send({ type: 'idea', details: `Idea ${i}.` }, cookie)).statusCode).toBe(201);
    }
    expect((await send({ type: 'idea', details: 'One more.' }, cookie)).statusCode).toBe(429);
    await db
      .update(feedback)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(feedback.userId, user.id));
    expect((await send({ type: 'idea', details: 'After the hour.' }, cookie)).statusCode).toBe(201);
  });
});
