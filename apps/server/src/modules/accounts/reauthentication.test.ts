import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { linkToken, readOutbox, waitForMail } from '../../../test/outbox.js';
import { emailTokens, loginFailures, users } from '../../db/schema/index.js';

// Issue 22, "A stolen session is not a stolen account" (docs/decisions/0033): changing the
// email or the password asks for the password in force (a wrong one counts as a failed log-in),
// and the old address gets a link, valid for 7 days, that restores it, ends every session and
// sets a new password.

const { app, database, config } = await buildTestApp();
const { db } = database;

let serial = 0;
const fresh = (what: string) => `${what}-${Date.now()}-${++serial}@example.test`;
// Each request from an address of its own, so the per-address mail budget never interferes,
// unless a test names one.
let addresses = 0;
const nextAddress = () => `198.51.100.${(++addresses % 250) + 1}`;

async function signedIn() {
  const user = await makeUser(db);
  return { user, cookie: await sessionCookie(db, user.id) };
}
const patch = (cookie: string, payload: Record<string, unknown>, ip = nextAddress()) =>
  app.inject({
    method: 'PATCH',
    url: '/api/account',
    headers: { cookie },
    payload,
    remoteAddress: ip,
  });
const changePassword = (cookie: string, payload: Record<string, unknown>, ip = nextAddress()) =>
  app.inject({
    method: 'PUT',
    url: '/api/account/password',
    headers: { cookie },
    payload,
    remoteAddress: ip,
  });
const undo = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/undo-email-change', payload });
const account = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const rowOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
const failuresOf = async (email: string) =>
  (await db.select().from(loginFailures).where(eq(loginFailures.email, email))).length;
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name === 'fw_session');
  if (!cookie) throw new Error('no session cookie');
  return `fw_session=${cookie.value}`;
};

