import { API_TOKEN_MESSAGES } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokenClient, searchCall } from '../../../test/api-token-client.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { apiTokens } from '../../db/schema/index.js';

// Token expiry (issue 50): chosen at creation, shown in the list, enforced on every request.

const { app, database } = await buildTestApp({ TRUST_PROXY: 'true' });
const { db } = database;
const client = apiTokenClient(app, db, '10.51');
const DAY = 24 * 60 * 60 * 1000;

describe('token expiry', () => {
  it('is chosen at creation, shown, and refused once past (401, no guess counted)', async () => {
    const member = await makeUser(db);
    const before = Date.now();
    const made = await client.createToken(member, {
      scopes: ['search'],
      expiresInDays: 30,
    } as never);
    const listed = await app.inject({
      url: '/api/account/api-tokens',
      headers: { cookie: await sessionCookie(db, member.id) },
    });
    const [shown] = listed.json().tokens;
    const expiresAt = new Date(shown.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    expect((await client.withToken(made.secret, searchCall('0412 000 111'))).statusCode).toBe(200);

    await db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, made.token.id));
    const refused = await client.withToken(made.secret, searchCall('0412 000 111'));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(API_TOKEN_MESSAGES.expired);
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    // An expired token is not a guess: the address is not counted towards the failed-token cap.
    const counted = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM rate_limit_counters WHERE scope = 'bearer-failure:10min'`);
    expect(counted.rows[0]?.n ?? 0).toBe(0);
  });

  it('lasts until revoked without one; refuses an expiry outside 1 to 366 whole days', async () => {
    const member = await makeUser(db);
    const forever = await client.createToken(member, { scopes: ['search'] });
    const listed = await app.inject({
      url: '/api/account/api-tokens',
      headers: { cookie: await sessionCookie(db, member.id) },
    });
    expect(
      listed.json().tokens.find((t: { id: string }) => t.id === forever.token.id).expiresAt,
    ).toBeNull();
    for (const expiresInDays of [0, 367, 1.5, '30']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/api-tokens',
        headers: { cookie: await sessionCookie(db, member.id) },
        payload: { name: 'x', scopes: ['search'], currentPassword: member.password, expiresInDays },
      });
      expect(res.statusCode, String(expiresInDays)).toBe(400);
      expect(res.json().error.message).toBe(API_TOKEN_MESSAGES.expiryInvalid);
    }
  });
});
