import { API_TOKEN_MESSAGES, MESSAGES, VALIDATION_MESSAGES } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokenClient, searchCall as search } from './api-token-client.js';
import { buildTestApp } from './build-test-app.js';
import { makeCase, makeUser, sessionCookie } from './factories.js';

// What an integrator gets from the API as it says of itself (issue 50): the document tells the
// truth about answers and bodies, the server checks who asks before what is asked, a method a
// path does not take is 405, and one token drives a whole read flow, told its limits.

const { app, database } = await buildTestApp({
  TRUST_PROXY: 'true',
  API_TOKEN_SEARCHES_PER_MINUTE: '3',
});
const { db } = database;
const creator = await makeUser(db);
const { createToken, withToken, asVisitor } = apiTokenClient(app, db, '203.5');

type Operation = {
  responses: Record<string, { content?: object; headers?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
  security?: object[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const document = app.swagger() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    operation,
  })),
);

describe('the document', () => {
  it('declares no body on a 204 or a 304, and Retry-After on every 429 and 503', () => {
    let empty = 0;
    for (const { key, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '204' || status === '304') {
          empty += 1;
          expect(response.content, `${key} ${status}`).toBeUndefined();
        }
        if (status === '429' || status === '503') {
          expect(response.headers, `${key} ${status}`).toHaveProperty('Retry-After');
        }
      }
      // Anyone may send a token (401 when it is unknown) or be shed (503).
      expect(Object.keys(operation.responses), key).toEqual(
        expect.arrayContaining(['400', '401', '403', '429', '503']),
      );
    }
    expect(empty).toBeGreaterThanOrEqual(12);
  });

  it('says what the probes answer 503 with (their body or the error), and the 409s routes send', () => {
    const body = (key: string, status: string) =>
      (
        operations.find((o) => o.key === key)?.operation.responses[status]?.content as
          | { 'application/json': { schema: unknown } }
          | undefined
      )?.['application/json'].schema;
    for (const key of ['GET /api/health', 'GET /api/ready']) {
      const schema = body(key, '503') as { anyOf: { $ref?: string; properties?: object }[] };
      expect(schema.anyOf, key).toHaveLength(2);
      expect(schema.anyOf[0]?.properties, key).toHaveProperty('database');
      expect(schema.anyOf[1], key).toEqual({ $ref: '#/components/schemas/Error' });
    }
    // Elsewhere an error is the shared Error alone.
    expect(body('GET /api/cases/recent', '503')).toEqual({ $ref: '#/components/schemas/Error' });
    // A thread with a deleted account's case, a sixth webhook, a test of a disabled one.
    for (const key of [
      'POST /api/cases/{id}/thread',
      'POST /api/webhooks',
      'POST /api/webhooks/{id}/test',
    ]) {
      expect(body(key, '409'), key).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });

  it('names its shared shapes once, writes instants as date-time, and no ±2^53 bounds', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Error',
        'CaseCard',
        'CaseDetail',
        'Comment',
        'CommentPage',
        'Notification',
        'NotificationPage',
        'BatchSearchFound',
        'BatchSearchRefused',
        'ApiUsage',
      ]),
    );
    const text = JSON.stringify(document);
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(JSON.stringify(document.components.schemas.CaseCard)).toContain(
      '"createdAt":{"type":"string","format":"date-time"}',
    );
  });

  it('describes the bodies the routes read themselves: lodging, images, responses, messages', () => {
    const body = (path: string) => document.paths[path]?.post?.requestBody?.content;
    const lodge = body('/api/cases')?.['multipart/form-data']?.schema.properties;
    expect(Object.keys(lodge ?? {})).toEqual(['case', 'mainImage', 'extraImages']);
    expect(Object.keys(body('/api/cases/{id}/images') ?? {})).toEqual(['multipart/form-data']);
    const respond = body('/api/cases/{id}/comments');
    expect(Object.keys(respond?.['multipart/form-data']?.schema.properties ?? {})).toEqual([
      'text',
      'image',
    ]);
    expect(respond?.['application/json']?.schema.properties).toHaveProperty('text');
    expect(
      body('/api/threads/{id}/messages')?.['application/json']?.schema.properties,
    ).toHaveProperty('text');
  });

  it('names the image a sign-up and a trade application may carry as a form', () => {
    const body = (path: string) => document.paths[path]?.post?.requestBody?.content;
    for (const [path, image, fields] of [
      ['/api/auth/signup', 'profileImage', ['email', 'password', 'username', 'country']],
      ['/api/account/trade-applications', 'licencePhoto', ['trade', 'licenceNumber']],
    ] as const) {
      const form = body(path)?.['multipart/form-data']?.schema.properties ?? {};
      expect(form).toHaveProperty(image);
      for (const field of fields) expect(form).toHaveProperty(field);
      expect(body(path)?.['application/json']?.schema.properties).not.toHaveProperty(image);
    }
  });
});

