import { MESSAGES } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokenClient, searchCall as search } from '../../../test/api-token-client.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';

// A token's searches are its member's (issue 41; docs/decisions/0063): the near-miss guard and
// the daily budget shared with the member's own searches, a batch counted per identifier, and
// each token's own per-minute rate on top.
const { app, database } = await buildTestApp({
  TRUST_PROXY: 'true',
  API_TOKEN_SEARCHES_PER_MINUTE: '30',
});
const { db } = database;
const creator = await makeUser(db);
const { createToken, withToken } = apiTokenClient(app, db, '203.2');

let block = 0;
/** A fresh block of 100 Australian mobile numbers: '0492 5NN 1' + 2 digits. */
const freshBlock = () => {
  block += 1;
  const prefix = `0492 ${500 + block} 1`;
  return (completion: number) => `${prefix}${String(completion).padStart(2, '0')}`;
};

/** The member's count of searches today, as the limits keep it. */
async function dayCount(userId: string): Promise<number> {
  const rows = await db.execute<{ count: number }>(
    sql`SELECT count FROM search_counters WHERE day = (now() AT TIME ZONE 'UTC')::date AND key = ${`day|user:${userId}`}`,
  );
  return Number(rows.rows[0]?.count ?? 0);
}

describe("a token's searches are its member's", () => {
  it('share the near-miss guard: walking the last two digits is refused the same way', async () => {
    const number = freshBlock();
    const target = await makeCase(db, { creatorId: creator.id, number: number(56) });
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const { secret } = await createToken(member, { scopes: ['search'] });
    // Two completions by the member's own session, one by the token: the member's 3 for today.
    for (const completion of [0, 1]) {
      const res = await app.inject({ ...search(number(completion)), headers: { cookie } });
      expect(res.statusCode).toBe(200);
    }
    expect((await withToken(secret, search(number(2)))).statusCode).toBe(200);
    // The walk goes on with the token: refused with the near-miss message, the real number too.
    for (const completion of [3, 4, 56]) {
      const res = await withToken(secret, search(number(completion)));
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(MESSAGES.searchNearMiss);
    }
    // And with the session: the count was the member's, not the token's.
    const bySession = await app.inject({ ...search(number(56)), headers: { cookie } });
    expect(bySession.statusCode).toBe(429);
    // In a batch too: each identifier refused the same way.
    const batch = await withToken(secret, {
      method: 'POST',
      url: '/api/cases/search/batch',
      payload: { country: 'AU', identifiers: [number(56), number(7)] },
    });
    expect(batch.json().results).toEqual([
      { identifier: number(56), error: { code: 'rate_limited', message: MESSAGES.searchNearMiss } },
      { identifier: number(7), error: { code: 'rate_limited', message: MESSAGES.searchNearMiss } },
    ]);
    expect(target.id).toBeTruthy();
  });

  it('count against the daily budget, one per identifier of a batch', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['search'] });
    expect(await dayCount(member.id)).toBe(0);
    await withToken(secret, search('0400 100 200'));
    expect(await dayCount(member.id)).toBe(1);
    const kase = await makeCase(db, { creatorId: creator.id, number: '0495 123 456' });
    const identifiers = [
      '0495 123 456',
      'nobody@example.com',
      '51 824 753 556',
      '2000',
      '0400 555 666',
    ];
    const res = await withToken(secret, {
      method: 'POST',
      url: '/api/cases/search/batch',
      payload: { country: 'AU', identifiers },
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { identifier: string; cases: { id: string }[] }[];
    expect(results.map((r) => r.identifier)).toEqual(identifiers);
    expect(results[0]?.cases.map((c) => c.id)).toEqual([kase.id]);
    expect(await dayCount(member.id)).toBe(1 + identifiers.length);
    // My Account shows the member the same count, site and tokens together.
    const listed = await app.inject({
      url: '/api/account/api-tokens',
      headers: { cookie: await sessionCookie(db, member.id) },
    });
    expect(listed.json().searchesToday).toEqual({ count: 1 + identifiers.length, limit: 200 });
    const tooMany = await withToken(secret, {
      method: 'POST',
      url: '/api/cases/search/batch',
      payload: {
        country: 'AU',
        identifiers: Array.from({ length: 21 }, (_, i) => `0400 000 ${100 + i}`),
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await dayCount(member.id)).toBe(1 + identifiers.length);
  });
});

describe('the daily budget and the per-token rate', async () => {
  const limited = await buildTestApp({
    SEARCH_DAILY_LIMIT: '4',
    API_TOKEN_SEARCHES_PER_MINUTE: '2',
  });
  const tokenOf = async (member: TestUser, scopes = ['search']) => {
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: { cookie: await sessionCookie(limited.database.db, member.id) },
      payload: { name: 'x', scopes, currentPassword: member.password },
    });
    return (res.json() as { secret: string }).secret;
  };
  const searchWith = (headers: Record<string, string>, q: string) =>
    limited.app.inject({ url: `/api/cases/search?country=AU&q=${encodeURIComponent(q)}`, headers });

  it("refuses the member's day once their session and tokens have spent it, and each token's minute on its own", async () => {
    const member = await makeUser(limited.database.db);
    const cookie = await sessionCookie(limited.database.db, member.id);
    const first = { authorization: `Bearer ${await tokenOf(member)}` };
    const second = { authorization: `Bearer ${await tokenOf(member)}` };
    expect((await searchWith(first, 'a@example.com')).statusCode).toBe(200);
    expect((await searchWith(first, 'b@example.com')).statusCode).toBe(200);
    // The token's own 2 a minute are spent; the member's other token and session are not.
    const third = await searchWith(first, 'c@example.com');
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(MESSAGES.searchRateLimited);
    expect((await searchWith(second, 'd@example.com')).statusCode).toBe(200);
    // 4 of the member's day spent (the refused one counts, as for any search): all refused now.
    for (const headers of [second, { cookie }]) {
      const res = await searchWith(headers, 'e@example.com');
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(MESSAGES.searchDailyLimit);
    }
    const batch = await limited.app.inject({
      method: 'POST',
      url: '/api/cases/search/batch',
      headers: second,
      payload: { country: 'AU', identifiers: ['f@example.com'] },
    });
    expect(batch.statusCode).toBe(429);
  });
});
