import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connect } from '../src/db/client.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { buildTestApp } from './build-test-app.js';
import { makeUser } from './factories.js';

// Two server processes on one PostgreSQL behave as one (issue 16): each app here has its own
// connection pool, as two processes behind a load balancer would, and shares nothing else.
// Live events across processes are tested in modules/threads/live.test.ts.

const first = await buildTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '5' });
const secondDatabase = connect(first.database.connectionString, 'external');
const second: FastifyInstance = await buildApp({
  runJobs: false,
  config: first.config,
  database: secondDatabase,
});
await second.ready();
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
});

describe('two server processes on one database', () => {
  it('enforce a limit counted through the other', async () => {
    const search = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: '/api/cases/search?q=0412345678',
        remoteAddress: '198.51.100.23',
      });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await search(i % 2 ? second : first.app)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    // The sixth search of the minute is refused by whichever process gets it.
    expect((await search(second)).statusCode).toBe(429);
    expect((await search(first.app)).statusCode).toBe(429);
  });

  it('honour a session made on the other, and its end', async () => {
    const user = await makeUser(first.database.db);
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    const cookie = `${SESSION_COOKIE}=${token}`;

    const there = await second.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
    expect(there.statusCode).toBe(200);
    expect(there.json().email).toBe(user.email);

    const out = await second.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    const after = await first.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });
});
