import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, image, upload, VALID_CASE } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { readOutbox } from '../../../test/outbox.js';
import {
  auditLog,
  bugReports,
  caseReports,
  comments,
  disputes,
  feedback,
  messages,
  threads,
  tradeApplications,
  userReports,
  users,
} from '../../db/schema/index.js';
import { changeAdmin } from '../../scripts/admin-role.js';

const { app, database, config } = await buildTestApp();
const { db } = database;

const moderator = await makeUser(db, { role: 'moderator', username: 'mod_one' });
const admin = await makeUser(db, { role: 'admin', username: 'admin_one' });

type Actor = TestUser | null;

async function call(actor: Actor, options: InjectOptions & { url: string }) {
  const cookie = actor ? await sessionCookie(db, actor.id) : undefined;
  return app.inject({
    ...options,
    headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
  });
}
const get = (actor: Actor, url: string) => call(actor, { method: 'GET', url });
const post = (actor: Actor, url: string, payload: object = {}) =>
  call(actor, { method: 'POST', url, payload: payload as Record<string, unknown> });

const auditRows = (targetId: string) =>
  db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const auditCount = async () => (await db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

async function mailsTo(email: string) {
  return (await readOutbox(config.dataDir)).filter((m) => m.to === email);
}

describe('who can reach moderation', () => {
  const routes: [string, string][] = [
    ['GET', '/api/moderation/count'],
    ['GET', '/api/moderation/queue'],
    ['GET', '/api/moderation/users?q=someone'],
    ['POST', '/api/moderation/cases/abc/hide'],
    ['POST', '/api/moderation/users/00000000-0000-4000-8000-000000000000/suspend'],
    ['GET', '/api/moderation/audit'],
    ['POST', '/api/moderation/users/00000000-0000-4000-8000-000000000000/role'],
  ];

  it.each(routes)(
    '%s %s is a plain 404 to visitors, users and suspended users',
    async (method, url) => {
      const user = await makeUser(db);
      const suspendedModerator = await makeUser(db, {
        role: 'moderator',
        suspendedAt: new Date(),
        suspensionReason: 'Testing',
      });
      const unknown = await call(null, { method: method as 'GET', url: '/api/no-such-route' });
      for (const actor of [null, user, suspendedModerator]) {
        const res = await call(actor, { method: method as 'GET', url, payload: {} });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
    },
  );

  it('admin-only routes are a 404 to moderators, and work for admins', async () => {
    expect((await get(moderator, '/api/moderation/audit')).statusCode).toBe(404);
    expect((await get(admin, '/api/moderation/audit')).statusCode).toBe(200);
    expect((await get(moderator, '/api/moderation/queue')).statusCode).toBe(200);
    expect((await get(admin, '/api/moderation/queue')).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('holds reported cases, reported users, disputes, applications, bugs and feedback, newest first', async () => {
    const creator = await makeUser(db);
    const reporter = await makeUser(db, { username: 'the_reporter' });
    const kase = await makeCase(db, { creatorId: creator.id, title: 'Queue test case' });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000 - 3_600_000);
    await db.insert(feedback).values({
      userId: reporter.id,
      email: reporter.email,
      type: 'idea',
      details: 'A dark theme, please.',
      createdAt: at(6),
    });
    await db.insert(bugReports).values({
      userId: reporter.id,
      email: reporter.email,
      type: 'bug',
      details: 'The search button jumps.',
      createdAt: at(5),
    });
    await db.insert(tradeApplications).values({
      userId: reporter.id,
      trade: 'plumber',
      licenceNumber: 'PL-1234',
      licenceRegion: 'NSW',
      createdAt: at(4),
    });
    const [thread] = await db
      .insert(threads)
      .values({
        caseId: kase.id,
        ownerId: creator.id,
        responderId: reporter.id,
        isAnonymous: false,
      })
      .returning();
    if (!thread) throw new Error('no thread');
    await db.insert(messages).values([
      {
        threadId: thread.id,
        senderId: creator.id,
        text: 'You will regret this.',
        createdAt: at(10),
      },
    ]);
    await db.insert(userReports).values({
      threadId: thread.id,
      reporterId: reporter.id,
      reportedUserId: creator.id,
      caseId: kase.id,
      evidence: [
        { senderId: creator.id, text: 'You will regret this.', createdAt: at(10).toISOString() },
      ],
      createdAt: at(3),
    });
    // Written after the report: in the current thread, not in the evidence (issue 24).
    await db
      .insert(messages)
      .values({ threadId: thread.id, senderId: creator.id, text: 'Sorry.', createdAt: at(2) });
    await db.insert(disputes).values({
      caseId: kase.id,
      userId: reporter.id,
      reason: 'Settled last week.',
      createdAt: at(2),
    });
    await db.insert(caseReports).values({
      caseId: kase.id,
      reporterId: reporter.id,
      details: 'Names the wrong person.',
      createdAt: at(1),
    });

    const res = await get(moderator, '/api/moderation/queue?state=open');
    expect(res.statusCode).toBe(200);
    const mine = res
      .json()
      .items.filter((i: { submitter: { id: string } | null }) => i.submitter?.id === reporter.id);
    expect(mine.map((i: { kind: string }) => i.kind)).toEqual([
      'case_report',
      'dispute',
      'user_report',
      'trade_application',
      'bug_report',
      'feedback',
    ]);
    const [report, , userReport, application] = mine;
    expect(report).toMatchObject({
      text: 'Names the wrong person.',
      submitter: { username: 'the_reporter', email: reporter.email },
      case: { id: kase.id, title: 'Queue test case', creator: { id: creator.id } },
    });
    expect(userReport).toMatchObject({
      reportedUser: { id: creator.id },
      messages: [{ senderId: creator.id, text: 'You will regret this.' }],
      currentThread: [
        { senderId: creator.id, text: 'You will regret this.' },
        { senderId: creator.id, text: 'Sorry.' },
      ],
    });
    expect(userReport.messages).toHaveLength(1);
    expect(application.application).toEqual({
      trade: 'plumber',
      licenceNumber: 'PL-1234',
      licenceRegion: 'NSW',
      photoUrl: null,
    });

    const onlyDisputes = await get(moderator, '/api/moderation/queue?kind=dispute&state=open');
    expect(onlyDisputes.json().items.every((i: { kind: string }) => i.kind === 'dispute')).toBe(
      true,
    );
    expect(onlyDisputes.json().total).toBeGreaterThanOrEqual(1);

    const counted = await get(moderator, '/api/moderation/count');
    expect(counted.json().open).toBeGreaterThanOrEqual(6);
  });

  it('pages 20 at a time', async () => {
    const someone = await makeUser(db);
    await db.insert(feedback).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: someone.id,
        email: someone.email,
        type: 'feedback',
        details: `Paging ${i}`,
      })),
    );
    const first = (await get(moderator, '/api/moderation/queue?kind=feedback')).json();
    const second = (await get(moderator, '/api/moderation/queue?kind=feedback&page=2')).json();
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(second.total);
    const ids = new Set([...first.items, ...second.items].map((i: { id: string }) => i.id));
    expect(ids.size).toBe(first.items.length + second.items.length);
  });
});

