import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../test/factories.js';

// Issue 46, N15: the process learnt who a session cookie was from admitted requests only, so a
// member it had not seen was shed like the crowd while a storm was on (one got 0 of 8); and a
// member was shed once the public's admitted queries filled the database queue. Now an unknown
// session cookie is looked up first, on a connection of its own (plugins/session-vouch.ts), and
// the database queue does not refuse a member.

const queued = await buildTestApp({ SHED_DATABASE_WAITING: '0' });
const perClient = await buildTestApp({ SHED_REQUESTS_IN_FLIGHT: '16' });

const busyPool = (pool: typeof queued.database.pool, seconds: number) =>
  Promise.all(Array.from({ length: 21 }, () => pool.query(`SELECT pg_sleep(${seconds})`)));

describe('members the process has not seen, under shedding (issue 46, N15)', () => {
  it('serves a verified member on their first request while the database queue sheds the public', async () => {
    const { app, database } = queued;
    const member = await makeUser(database.db);
    const cookie = await sessionCookie(database.db, member.id);
    const recent = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/cases/recent?country=AU', headers });

    const busy = busyPool(database.pool, 3);
    expect(database.pool.waitingCount).toBeGreaterThan(0);
    const anonymous = await recent();
    expect(anonymous.statusCode).toBe(503);
    // A made-up session cookie is one of the public.
    expect((await recent({ cookie: 'fw_session=made-up-token' })).statusCode).toBe(503);
    // The member's very first request to this process, mid-storm: looked up and answered.
    expect((await recent({ cookie })).statusCode).toBe(200);
    await busy;
  });

  it('serves an unseen member from the members’ quarter while the crowd fills the rest', async () => {
    const { app, database } = perClient;
    const member = await makeUser(database.db);
    const cookie = await sessionCookie(database.db, member.id);
    const recent = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/cases/recent?country=AU', remoteAddress, headers });

    const held = busyPool(database.pool, 0.8);
    // A crowd, each from a /48 of its own, holds the public's three quarters (12 of 16).
    const crowd = Array.from({ length: 12 }, (_, i) =>
      recent(`2001:db8:${(i + 1).toString(16)}::1`),
    );
    await new Promise((r) => setTimeout(r, 150));
    expect((await recent('2001:db8:ffff::1')).statusCode).toBe(503);
    // Never seen by this process before, and answered.
    expect((await recent('198.51.100.81', { cookie })).statusCode).toBe(200);
    expect((await Promise.all(crowd)).map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    await held;
  });
});