describe('changing the email needs the current password', () => {
  it('refuses a new address without it (400 on currentPassword), and nothing is pending', async () => {
    const { user, cookie } = await signedIn();
    const to = fresh('thief');
    const res = await patch(cookie, { email: to });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Enter your current password to confirm this change.',
      fields: { currentPassword: 'Enter your current password to confirm this change.' },
    });
    expect((await account(cookie)).json().pendingEmail).toBeNull();
    expect((await readOutbox(config.dataDir)).filter((m) => m.to === to)).toEqual([]);
    expect((await rowOf(user.id))?.email).toBe(user.email);
  });

  it('refuses a wrong one (400), and each wrong one counts as a failed log-in', async () => {
    const { user, cookie } = await signedIn();
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) {
      const res = await patch(cookie, { email: fresh('thief'), currentPassword: 'guess' }, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ currentPassword: 'That password is not correct.' });
    }
    expect(await failuresOf(user.email)).toBe(5);
    // Past the log-in limits for this (account, address), even the right password is refused.
    const locked = await patch(
      cookie,
      { email: fresh('thief'), currentPassword: user.password },
      ip,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await account(cookie)).json().pendingEmail).toBeNull();
    // And the log-in form from that address is locked too: the same counter.
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: ip,
    });
    expect(form.statusCode).toBe(429);
  });

  it('starts the change with the right one, and saves other fields without it', async () => {
    const { user, cookie } = await signedIn();
    const to = fresh('moved');
    const res = await patch(cookie, { email: to, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().pendingEmail).toBe(to);
    expect(await failuresOf(user.email)).toBe(0);
    const same = await patch(cookie, {
      email: user.email.toUpperCase(),
      username: `kept_${serial}`,
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password, counted like a log-in', async () => {
    const { user, cookie } = await signedIn();
    const missing = await changePassword(cookie, { newPassword: 'a brand new one' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.currentPassword).toBe(
      'Enter your current password to confirm this change.',
    );
    const wrong = await changePassword(cookie, {
      currentPassword: 'guess',
      newPassword: 'a brand new one',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'That password is not correct.' });
    expect(await failuresOf(user.email)).toBe(1);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('sets the new one, ends every other session, keeps this browser signed in and tells the inbox', async () => {
    const { user, cookie } = await signedIn();
    const other = await sessionCookie(db, user.id);
    const res = await changePassword(cookie, {
      currentPassword: user.password,
      newPassword: 'a brand new one',
    });
    expect(res.statusCode).toBe(200);
    expect((await account(other)).statusCode).toBe(401);
    expect((await account(cookie)).statusCode).toBe(401);
    expect((await account(cookieOf(res))).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new one')).statusCode).toBe(200);
    await waitForMail(config.dataDir, user.email, { subject: /password was changed/ });
  });

  it('a double submit changes it once: one mail, and the browser stays signed in whichever answer it keeps', async () => {
    const { user, cookie } = await signedIn();
    const body = { currentPassword: user.password, newPassword: 'a brand new one' };
    const results = await Promise.all([changePassword(cookie, body), changePassword(cookie, body)]);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const res of ok) expect((await account(cookieOf(res))).statusCode).toBe(200);
    await waitForMail(config.dataDir, user.email, { subject: /password was changed/ });
    const told = (await readOutbox(config.dataDir)).filter(
      (m) => m.to === user.email && /password was changed/.test(m.subject),
    );
    expect(told).toHaveLength(1);
  });

  it('refuses a new password that is too short', async () => {
    const { user, cookie } = await signedIn();
    const res = await changePassword(cookie, {
      currentPassword: user.password,
      newPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toBe('Password must be at least 8 characters.');
  });
});

/** A stolen session moves the account to the thief's address; returns the owner's undo link. */
async function stolen() {
  const { user, cookie } = await signedIn();
  const thief = fresh('thief');
  // The thief knows the password here (phished): the undo link is what saves the owner.
  await patch(cookie, { email: thief, currentPassword: user.password });
  const notice = await waitForMail(config.dataDir, user.email, { subject: /being changed/ });
  const confirm = await waitForMail(config.dataDir, thief, { subject: /Confirm your new email/ });
  return { user, cookie, thief, undoToken: linkToken(notice, 'UndoEmailChange'), confirm };
}

describe('undoing a change of email from the old address', () => {
  it('restores the old address after the change completed, ends every session, needs a new password', async () => {
    const { user, cookie, thief, undoToken, confirm } = await stolen();
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken(confirm, 'VerifyEmail') },
    });
    expect(verified.statusCode).toBe(200);
    expect((await rowOf(user.id))?.email).toBe(thief);

    const weak = await undo({ token: undoToken, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const res = await undo({ token: undoToken, password: 'taken back at last' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);

    expect((await rowOf(user.id))?.email).toBe(user.email);
    expect((await account(cookie)).statusCode).toBe(401);
    expect((await account(cookieOf(verified))).statusCode).toBe(401);
    expect((await account(cookieOf(res))).statusCode).toBe(200);
    expect((await login(thief, user.password)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'taken back at last')).statusCode).toBe(200);
    // Once only.
    const again = await undo({ token: undoToken, password: 'taken back again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link is invalid or has expired.');
  });

  it('cancels a change still pending: its link no longer switches anything', async () => {
    const { user, undoToken, confirm } = await stolen();
    expect((await undo({ token: undoToken, password: 'taken back at last' })).statusCode).toBe(200);
    const late = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken(confirm, 'VerifyEmail') },
    });
    expect(late.statusCode).toBe(400);
    expect((await rowOf(user.id))?.email).toBe(user.email);
  });

  it('works for 7 days and not after', async () => {
    const { undoToken } = await stolen();
    const [row] = await db
      .select({ expiresAt: emailTokens.expiresAt, createdAt: emailTokens.createdAt })
      .from(emailTokens)
      .where(eq(emailTokens.purpose, 'undo_email_change'))
      .orderBy(sql`${emailTokens.createdAt} DESC`)
      .limit(1);
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.purpose, 'undo_email_change'));
    expect((await undo({ token: undoToken, password: 'taken back at last' })).statusCode).toBe(400);
  });

  it('answers 409 and changes nothing when the old address has an account of its own by now', async () => {
    const { user, thief, undoToken, confirm } = await stolen();
    await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken(confirm, 'VerifyEmail') },
    });
    await makeUser(db, { email: user.email });
    const res = await undo({ token: undoToken, password: 'taken back at last' });
    expect(res.statusCode).toBe(409);
    expect((await rowOf(user.id))?.email).toBe(thief);
  });
});