describe('hiding a case', () => {
  it('takes it out of every read but its creator’s and the moderators’, and restoring brings it back', async () => {
    const creator = await makeUser(db);
    const reporter = await makeUser(db);
    const reader = await makeUser(db);
    const kase = await makeCase(db, {
      creatorId: creator.id,
      country: 'IE',
      postcode: 'D02 X285',
      number: '085 555 0199',
      title: 'A case to hide',
    });
    await db.insert(comments).values({ caseId: kase.id, userId: reader.id, text: 'Same here.' });
    expect(
      (await post(reporter, `/api/cases/${kase.id}/reports`, { details: 'Not true.' })).statusCode,
    ).toBe(201);
    const [report] = await db.select().from(caseReports).where(eq(caseReports.caseId, kase.id));
    if (!report) throw new Error('no report');

    const listedIn = async (actor: Actor) => {
      const recent = (await get(actor, '/api/cases/recent?country=IE')).json().cases;
      const found = (await get(actor, '/api/cases/search?country=IE&q=085%20555%200199')).json()
        .cases;
      return [...recent, ...found].some((c: { id: string }) => c.id === kase.id);
    };
    expect(await listedIn(reader)).toBe(true);

    const before = await auditCount();
    const hide = await post(moderator, `/api/moderation/cases/${kase.id}/hide`, {
      reason: 'Names a private person',
      item: { kind: 'case_report', id: report.id },
    });
    expect(hide.statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    const [row] = await auditRows(kase.id);
    expect(row).toMatchObject({
      actorId: moderator.id,
      actorName: 'mod_one',
      action: 'hide_case',
      targetType: 'case',
    });
    expect(row?.details).toMatchObject({ reason: 'Names a private person' });

    for (const actor of [null, reader, reporter]) {
      expect(await listedIn(actor)).toBe(false);
      const page = await get(actor, `/api/cases/${kase.id}`);
      expect(page.statusCode).toBe(404);
      expect(page.json().error.message).toBe('This case was removed by moderation.');
      expect((await get(actor, `/api/cases/${kase.id}/comments`)).statusCode).toBe(404);
    }
    const own = await get(creator, `/api/cases/${kase.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      hidden: true,
      hiddenReason: 'Names a private person',
    });
    const myCases = (await get(creator, '/api/my/cases?country=IE')).json().cases;
    expect(myCases.find((c: { id: string }) => c.id === kase.id)).toMatchObject({
      hiddenReason: 'Names a private person',
    });
    expect((await get(moderator, `/api/cases/${kase.id}`)).statusCode).toBe(200);

    // The report is settled, its reporter told that action was taken; the creator told why.
    const [settled] = await db.select().from(caseReports).where(eq(caseReports.id, report.id));
    expect(settled?.status).toBe('actioned');
    // The moderator sees what was done, in the queue item.
    const item = (await get(moderator, `/api/moderation/items/case_report/${report.id}`)).json();
    expect(item.status).toBe('actioned');
    expect(item.history).toEqual([
      expect.objectContaining({
        actorName: 'mod_one',
        action: 'hide_case',
        reason: 'Names a private person',
      }),
    ]);
    const outcome = (await mailsTo(reporter.email)).at(-1);
    expect(outcome?.text).toContain('Action was taken.');
    expect(outcome?.text).not.toContain('Names a private person');
    expect((await mailsTo(creator.email)).at(-1)?.text).toContain('Reason: Names a private person');

    const restore = await post(moderator, `/api/moderation/cases/${kase.id}/restore`, {
      reason: 'Creator removed the name',
    });
    expect(restore.statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 2);
    expect(await listedIn(reader)).toBe(true);
    expect((await get(reader, `/api/cases/${kase.id}`)).statusCode).toBe(200);
  });

  it('takes its images and response images with it, for everyone but its creator', async () => {
    const creator = await makeUser(db);
    const lodged = await call(creator, {
      method: 'POST',
      url: '/api/cases',
      payload: caseForm(VALID_CASE, { main: [upload(await image('png'))] }),
    });
    expect(lodged.statusCode).toBe(201);
    const { id, mainImage } = lodged.json().case;
    expect((await get(null, mainImage.url)).statusCode).toBe(200);
    await post(moderator, `/api/moderation/cases/${id}/hide`, { reason: 'Photo shows a face' });
    for (const actor of [null, await makeUser(db)]) {
      expect((await get(actor, mainImage.url)).statusCode).toBe(404);
      expect((await get(actor, mainImage.thumbUrl)).statusCode).toBe(404);
    }
    expect((await get(creator, mainImage.url)).statusCode).toBe(200);
    expect((await get(moderator, mainImage.url)).statusCode).toBe(200);
  });

  it('keeps a hidden trade-restricted case a plain 404 to those who may not see it', async () => {
    const creator = await makeUser(db);
    const kase = await makeCase(db, {
      creatorId: creator.id,
      visibleToPlumbers: true,
      hiddenAt: new Date(),
      hiddenReason: 'x',
    });
    const res = await get(await makeUser(db), `/api/cases/${kase.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).not.toBe('This case was removed by moderation.');
  });

  it('needs a reason, and refuses to hide a hidden case or close a closed item', async () => {
    const kase = await makeCase(db, { creatorId: (await makeUser(db)).id });
    const empty = await post(moderator, `/api/moderation/cases/${kase.id}/hide`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please give a reason.');
    expect(
      (await post(moderator, `/api/moderation/cases/${kase.id}/hide`, { reason: 'r' })).statusCode,
    ).toBe(200);
    const again = await post(moderator, `/api/moderation/cases/${kase.id}/hide`, { reason: 'r' });
    expect(again.statusCode).toBe(409);
    expect(await auditRows(kase.id)).toHaveLength(1);
  });
});

describe('dismissing', () => {
  it('closes the item, tells the reporter no action was taken, and writes one audit row', async () => {
    const reporter = await makeUser(db);
    const kase = await makeCase(db, { creatorId: (await makeUser(db)).id, title: 'Dismissed one' });
    const [report] = await db
      .insert(caseReports)
      .values({ caseId: kase.id, reporterId: reporter.id, details: 'Hmm.' })
      .returning();
    if (!report) throw new Error('no report');
    const url = `/api/moderation/items/case_report/${report.id}/dismiss`;
    expect((await post(moderator, url, { reason: 'Nothing wrong' })).statusCode).toBe(200);
    expect((await post(moderator, url, { reason: 'Again' })).statusCode).toBe(409);
    expect(await auditRows(report.id)).toHaveLength(1);
    const mail = (await mailsTo(reporter.email)).at(-1);
    expect(mail?.text).toContain('Dismissed one');
    expect(mail?.text).toContain('No action was taken');
  });
});

describe('finding a member', () => {
  it('by username or email in any letter case, a full-width query read as the name it looks like', async () => {
    const target = await makeUser(db);
    const name = target.username;
    if (!name) throw new Error('the factory gives every user a username');
    const wide = [...name]
      .map((ch) => String.fromCodePoint((ch.codePointAt(0) ?? 0) + 0xfee0))
      .join('');
    for (const q of [name.toUpperCase(), wide, ` ${target.email.toUpperCase()} `]) {
      const res = await get(moderator, `/api/moderation/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().users.map((u: { id: string }) => u.id)).toEqual([target.id]);
    }
  });
});

describe('suspension', () => {
  it('lets a suspended user read but refuses every write with the reason and the end', async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const kase = await makeCase(db, { creatorId: other.id });
    const own = await makeCase(db, { creatorId: user.id });
    const before = await auditCount();
    const suspend = await post(moderator, `/api/moderation/users/${user.id}/suspend`, {
      reason: 'Abusive responses',
      days: 7,
    });
    expect(suspend.statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);

    const writes: (InjectOptions & { url: string })[] = [
      { method: 'POST', url: '/api/cases', payload: caseForm(VALID_CASE) },
      { method: 'PATCH', url: `/api/cases/${own.id}`, payload: { title: 'Changed title here' } },
      { method: 'POST', url: `/api/cases/${own.id}/resolve` },
      { method: 'POST', url: `/api/cases/${kase.id}/comments`, payload: { text: 'Hello there.' } },
      { method: 'POST', url: `/api/cases/${kase.id}/reports`, payload: { details: 'Bad.' } },
      { method: 'POST', url: `/api/cases/${kase.id}/disputes`, payload: { reason: 'Untrue.' } },
      {
        method: 'POST',
        url: '/api/phone/send-verification',
        payload: { phoneNumber: '0412 345 678' },
      },
      {
        method: 'POST',
        url: '/api/phone/verify-otp',
        payload: { phoneNumber: '0412 345 678', code: '123456' },
      },
      { method: 'POST', url: '/api/feedback', payload: { type: 'idea', details: 'Dark mode.' } },
      { method: 'PATCH', url: '/api/account', payload: {} },
      {
        method: 'POST',
        url: '/api/account/trade-applications',
        payload: { trade: 'plumber', licenceNumber: 'L1', licenceRegion: 'NSW' },
      },
    ];
    for (const write of writes) {
      const res = await call(user, write);
      expect(res.statusCode, write.url).toBe(403);
      expect(res.json().error.message).toMatch(
        /^Your account is suspended until \d{1,2} \w+ \d{4} at \d\d:\d\d UTC\. Reason: Abusive responses$/,
      );
      // The end as data too (issue 38): an ISO instant and the text the message writes it as.
      const { until, untilText } = res.json().error;
      expect(Number.isNaN(Date.parse(until))).toBe(false);
      expect(res.json().error.message).toContain(untilText);
    }
    // Taking their own things down still works.
    expect((await call(user, { method: 'DELETE', url: `/api/cases/${own.id}` })).statusCode).toBe(
      204,
    );
    // Reading and signing out still work, and the session says why.
    expect((await get(user, `/api/cases/${kase.id}`)).statusCode).toBe(200);
    const session = (await get(user, '/api/auth/session')).json();
    expect(session.user.suspension).toMatchObject({ reason: 'Abusive responses' });
    expect(new Date(session.user.suspension.until).getTime()).toBeGreaterThan(Date.now());
    expect((await post(user, '/api/auth/logout')).statusCode).toBe(204);

    expect(
      (
        await post(moderator, `/api/moderation/users/${user.id}/lift-suspension`, {
          reason: 'Appeal',
        })
      ).statusCode,
    ).toBe(200);
    expect(await auditCount()).toBe(before + 2);
    const feedbackNow = await post(user, '/api/feedback', { type: 'idea', details: 'Dark mode.' });
    expect(feedbackNow.statusCode).toBe(201);
  });

  it('says "indefinitely" for good, and ends by itself when its time is up', async () => {
    const forGood = await makeUser(db);
    await post(moderator, `/api/moderation/users/${forGood.id}/suspend`, {
      reason: 'Spam',
      days: null,
    });
    const res = await post(forGood, '/api/feedback', { type: 'idea', details: 'x' });
    expect(res.json().error.message).toBe('Your account is suspended indefinitely. Reason: Spam');

    const over = await makeUser(db, {
      suspendedAt: new Date(Date.now() - 3 * 86_400_000),
      suspendedUntil: new Date(Date.now() - 86_400_000),
      suspensionReason: 'Old',
    });
    expect((await post(over, '/api/feedback', { type: 'idea', details: 'Back.' })).statusCode).toBe(
      201,
    );
  });

  it('suspends once on a double click or two moderators at once; the second hears it is in force', async () => {
    const target = await makeUser(db);
    const body = { reason: 'Spam', days: 7 };
    const results = await Promise.all([
      post(moderator, `/api/moderation/users/${target.id}/suspend`, body),
      post(admin, `/api/moderation/users/${target.id}/suspend`, { ...body, days: null }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().error.message).toBe(
      'This user is already suspended. Lift the suspension first to change it.',
    );
    const audits = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target.id), eq(auditLog.action, 'suspend_user')));
    expect(audits[0]?.n).toBe(1);
    const statements = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM statements WHERE recipient_id = ${target.id}`,
    );
    expect(statements.rows[0]?.n).toBe(1);
  });

  it('moderators cannot suspend moderators or admins; admins can suspend moderators', async () => {
    const otherMod = await makeUser(db, { role: 'moderator' });
    const body = { reason: 'Testing', days: 1 };
    expect(
      (await post(moderator, `/api/moderation/users/${otherMod.id}/suspend`, body)).statusCode,
    ).toBe(404);
    expect(
      (await post(moderator, `/api/moderation/users/${admin.id}/suspend`, body)).statusCode,
    ).toBe(403);
    expect(
      (await post(moderator, `/api/moderation/users/${moderator.id}/suspend`, body)).statusCode,
    ).toBe(403);
    expect(
      (await post(admin, `/api/moderation/users/${otherMod.id}/suspend`, body)).statusCode,
    ).toBe(200);
    // A suspended moderator no longer moderates.
    expect((await get(otherMod, '/api/moderation/queue')).statusCode).toBe(404);
  });
});

describe('responses', () => {
  it('a moderator deletes someone’s response, with one audit row keeping its words', async () => {
    const author = await makeUser(db);
    const kase = await makeCase(db, { creatorId: (await makeUser(db)).id });
    const [comment] = await db
      .insert(comments)
      .values({ caseId: kase.id, userId: author.id, text: 'Offensive words here.' })
      .returning();
    if (!comment) throw new Error('no comment');
    const res = await post(moderator, `/api/moderation/responses/${comment.id}/delete`, {
      reason: 'Abuse',
    });
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(comments).where(eq(comments.id, comment.id))).toHaveLength(0);
    const [row] = await auditRows(comment.id);
    expect(row?.details).toMatchObject({ reason: 'Abuse', text: 'Offensive words here.' });
  });
});

describe('trade verification', () => {
  it('an applicant applies with a photo only moderators can fetch; approval grants the badge', async () => {
    const plumber = await makeUser(db, { username: 'pat_plumber' });
    const png = await image('png');
    const { payload, headers } = multipartBody(
      { trade: 'plumber', licenceNumber: 'PL-99881', licenceRegion: 'Victoria' },
      [{ field: 'licencePhoto', filename: 'licence.png', type: 'image/png', bytes: png }],
    );
    const applied = await call(plumber, {
      method: 'POST',
      url: '/api/account/trade-applications',
      payload,
      headers,
    });
    expect(applied.statusCode).toBe(201);
    const { id } = applied.json().application;
    const again = await post(plumber, '/api/account/trade-applications', {
      trade: 'plumber',
      licenceNumber: 'PL-99881',
      licenceRegion: 'Victoria',
    });
    expect(again.statusCode).toBe(409);

    const item = (await get(moderator, `/api/moderation/items/trade_application/${id}`)).json();
    expect(item.application.photoUrl).toBe(`/api/moderation/trade-applications/${id}/photo`);
    expect((await get(moderator, item.application.photoUrl)).statusCode).toBe(200);
    expect((await get(plumber, item.application.photoUrl)).statusCode).toBe(404);
    expect((await get(null, item.application.photoUrl)).statusCode).toBe(404);

    const approve = await post(moderator, `/api/moderation/trade-applications/${id}/approve`, {
      reason: 'Licence checked on the register',
    });
    expect(approve.statusCode).toBe(200);
    const [after] = await db.select().from(users).where(eq(users.id, plumber.id));
    expect(after?.verifiedPlumber).toBe(true);
    expect(await auditRows(id)).toHaveLength(1);
    expect((await mailsTo(plumber.email)).at(-1)?.subject).toBe(
      'You are now a Verified Plumber on Forewarn',
    );
    const mine = (await get(plumber, '/api/account/trade-applications')).json().applications;
    expect(mine[0]).toMatchObject({ id, status: 'actioned' });
    const named = await makeCase(db, { creatorId: plumber.id, postAnonymously: false });
    expect((await get(null, `/api/cases/${named.id}`)).json().authorBadges).toEqual([
      'Verified Plumber',
    ]);
  });

  it('turning an application down emails the reason; badges are granted and revoked directly', async () => {
    const sparky = await makeUser(db);
    const applied = await post(sparky, '/api/account/trade-applications', {
      trade: 'electrician',
      licenceNumber: 'EL-1',
      licenceRegion: 'Queensland',
    });
    const { id } = applied.json().application;
    await post(moderator, `/api/moderation/items/trade_application/${id}/dismiss`, {
      reason: 'Licence number not on the register',
    });
    const mail = (await mailsTo(sparky.email)).at(-1);
    expect(mail?.text).toContain('was not approved');
    expect(mail?.text).toContain('Licence number not on the register');

    const before = await auditCount();
    const grant = { trade: 'electrician', granted: true, reason: 'Checked by phone' };
    expect(
      (await post(moderator, `/api/moderation/users/${sparky.id}/badges`, grant)).statusCode,
    ).toBe(200);
    expect(
      (await db.select().from(users).where(eq(users.id, sparky.id)))[0]?.verifiedElectrician,
    ).toBe(true);
    await post(moderator, `/api/moderation/users/${sparky.id}/badges`, {
      ...grant,
      granted: false,
    });
    expect(
      (await db.select().from(users).where(eq(users.id, sparky.id)))[0]?.verifiedElectrician,
    ).toBe(false);
    expect(await auditCount()).toBe(before + 2);
  });

  it('a moderator neither grants themselves a badge nor approves their own application', async () => {
    const self = await post(moderator, `/api/moderation/users/${moderator.id}/badges`, {
      trade: 'plumber',
      granted: true,
      reason: 'Trust me',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('Moderators cannot act on their own account.');
    const applied = await post(moderator, '/api/account/trade-applications', {
      trade: 'plumber',
      licenceNumber: 'PL-SELF',
      licenceRegion: 'NSW',
    });
    const { id } = applied.json().application;
    const approve = await post(moderator, `/api/moderation/trade-applications/${id}/approve`, {
      reason: 'Mine',
    });
    expect(approve.statusCode).toBe(403);
    expect(
      (await db.select().from(users).where(eq(users.id, moderator.id)))[0]?.verifiedPlumber,
    ).toBe(false);
  });
});

describe('disputes', () => {
  it('anyone signed in but the creator disputes a case; the creator is told, not by whom', async () => {
    const creator = await makeUser(db);
    const named = await makeUser(db, { username: 'the_named_one' });
    const kase = await makeCase(db, { creatorId: creator.id, title: 'Disputed case' });
    const own = await post(creator, `/api/cases/${kase.id}/disputes`, { reason: 'Mine.' });
    expect(own.statusCode).toBe(403);
    expect((await post(null, `/api/cases/${kase.id}/disputes`, { reason: 'x' })).statusCode).toBe(
      401,
    );
    const first = await post(named, `/api/cases/${kase.id}/disputes`, { reason: 'We settled it.' });
    expect(first.statusCode).toBe(201);
    const second = await post(named, `/api/cases/${kase.id}/disputes`, {
      reason: 'Settled, paid.',
    });
    expect(second.statusCode).toBe(200);
    const rows = await db.select().from(disputes).where(eq(disputes.caseId, kase.id));
    expect(rows).toHaveLength(1);
    const told = await mailsTo(creator.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Disputed case');
    expect(told[0]?.text).not.toContain('the_named_one');
    expect(told[0]?.text).not.toContain(named.email);
  });
});

describe('roles', () => {
  it('admins make and unmake moderators in the app; moderators cannot; admins only from the command line', async () => {
    const someone = await makeUser(db);
    const url = `/api/moderation/users/${someone.id}/role`;
    expect((await post(moderator, url, { role: 'moderator', reason: 'x' })).statusCode).toBe(404);
    expect((await post(admin, url, { role: 'moderator', reason: 'Trusted' })).statusCode).toBe(200);
    expect((await get(someone, '/api/moderation/queue')).statusCode).toBe(200);
    expect((await post(admin, url, { role: 'user', reason: 'Stepped down' })).statusCode).toBe(200);
    expect((await get(someone, '/api/moderation/queue')).statusCode).toBe(404);
    const otherAdmin = await makeUser(db, { role: 'admin' });
    expect(
      (
        await post(admin, `/api/moderation/users/${otherAdmin.id}/role`, {
          role: 'user',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const rows = await auditRows(someone.id);
    expect(rows.map((r) => r.details)).toEqual([
      { reason: 'Trusted', from: 'user', to: 'moderator' },
      { reason: 'Stepped down', from: 'moderator', to: 'user' },
    ]);
  });

  it('the command line grants and revokes admin, with an audit row each', async () => {
    const someone = await makeUser(db);
    expect(await changeAdmin(db, 'grant', someone.email.toUpperCase())).toEqual({
      outcome: 'changed',
      from: 'user',
      to: 'admin',
    });
    expect(await changeAdmin(db, 'grant', someone.email)).toEqual({
      outcome: 'unchanged',
      role: 'admin',
    });
    expect(await changeAdmin(db, 'revoke', someone.email)).toMatchObject({ outcome: 'changed' });
    expect(await changeAdmin(db, 'grant', 'nobody@example.test')).toEqual({
      outcome: 'no-such-user',
    });
    const rows = await auditRows(someone.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: null, actorName: 'command line (npm run admin)' });
  });
});

describe('the audit log', () => {
  it('is readable by admins, filterable by moderator and item', async () => {
    const kase = await makeCase(db, { creatorId: (await makeUser(db)).id });
    await post(moderator, `/api/moderation/cases/${kase.id}/hide`, { reason: 'Audit filter' });
    const byItem = (
      await get(admin, `/api/moderation/audit?targetType=case&targetId=${kase.id}`)
    ).json();
    expect(byItem.entries).toHaveLength(1);
    expect(byItem.entries[0]).toMatchObject({
      actorName: 'mod_one',
      action: 'hide_case',
      reason: 'Audit filter',
    });
    const byActor = (await get(admin, `/api/moderation/audit?actor=${moderator.id}`)).json();
    expect(byActor.entries.every((e: { actorId: string }) => e.actorId === moderator.id)).toBe(
      true,
    );
  });

  it('refuses UPDATE, DELETE and TRUNCATE, even to the database role the app uses', async () => {
    const kase = await makeCase(db, { creatorId: (await makeUser(db)).id });
    await post(moderator, `/api/moderation/cases/${kase.id}/hide`, { reason: 'Tamper test' });
    const [row] = await auditRows(kase.id);
    if (!row) throw new Error('no audit row');
    await expect(
      db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await auditRows(kase.id)).toEqual([row]);
  });

  it('keeps the row, and who acted, when the acting moderator’s account is deleted', async () => {
    const leaving = await makeUser(db, { role: 'moderator', username: 'mod_leaving' });
    const kase = await makeCase(db, { creatorId: (await makeUser(db)).id });
    await post(leaving, `/api/moderation/cases/${kase.id}/hide`, { reason: 'Before leaving' });
    await db.delete(users).where(eq(users.id, leaving.id));
    const [row] = await auditRows(kase.id);
    expect(row).toMatchObject({ actorId: null, actorName: 'mod_leaving', action: 'hide_case' });
  });
});

describe('outcome emails', () => {
  it('a user report’s reporter is told when it is closed', async () => {
    const reporter = await makeUser(db);
    const reported = await makeUser(db);
    const [report] = await db
      .insert(userReports)
      .values({ reporterId: reporter.id, reportedUserId: reported.id })
      .returning();
    if (!report) throw new Error('no report');
    const res = await post(moderator, `/api/moderation/users/${reported.id}/suspend`, {
      reason: 'Threats in chat',
      days: 30,
      item: { kind: 'user_report', id: report.id },
    });
    expect(res.statusCode).toBe(200);
    const [closed] = await db
      .select()
      .from(userReports)
      .where(and(eq(userReports.id, report.id)));
    expect(closed?.status).toBe('actioned');
    const mail = (await mailsTo(reporter.email)).at(-1);
    expect(mail?.text).toContain('Action was taken.');
    expect(mail?.text).not.toContain('Threats in chat');
  });
});

describe('moderators read personal details masked too', () => {
  it('masks the phone number and surname in the queue’s case title, the outcome mail and the audit row', async () => {
    const reporter = await makeUser(db);
    const kase = await makeCase(db, {
      creatorId: (await makeUser(db)).id,
      name: 'Dana Quillfeather',
      title: 'Quillfeather kept my deposit, call 0491 570 156',
    });
    const [report] = await db
      .insert(caseReports)
      .values({ caseId: kase.id, reporterId: reporter.id, details: 'Check this.' })
      .returning();
    if (!report) throw new Error('no report');

    const item = await get(moderator, `/api/moderation/items/case_report/${report.id}`);
    expect(item.statusCode).toBe(200);
    expect(item.body).not.toContain('Quillfeather');
    expect(item.body).not.toContain('0491 570 156');
    expect(item.body).toContain('0491 570 1**');

    const url = `/api/moderation/items/case_report/${report.id}/dismiss`;
    expect((await post(moderator, url, { reason: 'Fine' })).statusCode).toBe(200);
    const mail = (await mailsTo(reporter.email)).at(-1);
    expect(mail?.text).not.toContain('Quillfeather');
    expect(mail?.text).not.toContain('0491 570 156');

    const [comment] = await db
      .insert(comments)
      .values({ caseId: kase.id, userId: reporter.id, text: 'Quillfeather is on 0491 570 156' })
      .returning();
    if (!comment) throw new Error('no comment');
    const gone = await post(moderator, `/api/moderation/responses/${comment.id}/delete`, {
      reason: 'Abuse',
    });
    expect(gone.statusCode).toBe(200);
    const [row] = await auditRows(comment.id);
    expect(JSON.stringify(row?.details)).not.toMatch(/Quillfeather|0491 570 156/);
  });
});