describe('what the server answers', () => {
  it('takes a token only as `Bearer <token>`: a bare one is 401', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['search'] });
    const bare = await app.inject({
      ...search('0400 111 222'),
      headers: { authorization: secret },
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().error.message).toBe(API_TOKEN_MESSAGES.invalid);
    expect((await withToken(secret, search('0400 111 222'))).statusCode).toBe(200);
  });

  it('asks who is calling before reading what was sent: anonymous is 401, not the field rules', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/api/watches', payload: { nonsense: true } },
      { method: 'POST' as const, url: '/api/account/api-tokens', payload: { name: '' } },
      { method: 'PUT' as const, url: '/api/notifications/settings', payload: { x: 1 } },
    ]) {
      const res = await asVisitor(request);
      expect(res.statusCode, request.url).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('answers a method a path does not take with 405 and Allow', async () => {
    const kase = await makeCase(db, { creatorId: creator.id, number: '0493 222 333' });
    const put = await app.inject({ method: 'PUT', url: `/api/cases/${kase.id}` });
    expect(put.statusCode, put.body).toBe(405);
    expect(put.headers.allow).toBe('DELETE, GET, HEAD, PATCH');
    expect(put.json().error.code).toBe('method_not_allowed');
    const del = await app.inject({ method: 'DELETE', url: '/api/geo' });
    expect(del.statusCode).toBe(405);
    expect(del.headers.allow).toBe('GET, HEAD');
    expect((await app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
  });

  it('names the API version on every answer, as the document says', async () => {
    const res = await asVisitor(search('0400 000 999'));
    expect(res.headers['forewarn-api-version']).toBe('1');
    const refused = await app.inject({ method: 'PUT', url: '/api/geo' });
    expect(refused.headers['forewarn-api-version']).toBe('1');
    const searchOk = document.paths['/api/cases/search']?.get?.responses['200'];
    expect(searchOk?.headers).toHaveProperty('Forewarn-Api-Version');
  });

  it("words a rule stated without a message from the catalogue, not the validator's", async () => {
    const res = await asVisitor(search('x'.repeat(201)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(VALIDATION_MESSAGES.tooLong('Q', 200));
    // A rule with the spec's own words keeps them.
    const member = await makeUser(db);
    const named = await app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: { cookie: await sessionCookie(db, member.id) },
      payload: { name: '', scopes: ['search'] },
    });
    expect(named.json().error.message).toBe(API_TOKEN_MESSAGES.nameRequired);
  });
});

describe('one token, one flow', () => {
  it('searches, then reads the case and its responses as a visitor, and the document', async () => {
    const kase = await makeCase(db, { creatorId: creator.id, number: '0493 444 555' });
    const member = await makeUser(db, { role: 'moderator' });
    const { secret } = await createToken(member, { scopes: ['search'] });
    const found = await withToken(secret, search('0493 444 555'));
    expect(found.json().cases.map((c: { id: string }) => c.id)).toEqual([kase.id]);
    const page = await withToken(secret, { url: `/api/cases/${kase.id}` });
    expect(page.statusCode, page.body).toBe(200);
    // As a visitor: masked, never the member's view.
    expect(page.json().isOwner).toBe(false);
    expect(JSON.stringify(page.json())).not.toContain('Jordan Example');
    expect((await withToken(secret, { url: `/api/cases/${kase.id}/comments` })).statusCode).toBe(
      200,
    );
    expect((await withToken(secret, { url: '/api/cases/recent?country=AU' })).statusCode).toBe(200);
    const doc = await withToken(secret, { url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe('3.0.3');
    // Still not the member's own things, and a bad token is refused on reads too.
    expect((await withToken(secret, { url: '/api/account' })).statusCode).toBe(403);
    expect((await withToken('fwt_nope', { url: `/api/cases/${kase.id}` })).statusCode).toBe(401);
  });

  it('tells a token its standing on every search, and reads its usage without counting', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['watches'] });
    const searcher = await createToken(member, { scopes: ['search'] });
    const first = await withToken(searcher.secret, search('a1@example.com'));
    // The token's own 3 a minute are the tightest.
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    // The IETF draft's headers name every window, from the same counters.
    expect(first.headers['ratelimit-policy']).toBe(
      '"token-minute";q=3;w=60, "account-minute";q=60;w=60, "account-day";q=200;w=86400',
    );
    expect(first.headers.ratelimit).toMatch(
      /^"token-minute";r=2;t=\d+, "account-minute";r=59;t=\d+, "account-day";r=199;t=\d+$/,
    );
    await withToken(searcher.secret, search('a2@example.com'));
    await withToken(searcher.secret, search('a3@example.com'));
    const refused = await withToken(searcher.secret, search('a4@example.com'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers.ratelimit).toMatch(/^"token-minute";r=0;t=([1-9]|[1-5]\d|60), /);
    // The minute and the day restart where the counters say: t is at most 60, and for the day
    // the seconds to the next UTC midnight.
    const day = /"account-day";r=196;t=(\d+)$/.exec(String(refused.headers.ratelimit));
    expect(Number(day?.[1])).toBeLessThanOrEqual(86_400);
    // Not sent to a session: its limits are the member's own business, shown on My Account.
    // Declared where sent, and only there.
    for (const [path, method] of [
      ['/api/cases/search', 'get'],
      ['/api/cases/search/batch', 'post'],
    ] as const) {
      const headers = document.paths[path]?.[method]?.responses['200']?.headers;
      expect(Object.keys(headers ?? {})).toEqual(
        expect.arrayContaining(['RateLimit', 'RateLimit-Policy', 'X-RateLimit-Remaining']),
      );
    }
    expect(document.paths['/api/watches']?.get?.responses['200']?.headers).not.toHaveProperty(
      'RateLimit',
    );
    const session = await app.inject({
      ...search('a5@example.com'),
      headers: { cookie: await sessionCookie(db, creator.id) },
    });
    expect(session.headers.ratelimit).toBeUndefined();
    expect(refused.headers['retry-after']).toBeDefined();
    // Any token reads its own standing; the watches token has searched nothing itself.
    const usage = await withToken(secret, { url: '/api/api-token/usage' });
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json().searches.day).toMatchObject({ limit: 200, used: 4, remaining: 196 });
    expect(usage.json().searches.minute).toMatchObject({ limit: 60, used: 4, remaining: 56 });
    expect(usage.json().searches.tokenMinute).toMatchObject({ limit: 3, used: 0, remaining: 3 });
    const mine = await withToken(searcher.secret, { url: '/api/api-token/usage' });
    expect(mine.json().searches.tokenMinute).toMatchObject({ used: 4, remaining: 0 });
    const again = await withToken(secret, { url: '/api/api-token/usage' });
    expect(again.json().searches.day.used).toBe(4);
  });

  it('counts a batch cut off by the minute as the searches it served', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['search'] });
    const identifiers = Array.from({ length: 5 }, (_, i) => `b${i}@example.com`);
    const res = await withToken(secret, {
      method: 'POST',
      url: '/api/cases/search/batch',
      payload: { country: 'AU', identifiers },
    });
    expect(res.statusCode).toBe(200);
    const served = (res.json().results as object[]).filter((r) => 'cases' in r).length;
    expect(served).toBe(3);
    const rows = await db.execute<{ count: number }>(
      sql`SELECT count FROM search_counters WHERE key = ${`day|user:${member.id}`}`,
    );
    expect(Number(rows.rows[0]?.count)).toBe(served);
    expect(res.json().results[3].error.message).toBe(MESSAGES.searchRateLimited);
  });
});
