import { createHash } from 'node:crypto';
import { LIMITS_MESSAGES, MESSAGES } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, testUsername, unique } from '../../../test/factories.js';
import { awayFromWindowEdge } from '../../../test/window-edge.js';
import { rateLimitCounters, users } from '../../db/schema/index.js';
import { passwordHashesMade } from '../../lib/passwords.js';
import { DAY_MS, HOUR_MS } from '../rate-limits/limits.js';
import { SIGNUP_ATTEMPT_RULES } from './abuse-limits.js';

// Sign-ups count accounts made per address, and past the cap a proof of work gets through
// (docs/decisions/0027, 0028).
const { app, database } = await buildTestApp();
const { db } = database;

let n = 0;
const fresh = () => {
  n += 1;
  return {
    email: `burst-${unique()}-${n}@example.test`,
    password: 'a long enough password',
    username: testUsername('burst'),
    country: 'AU',
  };
};

const signup = (remoteAddress: string, body: Record<string, unknown> = fresh()) =>
  app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress });

const accountsNamed = async (prefix: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} LIKE ${`${prefix}%`}`)
  ).length;

/** Fetches a challenge and solves it as the Sign Up page does; answers the `altcha` payload. */
async function solved(): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/signup-challenge' });
  expect(res.statusCode).toBe(200);
  const challenge = res.json();
  // What a script would do: try every number (altcha-lib's own solver is far slower in Node).
  let number = 0;
  const hash = (k: number) => createHash('sha256').update(`${challenge.salt}${k}`).digest('hex');
  while (number <= challenge.maxnumber && hash(number) !== challenge.challenge) number += 1;
  if (number > challenge.maxnumber) throw new Error('no solution');
  const payload = { ...challenge, number };
  delete payload.maxnumber;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

const challengeAsked = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    error: { code: 'challenge_required', message: LIMITS_MESSAGES.signupChallengeRequired },
  });
};

describe('sign-ups per client address', () => {
  // Each test fills an hour's cap: none may start in an hour's last seconds.
  beforeEach(() => awayFromWindowEdge(HOUR_MS), 30_000);

  it('makes exactly 5 accounts of 20 parallel sign-ups from one address, then asks for a challenge', async () => {
    const bodies = Array.from({ length: 20 }, () => fresh());
    const answers = await Promise.all(bodies.map((body) => signup('10.1.1.10', body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.statusCode === 429)) challengeAsked(refused);
    const created = await Promise.all(bodies.map((b) => accountsNamed(b.email)));
    expect(created.reduce((a, b) => a + b, 0)).toBe(5);
    // Another address is not affected.
    expect((await signup('10.1.1.11')).statusCode).toBe(201);
  });

  it('counts accounts made, not attempts: a bad form or a taken username spends no account', async () => {
    const taken = await makeUser(db);
    // Attempts have a cap of their own (20 in 10 minutes, below), so 10 here.
    for (let i = 0; i < 5; i++) {
      const short = await signup('10.1.2.30', { ...fresh(), password: 'short' });
      expect(short.statusCode).toBe(400);
      const clash = await signup('10.1.2.30', { ...fresh(), username: taken.username });
      expect(clash.statusCode).toBe(409);
    }
    for (let i = 0; i < 5; i++) expect((await signup('10.1.2.30')).statusCode).toBe(201);
    challengeAsked(await signup('10.1.2.30'));
  });

  it('counts a sign-up with a registered email as an account made (it must look the same)', async () => {
    const existing = await makeUser(db);
    for (let i = 0; i < 4; i++) expect((await signup('10.1.3.40')).statusCode).toBe(201);
    const again = await signup('10.1.3.40', { ...fresh(), email: existing.email });
    expect(again.statusCode).toBe(201);
    challengeAsked(await signup('10.1.3.40'));
  });

  it('makes the account with a solved challenge, and a solution buys one account only', async () => {
    for (let i = 0; i < 5; i++) expect((await signup('10.1.4.50')).statusCode).toBe(201);
    const body = fresh();
    challengeAsked(await signup('10.1.4.50', body));
    const altcha = await solved();
    expect((await signup('10.1.4.50', { ...body, altcha })).statusCode).toBe(201);
    expect(await accountsNamed(body.email)).toBe(1);
    challengeAsked(await signup('10.1.4.50', { ...fresh(), altcha }));
    // Two sign-ups racing with one solution make one account.
    const shared = await solved();
    const race = await Promise.all(
      Array.from({ length: 4 }, () => signup('10.1.4.50', { ...fresh(), altcha: shared })),
    );
    expect(race.filter((r) => r.statusCode === 201)).toHaveLength(1);
  });

  it('keeps a solution that a refused sign-up did not use (a taken username)', async () => {
    for (let i = 0; i < 5; i++) expect((await signup('10.1.5.55')).statusCode).toBe(201);
    const taken = await makeUser(db);
    const altcha = await solved();
    const clash = await signup('10.1.5.55', { ...fresh(), username: taken.username, altcha });
    expect(clash.statusCode).toBe(409);
    expect((await signup('10.1.5.55', { ...fresh(), altcha })).statusCode).toBe(201);
  });

  it('refuses a forged or altered solution', async () => {
    for (let i = 0; i < 5; i++) expect((await signup('10.1.6.60')).statusCode).toBe(201);
    const good = JSON.parse(Buffer.from(await solved(), 'base64').toString());
    const forged = [
      { ...good, number: good.number + 1 },
      { ...good, signature: '0'.repeat(64) },
      { ...good, salt: `${good.salt}x` },
      { ...good, algorithm: 'SHA-1' },
    ].map((p) => Buffer.from(JSON.stringify(p)).toString('base64'));
    for (const altcha of [...forged, 'not base64 json', '']) {
      challengeAsked(await signup('10.1.6.60', { ...fresh(), altcha }));
    }
  });

  it('counts IPv6 by /64, /56 and /48, each with its own cap', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await signup(`2001:db8:5:6::${i}`)).statusCode).toBe(201);
    }
    challengeAsked(await signup('2001:db8:5:6:ffff::9'));
    expect((await signup('2001:db8:5:7::1')).statusCode).toBe(201);
    // A /48 of fresh /64s: 20 accounts an hour in all, then a challenge for each.
    const codes = [];
    for (let i = 0; i < 21; i++)
      codes.push((await signup(`2001:db8:77:${i.toString(16)}00::1`)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes[20]).toBe(429);
  });

  it('counts IPv4 by the address and its /24', async () => {
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await signup(`198.51.100.${i + 1}`)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    challengeAsked(await signup('198.51.100.200'));
    expect((await signup('198.51.101.1')).statusCode).toBe(201);
  });

  it('refuses past the hard ceiling of 50 a day from an address, even with a solved challenge', async () => {
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    for (const start of [today, today + DAY_MS]) {
      await db.insert(rateLimitCounters).values({
        scope: 'signup:day',
        subject: '10.1.7.20',
        windowStart: new Date(start),
        count: 49,
      });
    }
    expect((await signup('10.1.7.20', { ...fresh(), altcha: await solved() })).statusCode).toBe(
      201,
    );
    const refused = await signup('10.1.7.20', { ...fresh(), altcha: await solved() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: MESSAGES.signupRateLimited,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('failed sign-ups cost the caller (issue 37)', () => {
  const hostCap = SIGNUP_ATTEMPT_RULES[0]?.caps.host ?? 0;
  // Each test fills the attempts' window: none may start in its last seconds.
  beforeEach(() => awayFromWindowEdge(SIGNUP_ATTEMPT_RULES[0]?.windowMs ?? HOUR_MS), 30_000);

  it('answers 429 with Retry-After before the 100th of 100 failed sign-ups, hashing none past the cap', async () => {
    const taken = await makeUser(db);
    const hashesBefore = passwordHashesMade();
    const codes: number[] = [];
    let refused: Awaited<ReturnType<typeof signup>> | undefined;
    for (let i = 0; i < 100; i++) {
      // Half with a taken username (refused before any hash), half without a solution past
      // the account cap (each hashed before its transaction asks for one).
      const body = i % 2 === 0 ? { ...fresh(), username: taken.username } : fresh();
      const res = await signup('10.1.8.80', body);
      codes.push(res.statusCode);
      if (res.statusCode === 429 && res.json().error.code === 'rate_limited') refused ??= res;
    }
    const firstRefusal = codes.findIndex(
      (code, i) => code === 429 && codes.slice(i).every((c) => c === 429),
    );
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThan(99);
    // A fixed window may start between two attempts: at most two windows' worth get through.
    expect(firstRefusal).toBeLessThanOrEqual(2 * hostCap);
    expect(refused?.json().error.message).toMatch(/^Too many sign-up attempts from your network/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Only attempts inside the window were hashed, and of those only the ones whose username
    // was free.
    const hashed = passwordHashesMade() - hashesBefore;
    expect(hashed).toBeGreaterThan(0);
    expect(hashed).toBeLessThanOrEqual(Math.ceil(firstRefusal / 2));
    // The neighbour on another address is not affected.
    expect((await signup('10.1.9.90')).statusCode).toBe(201);
  });

  it('counts a taken username without hashing the password', async () => {
    const taken = await makeUser(db);
    const hashesBefore = passwordHashesMade();
    const clash = await signup('10.1.10.81', { ...fresh(), username: taken.username });
    expect(clash.statusCode).toBe(409);
    expect(passwordHashesMade()).toBe(hashesBefore);
  });
});
