import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import * as schema from '../../db/schema/index.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import { addressSubject, addressSubjects } from './client-address.js';
import { HARVESTING_RULES } from './harvesting.js';
import { countAndCheck, DAY_MS, deleteSpentCounters, HOUR_MS, type Rule } from './limits.js';
import { countEvents } from './repository.js';

const { app, database } = await buildTestApp();
const { db } = database;

let n = 0;
const uniqueScope = () => `test-${process.pid}-${++n}`;

describe('addressSubject', () => {
  it('counts an IPv4 address as itself, also when written as IPv6', () => {
    expect(addressSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    // In hex, as a URL's host is written once parsed: the same address, not one shared /64.
    expect(addressSubject('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64', () => {
    const subject = addressSubject('2001:db8:1:2::5');
    expect(subject).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:0db8:0001:0002:ffff:ffff:ffff:1')).toBe(subject);
    expect(addressSubject('2001:db8:1:3::5')).not.toBe(subject);
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
  });
});

describe('addressSubjects (docs/decisions/0028)', () => {
  it('counts IPv4 by the address and its /24', () => {
    expect(addressSubjects('203.0.113.9')).toEqual([
      { level: 'host', subject: '203.0.113.9' },
      { level: 'network', subject: '203.0.113.0/24' },
    ]);
    expect(addressSubjects('::ffff:203.0.113.9')).toEqual(addressSubjects('203.0.113.9'));
  });

  it('counts IPv6 by its /64, /56 and /48', () => {
    expect(addressSubjects('2001:db8:1:2ff::5')).toEqual([
      { level: 'host', subject: '2001:db8:1:2ff::/64' },
      { level: 'site', subject: '2001:db8:1:200::/56' },
      { level: 'network', subject: '2001:db8:1::/48' },
    ]);
    expect(addressSubjects('::1').map((s) => s.subject)).toEqual([
      '0:0:0:0::/64',
      '0:0:0:0::/56',
      '0:0:0::/48',
    ]);
  });
});

describe('countAndCheck', () => {
  it('lets exactly `limit` of many parallel events through', async () => {
    const rules: Rule[] = [{ scope: uniqueScope(), limit: 5, windowMs: DAY_MS }];
    const now = new Date();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => countAndCheck(db, 'someone', rules, now)),
    );
    expect(answers.filter((a) => a === null)).toHaveLength(5);
    expect(answers.filter((a) => a !== null)).toHaveLength(20);
  });

  it('says how long until the window that refused ends, and starts afresh in the next', async () => {
    const rules: Rule[] = [{ scope: uniqueScope(), limit: 1, windowMs: HOUR_MS }];
    const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    const at = (minutes: number) => new Date(hour + minutes * 60 * 1000);
    expect(await countAndCheck(db, 'someone', rules, at(10))).toBeNull();
    expect(await countAndCheck(db, 'someone', rules, at(20))).toEqual({
      retryAfterSeconds: 40 * 60,
    });
    expect(await countAndCheck(db, 'someone else', rules, at(20))).toBeNull();
    expect(await countAndCheck(db, 'someone', rules, at(61))).toBeNull();
  });

  it('refuses when any one rule refuses', async () => {
    const rules: Rule[] = [
      { scope: uniqueScope(), limit: 10, windowMs: HOUR_MS },
      { scope: uniqueScope(), limit: 2, windowMs: DAY_MS },
    ];
    const now = new Date();
    expect(await countAndCheck(db, 'x', rules, now)).toBeNull();
    expect(await countAndCheck(db, 'x', rules, now)).toBeNull();
    expect(await countAndCheck(db, 'x', rules, now)).not.toBeNull();
  });
});

describe('countEvents in batches (decision 0026)', () => {
  it('gives each of many parallel events its own count, mixed with other counters', async () => {
    const shared = { scope: uniqueScope(), windowStart: new Date(0) };
    const other = { scope: uniqueScope(), windowStart: new Date(0) };
    const counts = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? countEvents(db, `lone-${i}`, [other, shared])
          : countEvents(db, 'many', [shared]),
      ),
    );
    // The shared counter of 'many' was counted 40 times: each call saw a different count.
    const many = counts.filter((_, i) => i % 3 !== 0).map(([count]) => count);
    expect([...many].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    // Each lone subject counted once on both of its counters, in the order it gave them.
    for (const lone of counts.filter((_, i) => i % 3 === 0)) expect(lone).toEqual([1, 1]);
    const [row] = await db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.scope, shared.scope), eq(rateLimitCounters.subject, 'many')));
    expect(row?.count).toBe(40);
  });

  it('keeps counts exact across two server processes counting the same subject', async () => {
    // A second pool stands for a second server process: its own batches, the same rows.
    const pool = new pg.Pool({ ...database.pool.options, max: 4 });
    try {
      const second = drizzle(pool, { schema });
      const rules: Rule[] = [{ scope: uniqueScope(), limit: 7, windowMs: DAY_MS }];
      const now = new Date();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          countAndCheck(i % 2 === 0 ? db : second, 'both', rules, now),
        ),
      );
      expect(answers.filter((a) => a === null)).toHaveLength(7);
    } finally {
      await pool.end();
    }
  });

  it('counts inside a transaction with the transaction: rolled back, it never happened', async () => {
    const windows = [{ scope: uniqueScope(), windowStart: new Date(0) }];
    await db
      .transaction(async (tx) => {
        expect(await countEvents(tx, 'tx', windows)).toEqual([1]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await countEvents(db, 'tx', windows)).toEqual([1]);
  });
});

