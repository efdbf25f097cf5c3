import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import {
  bugReports,
  caseImages,
  caseReports,
  cases,
  comments,
  disputes,
  emailTokens,
  feedback,
  messages,
  outgoingMails,
  phoneCodes,
  sessions,
  threads,
  tradeApplications,
  users,
} from '../../db/schema/index.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { insertNotifications, setEmailSetting } from '../notifications/repository.js';
import { queueMail } from '../outbox/outbox.js';

// Your data, your account (issue 17, docs/decisions/0015): download everything, delete the
// account either keeping the cases up anonymously or deleting them.

const { app, database, config } = await buildTestApp();
const { db } = database;
const { storage } = app.deps;

const PNG = Buffer.from('not really an image, storage does not care');

async function signedIn(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, overrides);
  return { user, cookie: await sessionCookie(db, user.id) };
}

/** A user with one of everything: a case with images, a response, a report, feedback, a message. */
async function busyUser() {
  const { user, cookie } = await signedIn({
    phoneNumber: '+61412345678',
    verifiedPhoneNumber: '+61412345678',
    phoneVerified: true,
    profileImageKey: `profileImages/${Date.now()}/me.jpg`,
  });
  await storage.put(user.profileImageKey ?? '', PNG);
  const other = await makeUser(db);
  const kase = await makeCase(db, {
    creatorId: user.id,
    postAnonymously: false,
    email: 'offender@example.test',
    number: '0412 999 888',
  });
  const imageKeys = { storageKey: `cases/${kase.id}/main.jpg`, thumbKey: `cases/${kase.id}/t.jpg` };
  await storage.put(imageKeys.storageKey, PNG);
  await storage.put(imageKeys.thumbKey, PNG);
  const [image] = await db
    .insert(caseImages)
    .values({
      caseId: kase.id,
      kind: 'main',
      ...imageKeys,
      contentType: 'image/jpeg',
      width: 10,
      height: 10,
      bytes: PNG.length,
    })
    .returning();
  // Someone else's response on the user's case, with an image.
  const theirImage = `comments/${kase.id}/theirs.jpg`;
  await storage.put(theirImage, PNG);
  const [theirResponse] = await db
    .insert(comments)
    .values({
      caseId: kase.id,
      userId: other.id,
      text: 'Same happened to me.',
      imageKey: theirImage,
    })
    .returning();
  // The user's response on someone else's case.
  const othersCase = await makeCase(db, { creatorId: other.id });
  const [myResponse] = await db
    .insert(comments)
    .values({ caseId: othersCase.id, userId: user.id, text: 'I know this one.' })
    .returning();
  await db
    .insert(caseReports)
    .values({ caseId: othersCase.id, reporterId: user.id, details: 'Looks doxxing.' });
  await db
    .insert(disputes)
    .values({ caseId: othersCase.id, userId: user.id, reason: 'It was settled in May.' });
  const licencePhotoKey = `private/trade-licences/${user.id}.jpg`;
  await storage.put(licencePhotoKey, PNG);
  await db.insert(tradeApplications).values({
    userId: user.id,
    trade: 'plumber',
    licenceNumber: 'PL-40213',
    licenceRegion: 'NSW',
    photoKey: licencePhotoKey,
  });
  await db
    .insert(feedback)
    .values({ userId: user.id, email: user.email, type: 'idea', details: 'Dark mode.' });
  await db
    .insert(bugReports)
    .values({ userId: user.id, email: user.email, type: 'bug', details: 'Button broken.' });
  const [thread] = await db
    .insert(threads)
    .values({ caseId: othersCase.id, ownerId: other.id, responderId: user.id, isAnonymous: false })
    .returning();
  await db
    .insert(messages)
    .values({ threadId: thread?.id ?? '', senderId: user.id, text: 'Hello there.' });
  await db.insert(phoneCodes).values({
    userId: user.id,
    phoneNumber: '+61412345678',
    codeHash: 'x',
    expiresAt: new Date(Date.now() + 60_000),
  });
  return {
    user,
    cookie,
    other,
    kase,
    image,
    imageKeys,
    theirImage,
    theirResponse,
    othersCase,
    myResponse,
    thread,
    licencePhotoKey,
  };
}

const exportOf = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
const remove = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload });
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
const caseRow = async (id: string) => (await db.select().from(cases).where(eq(cases.id, id)))[0];

