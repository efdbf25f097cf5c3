import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { caseReports } from '../../db/schema/index.js';

const { app, database } = await buildTestApp();
const { db } = database;

async function setup(caseOverrides: Record<string, unknown> = {}) {
  const creator = await makeUser(db);
  const kase = await makeCase(db, { creatorId: creator.id, ...caseOverrides });
  const reporter = await makeUser(db);
  return {
    kase,
    creatorCookie: await sessionCookie(db, creator.id),
    reporter,
    cookie: await sessionCookie(db, reporter.id),
  };
}

const report = (caseId: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/reports`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

const reportsOf = (caseId: string) =>
  db.select().from(caseReports).where(eq(caseReports.caseId, caseId));

describe('POST /api/cases/:id/reports', () => {
  it('asks a signed-out visitor to log in, whatever the body', async () => {
    const { kase } = await setup();
    for (const body of [{ details: 'Not true.' }, { details: '' }, {}]) {
      const res = await report(kase.id, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Please log in to perform this action.');
    }
    expect(await reportsOf(kase.id)).toHaveLength(0);
  });

  it.each([[''], ['   '], [undefined]])('refuses empty details %j', async (details) => {
    const { kase, cookie } = await setup();
    const res = await report(kase.id, details === undefined ? {} : { details }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please provide details for the report.');
    expect(await reportsOf(kase.id)).toHaveLength(0);
  });

  it('refuses a user whose email is not verified', async () => {
    const { kase } = await setup();
    const unverified = await makeUser(db, { emailVerified: false });
    const res = await report(
      kase.id,
      { details: 'This is my neighbour, not a tradie.' },
      await sessionCookie(db, unverified.id),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'You must verify your email address before you can report a case.',
    );
    expect(await reportsOf(kase.id)).toHaveLength(0);
  });

  it('files a report for a signed-in user with a verified email', async () => {
    const { kase, cookie, reporter } = await setup();
    const res = await report(
      kase.id,
      { details: '  This is my neighbour, not a tradie.  ' },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Report submitted. Thank you.', created: true });
    const rows = await reportsOf(kase.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterId: reporter.id,
      details: 'This is my neighbour, not a tradie.',
      status: 'open',
    });
  });

  it('refuses the case’s creator', async () => {
    const { kase, creatorCookie } = await setup();
    const res = await report(kase.id, { details: 'Reporting myself.' }, creatorCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot report your own case.');
    expect(await reportsOf(kase.id)).toHaveLength(0);
  });

  it('updates the open report on a second report rather than adding one', async () => {
    const { kase, cookie, reporter } = await setup();
    expect((await report(kase.id, { details: 'First version.' }, cookie)).statusCode).toBe(201);
    const [before] = await reportsOf(kase.id);
    const second = await report(kase.id, { details: 'Second, with more detail.' }, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: 'Report submitted. Thank you.', created: false });
    const rows = await reportsOf(kase.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: before?.id,
      reporterId: reporter.id,
      details: 'Second, with more detail.',
    });
    expect(rows[0]?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);
  });

  it('keeps one open report when the same user reports in parallel', async () => {
    const { kase, cookie } = await setup();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => report(kase.id, { details: `Parallel ${i}` }, cookie)),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(await reportsOf(kase.id)).toHaveLength(1);
  });

  it('opens a new report once the moderators closed the last one', async () => {
    const { kase, cookie, reporter } = await setup();
    await report(kase.id, { details: 'First.' }, cookie);
    await db
      .update(caseReports)
      .set({ status: 'dismissed' })
      .where(and(eq(caseReports.caseId, kase.id), eq(caseReports.reporterId, reporter.id)));
    expect((await report(kase.id, { details: 'It is still wrong.' }, cookie)).statusCode).toBe(201);
    const rows = await reportsOf(kase.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['dismissed', 'open']);
  });

  it('answers 404 for a case the reporter may not see', async () => {
    const { kase, cookie } = await setup({ visibleToPlumbers: true });
    expect((await report(kase.id, { details: 'Hmm.' }, cookie)).statusCode).toBe(404);
    expect((await report('no-such-case', { details: 'Hmm.' }, cookie)).statusCode).toBe(404);
    expect(await reportsOf(kase.id)).toHaveLength(0);
  });
});