describe('deleteSpentCounters', () => {
  it('deletes only windows that ended more than a day ago', async () => {
    const scope = uniqueScope();
    const now = new Date();
    await db.insert(rateLimitCounters).values([
      { scope, subject: 'old', windowStart: new Date(now.getTime() - 3 * DAY_MS), count: 1 },
      { scope, subject: 'recent', windowStart: new Date(now.getTime() - HOUR_MS), count: 1 },
    ]);
    expect(await deleteSpentCounters(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ subject: rateLimitCounters.subject })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.scope, scope));
    expect(left).toEqual([{ subject: 'recent' }]);
  });
});

/** Fills today's and tomorrow's day window, so a test near midnight sees the same count. */
async function dayCountAt(scope: string, subject: string, count: number) {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  for (const start of [today, today + DAY_MS]) {
    await db
      .insert(rateLimitCounters)
      .values({ scope, subject, windowStart: new Date(start), count })
      .onConflictDoUpdate({
        target: [rateLimitCounters.scope, rateLimitCounters.subject, rateLimitCounters.windowStart],
        set: { count },
      });
  }
}

const dayRule = (url: string) => {
  const rule = HARVESTING_RULES[url]?.find((r) => r.windowMs === DAY_MS);
  if (!rule) throw new Error(`no day rule for ${url}`);
  return rule;
};

describe('harvesting limits', () => {
  it('refuses case pages past the day limit for one address, with 429 and Retry-After', async () => {
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id });
    const scraper = '198.51.100.7';
    const rule = dayRule('/api/cases/:id');
    await dayCountAt(rule.scope, scraper, rule.limit - 1);
    const read = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: `/api/cases/${kase.id}`, remoteAddress });
    expect((await read(scraper)).statusCode).toBe(200);
    const refused = await read(scraper);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe(
      'Too many requests from your network in a short time. Please wait a little, then try again.',
    );
    // Someone at another address is not affected.
    expect((await read('198.51.100.8')).statusCode).toBe(200);
  });

  it('lets exactly the remaining budget of parallel recent-list reads through', async () => {
    const scraper = '2001:db8:77:1::1';
    const rule = dayRule('/api/cases/recent');
    await dayCountAt(rule.scope, addressSubject(scraper), rule.limit - 4);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.inject({
          method: 'GET',
          url: '/api/cases/recent?country=AU',
          // Any address of the same /64 counts against the same budget.
          remoteAddress: `2001:db8:77:1::${(i + 1).toString(16)}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    const [row] = await db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.scope, rule.scope),
          eq(rateLimitCounters.subject, addressSubject(scraper)),
        ),
      )
      .limit(1);
    expect(row?.count).toBeGreaterThanOrEqual(rule.limit + 8);
  });
});

describe('harvesting limits per account (docs/decisions/0028)', () => {
  it("count a member by account: the address's neighbours do not spend it, nor it theirs", async () => {
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id });
    const shared = '100.64.9.9'; // a carrier's shared address
    const rule = dayRule('/api/cases/:id');
    await dayCountAt(rule.scope, shared, rule.limit);
    const read = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: `/api/cases/${kase.id}`,
        remoteAddress: shared,
        headers,
      });
    expect((await read()).statusCode).toBe(429);
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    expect((await read({ cookie })).statusCode).toBe(200);
    await dayCountAt(rule.scope, `user:${member.id}`, rule.limit);
    expect((await read({ cookie })).statusCode).toBe(429);
  });
});
