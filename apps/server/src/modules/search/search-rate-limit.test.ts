import { MESSAGES } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { buildApp } from '../../app.js';
import { bumpCounters } from './limits-repository.js';

// The per-minute limit and the daily budget, counted in PostgreSQL (docs/decisions/0017).
// The default configuration: 60 searches a minute and 200 a day per client address.
const { app, database, config } = await buildTestApp();

const searchFrom = (remoteAddress: string, q = '0412345678', headers = {}) =>
  app.inject({ method: 'GET', url: '/api/cases/search', query: { q }, remoteAddress, headers });

describe('search rate limit', () => {
  it('answers 429 with Retry-After and a clear message past 60 searches a minute', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await searchFrom('203.0.113.10');
      expect(res.statusCode).toBe(200);
    }
    const limited = await searchFrom('203.0.113.10');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: MESSAGES.searchRateLimited },
    });
  });

  it('counts each client address on its own', async () => {
    for (let i = 0; i < 61; i++) await searchFrom('203.0.113.20');
    expect((await searchFrom('203.0.113.20')).statusCode).toBe(429);
    expect((await searchFrom('203.0.113.21')).statusCode).toBe(200);
  });

  it('leaves other routes alone', async () => {
    for (let i = 0; i < 62; i++) await searchFrom('203.0.113.30');
    for (const url of ['/api/cases/recent?country=AU', '/api/geo', '/api/health']) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.30' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
    }
  });

  it('is one count for every server process on the database, and survives a restart', async () => {
    for (let i = 0; i < 40; i++) expect((await searchFrom('203.0.113.40')).statusCode).toBe(200);
    // A second process on the same database (or this one restarted) carries on the count.
    const second = await buildApp({ config, database, runJobs: false });
    await second.ready();
    try {
      const codes = [];
      for (let i = 0; i < 21; i++) {
        const res = await second.inject({
          method: 'GET',
          url: '/api/cases/search?q=0412345678',
          remoteAddress: '203.0.113.40',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
      expect(codes[20]).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('SEARCH_RATE_LIMIT_PER_MINUTE', () => {
  it('sets the limit', async () => {
    const { app: strict } = await buildTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '2' });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await strict.inject({ method: 'GET', url: '/api/cases/search?q=1' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});

const { app: daily, database: dailyDatabase } = await buildTestApp({ SEARCH_DAILY_LIMIT: '5' });

describe('the daily budget (SEARCH_DAILY_LIMIT, 200 by default)', () => {
  const searchDaily = (remoteAddress: string, headers: Record<string, string> = {}) =>
    daily.inject({ method: 'GET', url: '/api/cases/search?q=2000', remoteAddress, headers });

  it('answers 429 past the budget, until tomorrow', async () => {
    for (let i = 0; i < 5; i++) expect((await searchDaily('198.51.100.1')).statusCode).toBe(200);
    const limited = await searchDaily('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(MESSAGES.searchDailyLimit);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await searchDaily('198.51.100.2')).statusCode).toBe(200);
  });

  it('holds for an account spread over addresses', async () => {
    const user = await makeUser(dailyDatabase.db);
    const cookie = await sessionCookie(dailyDatabase.db, user.id);
    for (let i = 0; i < 5; i++) {
      expect((await searchDaily(`198.51.100.${10 + i}`, { cookie })).statusCode).toBe(200);
    }
    expect((await searchDaily('198.51.100.20', { cookie })).statusCode).toBe(429);
    // Without the account, that address still has its own budget.
    expect((await searchDaily('198.51.100.20')).statusCode).toBe(200);
  });

  it('admits no more than the budget when the searches arrive together', async () => {
    const codes = await Promise.all(
      Array.from({ length: 12 }, () => searchDaily('198.51.100.30').then((r) => r.statusCode)),
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });
});

describe('a search refused for the minute', () => {
  it("still spends one of the day's searches (docs/decisions/0024)", async () => {
    const { app: strict, database: strictDatabase } = await buildTestApp({
      SEARCH_RATE_LIMIT_PER_MINUTE: '2',
      SEARCH_DAILY_LIMIT: '100',
    });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const res = await strict.inject({
        method: 'GET',
        url: '/api/cases/search?q=3000',
        remoteAddress: '198.51.100.77',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    const { rows } = await strictDatabase.pool.query<{ key: string; count: number }>(
      `SELECT key, count FROM search_counters WHERE key LIKE '%|ip:198.51.100.77' ORDER BY key`,
    );
    expect(rows).toEqual([
      { key: 'day|ip:198.51.100.77', count: 3 },
      { key: 'minute|ip:198.51.100.77', count: 3 },
    ]);
  });
});

describe('counting searches in batches (decision 0026)', () => {
  it('restarts a spent minute once, and gives each parallel search its own count', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const key = 'minute|ip:198.51.100.88';
    await database.pool.query(
      `INSERT INTO search_counters (day, key, count, started_at)
       VALUES ($1, $2, 59, now() - interval '61 seconds')`,
      [day, key],
    );
    const now = new Date();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        bumpCounters(database.db, {
          day,
          now,
          minuteKeys: [key],
          dayKeys: [`day|ip:198.51.100.${90 + (i % 2)}`],
        }),
      ),
    );
    const minuteCounts = answers.map((counters) => counters.get(key)?.count ?? 0);
    expect([...minuteCounts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const counters of answers) {
      expect(counters.get(key)?.startedAt.getTime()).toBe(now.getTime());
    }
    const dayCounts = answers.map(
      (counters, i) => counters.get(`day|ip:198.51.100.${90 + (i % 2)}`)?.count,
    );
    expect([...dayCounts].sort()).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  it('counts the address the proxy saw, not addresses the client wrote into X-Forwarded-For', async () => {
    const { app: proxied } = await buildTestApp({
      TRUST_PROXY: 'true',
      SEARCH_RATE_LIMIT_PER_MINUTE: '2',
    });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const res = await proxied.inject({
        method: 'GET',
        url: '/api/cases/search?q=1',
        remoteAddress: '10.0.0.2', // the proxy
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('per account, not per address (docs/decisions/0028)', () => {
  it("a member's searches do not spend the address's budget, nor the address's the member's", async () => {
    const { app: strict, database: strictDb } = await buildTestApp({ SEARCH_DAILY_LIMIT: '3' });
    const search = (headers: Record<string, string> = {}) =>
      strict.inject({
        method: 'GET',
        url: '/api/cases/search?q=4000',
        remoteAddress: '100.64.0.1', // a carrier's shared address (CGNAT)
        headers,
      });
    for (let i = 0; i < 4; i++) await search(); // the neighbours use the address's budget up
    expect((await search()).statusCode).toBe(429);
    const member = await makeUser(strictDb.db);
    const cookie = await sessionCookie(strictDb.db, member.id);
    for (let i = 0; i < 3; i++) expect((await search({ cookie })).statusCode).toBe(200);
    expect((await search({ cookie })).statusCode).toBe(429);
    const other = await makeUser(strictDb.db);
    const otherCookie = await sessionCookie(strictDb.db, other.id);
    expect((await search({ cookie: otherCookie })).statusCode).toBe(200);
  });

  it('counts a visitor by IPv4 /24 too, with a larger budget, and IPv6 by /64, /56 and /48', async () => {
    const { app: strict } = await buildTestApp({ SEARCH_DAILY_LIMIT: '2' });
    const search = (remoteAddress: string) =>
      strict
        .inject({ method: 'GET', url: '/api/cases/search?q=4000', remoteAddress })
        .then((r) => r.statusCode);
    // The /24 may make 5 times one address's budget: 10, whatever addresses it uses.
    const v4 = [];
    for (let i = 1; i <= 11; i++) v4.push(await search(`192.0.2.${i}`));
    expect(v4.filter((code) => code === 200)).toHaveLength(10);
    expect(v4[10]).toBe(429);
    expect(await search('192.0.3.1')).toBe(200);
    // A /48 of fresh /64s (a tunnel broker's allocation) gets 5 times one /64's, not 65,536 times.
    const v6 = [];
    for (let i = 1; i <= 11; i++) v6.push(await search(`2001:db8:aa:${i.toString(16)}00::1`));
    expect(v6.filter((code) => code === 200)).toHaveLength(10);
    expect(await search('2001:db8:ab::1')).toBe(200);
  });
});
