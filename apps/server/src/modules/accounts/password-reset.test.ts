import { LIMITS_MESSAGES } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, testUsername } from '../../../test/factories.js';
import { linkToken, readOutbox, waitForMail } from '../../../test/outbox.js';
import { awayFromWindowEdge } from '../../../test/window-edge.js';
import { emailTokens, notifications, sessions, users } from '../../db/schema/index.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { HOUR_MS } from '../rate-limits/limits.js';
import { sha256 } from './tokens.js';

const { app, database, config } = await buildTestApp();
const { db } = database;

// Requests that send email are capped per client address (10 an hour): each comes from an
// address of its own here.
let addresses = 0;
const forgot = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: `203.0.113.${++addresses}`,
  });
const forgotFrom = (email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function resetToken(email: string) {
  const before = (await readOutbox(config.dataDir)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  return linkToken(
    await waitForMail(config.dataDir, email, { subject: /Reset/, after: before }),
    'ResetPassword',
  );
}

describe('POST /api/auth/forgot-password', () => {
  // The caps count in fixed hourly windows: start clear of an edge (test/window-edge.ts).
  beforeEach(() => awayFromWindowEdge(HOUR_MS), 30_000);

  it('answers the same for a known and an unknown address', async () => {
    const user = await makeUser(db);
    const known = await forgot(user.email);
    const unknown = await forgot('never-registered@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('mails a 1-hour link to a known address only, storing the token hashed', async () => {
    const user = await makeUser(db);
    const token = await resetToken(user.email.toUpperCase().toLowerCase());
    const [row] = await db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, sha256(token)));
    expect(row).toMatchObject({ userId: user.id, purpose: 'reset_password', usedAt: null });
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(5000);

    await forgot('never-registered@example.test');
    await new Promise((r) => setTimeout(r, 300));
    // By recipient: the known address's own mail may reach the outbox only now (CI once counted it).
    const mailed = (await readOutbox(config.dataDir)).filter(
      (m) => m.to === 'never-registered@example.test',
    );
    expect(mailed).toHaveLength(0);
  });

  it('puts at most 5 reset mails an hour in one inbox, from any number of networks (issue 46)', async () => {
    const user = await makeUser(db);
    const codes: number[] = [];
    const waits: string[] = [];
    // 16 requests, each from a /48 of its own.
    for (let i = 0; i < 16; i++) {
      const res = await forgotFrom(user.email, `2001:db8:${(0x4600 + i).toString(16)}::1`);
      codes.push(res.statusCode);
      if (res.statusCode === 429)
        waits.push(res.json().error.message, res.headers['retry-after'] as string);
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5).every((c) => c === 429)).toBe(true);
    // The answer states the true wait: the rest of the hour's window, in Retry-After and words.
    const retryAfter = Number(waits[1]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(waits[0]).toBe(LIMITS_MESSAGES.resetRecipientLimited(Math.ceil(retryAfter / 60)));
    const inbox = (await readOutbox(config.dataDir)).filter(
      (m) => m.to === user.email && /Reset/.test(m.subject),
    );
    expect(inbox.length).toBeLessThanOrEqual(5);
    // An email with no account answers alike.
    for (let i = 0; i < 6; i++)
      await forgotFrom('no-account-46@example.test', `2001:db8:47${i}::1`);
    const unknown = await forgotFrom('no-account-46@example.test', '2001:db8:4799::1');
    expect(unknown.statusCode).toBe(429);
  });

  it('says so past 3 requests an hour for one email from one address, the same for any email', async () => {
    const user = await makeUser(db);
    for (const email of [user.email, 'never-registered-either@example.test']) {
      for (let i = 0; i < 3; i++) {
        expect((await forgotFrom(email, '198.51.100.88')).statusCode).toBe(200);
      }
      const capped = await forgotFrom(email, '198.51.100.88');
      expect(capped.statusCode).toBe(429);
      expect(capped.json().error.message).toMatch(
        /^You have asked for a reset link for this email address several times in the last hour\./,
      );
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address still may.
    expect((await forgotFrom(user.email, '198.51.100.89')).statusCode).toBe(200);
  });

  it('checks the email is an email', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Enter a valid email address.');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session, and signs this browser in', async () => {
    const user = await makeUser(db, { emailVerified: false });
    const otherDevice = await sessionCookie(db, user.id);
    const token = await resetToken(user.email);

    const res = await reset(token, 'a brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, emailVerified: true });
    const fresh = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(fresh?.value).toBeTruthy();

    const old = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: otherDevice },
    });
    expect(old.json()).toEqual({ user: null });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('verifies the email, so a case naming it tells its owner (issue 23), once', async () => {
    const user = await makeUser(db, { emailVerified: false });
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id, email: user.email });
    expect((await reset(await resetToken(user.email), 'a brand new password')).statusCode).toBe(
      200,
    );
    const notices = () => db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect((await notices()).map((n) => [n.kind, n.caseId])).toEqual([['named_party', kase.id]]);
    expect((await reset(await resetToken(user.email), 'another new password')).statusCode).toBe(
      200,
    );
    expect(await notices()).toHaveLength(1);
  });

  it('works once, and a newer link kills the older ones when used', async () => {
    const user = await makeUser(db);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect((await reset(second, 'another new password')).statusCode).toBe(200);
    const reused = await reset(second, 'yet another password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe('This link is invalid or has expired.');
    expect((await reset(first, 'yet another password')).statusCode).toBe(400);
  });

  it('refuses an expired link (older than 1 hour)', async () => {
    const user = await makeUser(db);
    const token = await resetToken(user.email);
    await db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, sha256(token)));
    expect((await reset(token, 'a brand new password')).statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a verification link and a short password', async () => {
    const user = await makeUser(db);
    const token = await resetToken(user.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('Password must be at least 8 characters.');

    const signup = {
      email: `verify-${Date.now()}@example.test`,
      password: 'a long password',
      username: testUsername('verify'),
      country: 'AU',
    };
    await app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup });
    const mail = await waitForMail(config.dataDir, signup.email, { subject: /Verify/ });
    expect((await reset(linkToken(mail, 'VerifyEmail'), 'hijacked password')).statusCode).toBe(400);
    const [row] = await db.select().from(users).where(eq(users.email, signup.email));
    expect(row?.passwordHash).toBeTruthy();
    expect((await login(signup.email, 'hijacked password')).statusCode).toBe(401);
  });
});
