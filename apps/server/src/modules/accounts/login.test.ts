import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { loginFailures, sessions } from '../../db/schema/index.js';
import { SESSION_COOKIE } from '../../plugins/session.js';

const { app, database } = await buildTestApp();
const { db } = database;

const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.1.${Math.floor(ip / 250)}.${ip % 250}`;
};

describe('POST /api/auth/login', () => {
  it('signs in with the right password (email in any case) and sets an HttpOnly Lax cookie', async () => {
    const user = await makeUser(db, { emailVerified: false });
    const res = await login(`  ${user.email.toUpperCase()} `, user.password, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: user.email, emailVerified: false });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const stored = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(cookie?.value);
  });

  it('says the same for an unknown email and a wrong password', async () => {
    const user = await makeUser(db);
    const wrong = await login(user.email, 'not the password', nextIp());
    const unknown = await login('nobody-here@example.test', user.password, nextIp());
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid email or password.');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('asks for both fields', async () => {
    const res = await login('', '', nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  // Throttling that spares bystanders (issue 12, docs/decisions/0023).

  it('locks an account for an address after 5 failures from it, even with the right password', async () => {
    const user = await makeUser(db);
    const guesser = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(user.email, `wrong ${i}`, guesser)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, user.password, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Too many failed log-in attempts. Please try again in 15 minutes.',
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The owner, somewhere else, still logs in.
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);

    // Once the failures are older than 15 minutes, the account opens again for the guesser's
    // address too.
    await db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.email, user.email));
    expect((await login(user.email, user.password, guesser)).statusCode).toBe(200);
  });

  it('does not let a burst of parallel guesses from one address past the limit', async () => {
    const user = await makeUser(db);
    const guesser = nextIp();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(user.email, `guess ${i}`, guesser)),
    );
    const checked = results.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('past 20 failures on an account, gives only clean addresses a password check', async () => {
    const user = await makeUser(db);
    const guessers = Array.from({ length: 21 }, () => nextIp());
    for (const address of guessers) {
      expect((await login(user.email, 'guess', address)).statusCode).toBe(401);
    }
    // An address that has already failed for this account gets no further check...
    expect((await login(user.email, user.password, guessers[0])).statusCode).toBe(429);
    // ...while the owner, from an address with no failure, logs in.
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
  });

  it('slows an address with many failures across accounts, but spares a bystander there', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 21; i++) {
      expect((await login(`spray-${i}@example.test`, 'guess', address)).statusCode).toBe(401);
    }
    // The sprayer gets no second guess at an account from there...
    const again = await login('spray-0@example.test', 'another guess', address);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // ...but someone else behind the same address logs in with the right password.
    const bystander = await makeUser(db);
    expect((await login(bystander.email, bystander.password, address)).statusCode).toBe(200);
  });

  it('past 100 failures from an address, checks no password from it', async () => {
    const address = '192.0.2.78';
    await db
      .insert(loginFailures)
      .values(
        Array.from({ length: 100 }, (_, i) => ({ email: `flood-${i}@example.test`, ip: address })),
      );
    const user = await makeUser(db);
    expect((await login(user.email, user.password, address)).statusCode).toBe(429);
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
  });

  it("a successful log-in clears its own address's failures, not a guesser's elsewhere", async () => {
    const user = await makeUser(db);
    const owner = nextIp();
    const guesser = nextIp();
    for (let i = 0; i < 4; i++) await login(user.email, 'wrong', guesser);
    expect((await login(user.email, 'typo', owner)).statusCode).toBe(401);
    expect((await login(user.email, user.password, owner)).statusCode).toBe(200);
    // The owner's own typo is forgotten: five more tries from there are checked.
    for (let i = 0; i < 5; i++) {
      expect((await login(user.email, 'wrong', owner)).statusCode).toBe(401);
    }
    // The guesser's four still count: one more check, then locked.
    expect((await login(user.email, 'wrong', guesser)).statusCode).toBe(401);
    expect((await login(user.email, 'wrong', guesser)).statusCode).toBe(429);
  });

  it('signs a suspended user in (they may read), and says they are suspended', async () => {
    const user = await makeUser(db, {
      suspendedAt: new Date(),
      suspensionReason: 'Abusive responses',
    });
    expect((await login(user.email, 'wrong', nextIp())).statusCode).toBe(401);
    const res = await login(user.email, user.password, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().user.suspension).toEqual({ reason: 'Abusive responses', until: null });
    expect(res.headers['set-cookie']).toBeDefined();
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const user = await makeUser(db);
    const cookie = await sessionCookie(db, user.id);
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.json()).toEqual({ user: null });
  });

  it('is harmless when signed out', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });

  it('refuses a log-out posted from another site', async () => {
    const user = await makeUser(db);
    const cookie = await sessionCookie(db, user.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });
});