describe('GET /api/account/export', () => {
  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('is one JSON attachment with everything the user gave, unmasked, and no secrets', async () => {
    const { user, cookie, kase, image, othersCase, myResponse, thread } = await busyUser();
    const res = await exportOf(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="forewarn-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.account).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.username,
      phoneNumber: '+61412345678',
      phoneVerified: true,
    });
    expect(body.account.profileImageUrl).toMatch(
      new RegExp(`^${config.publicUrl}/api/users/${user.id}/avatar`),
    );
    expect(body.cases).toHaveLength(1);
    expect(body.cases[0]).toMatchObject({
      id: kase.id,
      name: kase.name,
      number: '0412 999 888',
      email: 'offender@example.test',
      details: kase.details,
      postAnonymously: false,
    });
    expect(body.cases[0].images).toEqual([
      expect.objectContaining({
        kind: 'main',
        url: `${config.publicUrl}/api/cases/${kase.id}/images/${image?.id}`,
      }),
    ]);
    expect(body.responses).toEqual([
      expect.objectContaining({
        id: myResponse?.id,
        caseId: othersCase.id,
        text: 'I know this one.',
      }),
    ]);
    expect(body.caseReports).toEqual([
      expect.objectContaining({ caseId: othersCase.id, details: 'Looks doxxing.', status: 'open' }),
    ]);
    expect(body.disputes).toEqual([
      expect.objectContaining({
        caseId: othersCase.id,
        reason: 'It was settled in May.',
        status: 'open',
      }),
    ]);
    expect(body.tradeApplications).toEqual([
      expect.objectContaining({
        trade: 'plumber',
        licenceNumber: 'PL-40213',
        licenceRegion: 'NSW',
        licencePhoto: true,
        status: 'open',
        decidedAt: null,
      }),
    ]);
    expect(body.feedback.map((f: { type: string }) => f.type).sort()).toEqual(['bug', 'idea']);
    expect(body.messages).toEqual([
      expect.objectContaining({ threadId: thread?.id, text: 'Hello there.' }),
    ]);

    const text = res.body;
    expect(text).not.toContain(user.passwordHash);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('profileImages/');
    expect(text).not.toContain('licences/');
    expect(text).not.toContain('Same happened to me.');
  });

  it('an account with nothing yet exports empty lists', async () => {
    const { cookie } = await signedIn();
    const body = (await exportOf(cookie)).json();
    expect(body).toMatchObject({
      cases: [],
      responses: [],
      caseReports: [],
      disputes: [],
      tradeApplications: [],
      feedback: [],
      messages: [],
    });
  });
});

