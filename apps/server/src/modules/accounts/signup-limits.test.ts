import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { rateLimitCounters, users } from '../../db/schema/index.js';
import { DAY_MS } from '../rate-limits/limits.js';

const { app, database } = await buildTestApp();
const { db } = database;

let n = 0;
const fresh = () => {
  n += 1;
  return {
    email: `burst-${process.pid}-${n}@example.test`,
    password: 'a long enough password',
    username: `burst_${process.pid}_${n}`,
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

describe('sign-ups per client address', () => {
  it('stops a burst of parallel sign-ups from one address at 5, with 429 and Retry-After', async () => {
    const bodies = Array.from({ length: 12 }, () => fresh());
    const answers = await Promise.all(bodies.map((body) => signup('192.0.2.10', body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json().error.message).toBe(
      'Too many accounts have been created from your network recently. Please try again later.',
    );
    const created = await Promise.all(bodies.map((b) => accountsNamed(b.email)));
    expect(created.reduce((a, b) => a + b, 0)).toBe(5);
    // Another address is not affected.
    expect((await signup('192.0.2.11')).statusCode).toBe(201);
  });

  it('counts an IPv6 network by its /64', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await signup(`2001:db8:5:6::${i}`)).statusCode).toBe(201);
    }
    expect((await signup('2001:db8:5:6:ffff::9')).statusCode).toBe(429);
    expect((await signup('2001:db8:5:7::1')).statusCode).toBe(201);
  });

  it('allows at most 20 a day from one address', async () => {
    // 19 sign-ups from earlier in the day (the hourly count is of this hour only).
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    for (const start of [today, today + DAY_MS]) {
      await db.insert(rateLimitCounters).values({
        scope: 'signup:day',
        subject: '192.0.2.20',
        windowStart: new Date(start),
        count: 19,
      });
    }
    expect((await signup('192.0.2.20')).statusCode).toBe(201);
    const refused = await signup('192.0.2.20');
    expect(refused.statusCode).toBe(429);
  });
});