describe('notifications in my data', () => {
  it('are exported with the email settings, and deleted with the account', async () => {
    const { user, cookie } = await signedIn();
    await insertNotifications(db, [
      {
        userId: user.id,
        kind: 'watch_alert',
        dedupeKey: 'export:1',
        payload: {
          event: 'case_matches_watch',
          caseId: null,
          threadId: null,
          title: 'Took a deposit',
          maskedName: 'Jo******',
          maskedIdentifiers: [],
          country: 'AU',
        },
      },
    ]);
    await setEmailSetting(db, user.id, 'case_update', 'daily');
    const body = (await exportOf(cookie)).json();
    expect(body.notifications).toMatchObject([{ kind: 'watch_alert', title: 'Took a deposit' }]);
    expect(body.notificationSettings.email).toMatchObject({ case_update: 'daily' });
    expect((await remove(cookie, { password: user.password, cases: 'delete' })).statusCode).toBe(
      204,
    );
    const left = await db.execute(sql`
      SELECT (SELECT count(*) FROM notifications WHERE user_id = ${user.id})::int
        + (SELECT count(*) FROM notification_settings WHERE user_id = ${user.id})::int AS n
    `);
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});

describe('DELETE /api/account', () => {
  it('needs a signed-in user', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'x', cases: 'keep' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong password, and nothing is deleted', async () => {
    const { user, cookie } = await signedIn();
    const res = await remove(cookie, { password: 'wrong one', cases: 'keep' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('That password is not correct.');
    expect(res.json().error.fields).toEqual({ password: 'That password is not correct.' });
    expect(await userRow(user.id)).toBeDefined();
    expect(
      (await app.inject({ method: 'GET', url: '/api/account', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('counts wrong passwords as failed log-ins (429 after 5)', async () => {
    const { user, cookie } = await signedIn();
    for (let i = 0; i < 5; i++) {
      expect((await remove(cookie, { password: `nope ${i}`, cases: 'keep' })).statusCode).toBe(400);
    }
    const res = await remove(cookie, { password: user.password, cases: 'keep' });
    expect(res.statusCode).toBe(429);
    expect(await userRow(user.id)).toBeDefined();
  });

  it.each([
    [{ password: 'x' }],
    [{ password: 'x', cases: 'archive' }],
    [{ cases: 'keep' }],
    [{ password: 'x', cases: 'keep', reason: 'bye' }],
  ])('refuses an incomplete or unknown body %j with 400', async (payload) => {
    const { user, cookie } = await signedIn();
    expect((await remove(cookie, payload)).statusCode).toBe(400);
    expect(await userRow(user.id)).toBeDefined();
  });

  it("'keep': erases the account, leaves the cases up anonymously, responses from 'Deleted user'", async () => {
    const b = await busyUser();
    // A mail to the account still queued (its job's retry pending) goes with it.
    await queueMail(db, { to: b.user.email, subject: 'Queued', text: 'Not sent yet' }, 'ordinary');
    const res = await remove(b.cookie, { password: b.user.password, cases: 'keep' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');

    expect(await userRow(b.user.id)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, b.user.id))).toEqual([]);
    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.userId, b.user.id))).toEqual([]);
    expect(
      await db.select().from(outgoingMails).where(eq(outgoingMails.recipient, b.user.email)),
    ).toEqual([]);
    expect(await storage.exists(b.user.profileImageKey ?? '')).toBe(false);
    // The licence photo of their trade application goes with the account (issue 22).
    expect(await storage.exists(b.licencePhotoKey)).toBe(false);
    // The same cookie no longer signs anyone in.
    const after = await app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { cookie: b.cookie },
    });
    expect(after.statusCode).toBe(401);

    // The case stays, with its images, and no link to the user.
    expect(await caseRow(b.kase.id)).toMatchObject({ creatorId: null, postAnonymously: true });
    expect(await storage.exists(b.imageKeys.storageKey)).toBe(true);
    const page = await app.inject({ method: 'GET', url: `/api/cases/${b.kase.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().author).toBe('Anonymous');
    expect(page.body).not.toContain(b.user.username ?? '');

    // The user's response stays, from 'Deleted user'.
    const list = await app.inject({ method: 'GET', url: `/api/cases/${b.othersCase.id}/comments` });
    const mine = list.json().comments.find((c: { id: string }) => c.id === b.myResponse?.id);
    expect(mine).toMatchObject({ text: 'I know this one.', author: 'Deleted user' });

    // Reports and feedback stay for moderation, with no link to the user or their address.
    const [report] = await db
      .select()
      .from(caseReports)
      .where(eq(caseReports.caseId, b.othersCase.id));
    expect(report).toMatchObject({ reporterId: null, details: 'Looks doxxing.' });
    expect(await db.select().from(feedback).where(eq(feedback.email, b.user.email))).toEqual([]);
    expect(await db.select().from(bugReports).where(eq(bugReports.email, b.user.email))).toEqual(
      [],
    );
    const kept = await db.select().from(feedback).where(eq(feedback.details, 'Dark mode.'));
    expect(kept.some((n) => n.userId === null && n.email === '')).toBe(true);
    // Threads the user was part of end with the account.
    expect(
      await db
        .select()
        .from(threads)
        .where(eq(threads.id, b.thread?.id ?? '')),
    ).toEqual([]);
    // The account's address is free for a new sign-up.
    const again = await makeUser(db, { email: b.user.email });
    expect(again.email).toBe(b.user.email);
  });

  it("'delete': erases the account and its cases with their images and files", async () => {
    const b = await busyUser();
    const res = await remove(b.cookie, { password: b.user.password, cases: 'delete' });
    expect(res.statusCode).toBe(204);
    expect(await userRow(b.user.id)).toBeUndefined();
    expect(await caseRow(b.kase.id)).toBeUndefined();
    expect(await db.select().from(caseImages).where(eq(caseImages.caseId, b.kase.id))).toEqual([]);
    for (const key of [b.imageKeys.storageKey, b.imageKeys.thumbKey, b.theirImage]) {
      expect(await storage.exists(key)).toBe(false);
    }
    expect(await storage.exists(b.user.profileImageKey ?? '')).toBe(false);
    expect(await storage.exists(b.licencePhotoKey)).toBe(false);
    expect((await app.inject({ method: 'GET', url: `/api/cases/${b.kase.id}` })).statusCode).toBe(
      404,
    );
    // Other people's cases are untouched; the user's response on one stays.
    expect(await caseRow(b.othersCase.id)).toBeDefined();
    const [mine] = await db
      .select()
      .from(comments)
      .where(eq(comments.id, b.myResponse?.id ?? ''));
    expect(mine).toMatchObject({ userId: null, text: 'I know this one.' });
    expect(await db.select().from(emailTokens).where(eq(emailTokens.userId, b.user.id))).toEqual(
      [],
    );
  });

  it('after deletion, the old password no longer logs in', async () => {
    const { user, cookie } = await signedIn();
    expect((await remove(cookie, { password: user.password, cases: 'keep' })).statusCode).toBe(204);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
  });
});
