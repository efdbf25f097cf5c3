import { API_TOKEN_MESSAGES } from '@forewarn/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokenClient, type Call, searchCall as search } from '../../../test/api-token-client.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { VALID_CASE } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { apiTokens, cases, comments, messages, threads, users } from '../../db/schema/index.js';
import { hashToken } from '../../plugins/session.js';

// API tokens (issue 41; docs/decisions/0063): making and revoking them, what a token may
// reach, and every way it dies. What a token's searches count against: api-token-limits.test.ts.
const { app, database } = await buildTestApp({
  TRUST_PROXY: 'true',
  PUBLIC_URL: 'https://forewarn.example',
  API_TOKEN_SEARCHES_PER_MINUTE: '30',
});
const { db } = database;
const creator = await makeUser(db);
const { createToken, withToken, asVisitor } = apiTokenClient(app, db, '203.1');

describe('making, listing and revoking tokens on My Account', () => {
  it('shows the secret once, keeps only its hash, and lists name, scopes and last use', async () => {
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const created = await createToken(member, { scopes: ['search', 'watches'] });
    expect(created.secret).toMatch(/^fwt_[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(row?.tokenHash).toBe(hashToken(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const before = await app.inject({ url: '/api/account/api-tokens', headers: { cookie } });
    expect(before.body).not.toContain(created.secret);
    expect(before.json().tokens).toEqual([
      expect.objectContaining({
        name: 'Booking system',
        scopes: ['search', 'watches'],
        endsWithPassword: true,
        lastUsedAt: null,
      }),
    ]);
    expect((await withToken(created.secret, search('0400 000 000'))).statusCode).toBe(200);
    const after = await app.inject({ url: '/api/account/api-tokens', headers: { cookie } });
    expect(after.json().tokens[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('needs a verified email, a name and a scope, and holds at most 10', async () => {
    const unverified = await makeUser(db, { emailVerified: false });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: { cookie: await sessionCookie(db, unverified.id) },
      payload: { name: 'x', scopes: ['search'], currentPassword: unverified.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(API_TOKEN_MESSAGES.verifiedEmailNeeded);

    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/account/api-tokens',
        headers: { cookie },
        payload: { currentPassword: member.password, ...payload },
      });
    expect((await post({ name: ' ', scopes: ['search'] })).statusCode).toBe(400);
    expect((await post({ name: 'x', scopes: [] })).statusCode).toBe(400);
    expect((await post({ name: 'x', scopes: ['lodge'] })).statusCode).toBe(400);
    for (let i = 0; i < 10; i++)
      expect((await post({ name: `t${i}`, scopes: ['search'] })).statusCode).toBe(201);
    const eleventh = await post({ name: 'one too many', scopes: ['search'] });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe(API_TOKEN_MESSAGES.tooMany);
  });

  it("revokes: the next call is 401; another member's token cannot be revoked (404)", async () => {
    const member = await makeUser(db);
    const stranger = await makeUser(db);
    const { token, secret } = await createToken(member, { scopes: ['search'] });
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/account/api-tokens/${token.id}`,
      headers: { cookie: await sessionCookie(db, stranger.id) },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await withToken(secret, search('0400 000 001'))).statusCode).toBe(200);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/account/api-tokens/${token.id}`,
      headers: { cookie: await sessionCookie(db, member.id) },
    });
    expect(revoke.json()).toEqual({ message: API_TOKEN_MESSAGES.revoked });
    const after = await withToken(secret, search('0400 000 001'));
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(API_TOKEN_MESSAGES.invalid);
    expect(after.headers['www-authenticate']).toMatch(/^Bearer/);
    // A token cannot manage tokens, nor read the account.
    const other = await createToken(member, { scopes: ['search', 'watches'] });
    expect((await withToken(other.secret, { url: '/api/account/api-tokens' })).statusCode).toBe(
      403,
    );
    expect((await withToken(other.secret, { url: '/api/account' })).statusCode).toBe(403);
    expect((await withToken('fwt_not-a-token', search('1'))).statusCode).toBe(401);
  });
});

describe('what a token reaches', () => {
  it('searches with the search scope and gets the masked cards a visitor gets', async () => {
    const kase = await makeCase(db, {
      creatorId: creator.id,
      number: '0493 111 222',
      email: 'jordan@example.com',
    });
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['search'] });
    const res = await withToken(secret, search('0493 111 222'));
    expect(res.statusCode).toBe(200);
    const visitor = await asVisitor(search('0493 111 222'));
    expect(res.json()).toEqual(visitor.json());
    expect(res.json().cases.map((c: { id: string }) => c.id)).toEqual([kase.id]);
    expect(res.body).not.toContain('111 222');
    expect(res.body).not.toContain('+61493111222');
    expect(res.body).not.toContain('jordan@example.com');
  });

  it("a moderator's or the creator's token still sees only what a visitor sees", async () => {
    const kase = await makeCase(db, {
      creatorId: creator.id,
      number: '0493 111 333',
      visibleToPlumbers: true,
    });
    const plumber = await makeUser(db, { verifiedPlumber: true });
    for (const member of [plumber, creator]) {
      const { secret } = await createToken(member, { scopes: ['search'] });
      const res = await withToken(secret, search('0493 111 333'));
      expect(res.json().cases.map((c: { id: string }) => c.id)).not.toContain(kase.id);
    }
  });

  it('is refused without the scope (403), and on routes not marked for tokens', async () => {
    const member = await makeUser(db);
    const watchesOnly = await createToken(member, { scopes: ['watches'] });
    const res = await withToken(watchesOnly.secret, search('0400 000 002'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(API_TOKEN_MESSAGES.missingScope('search'));
    const searchOnly = await createToken(member, { scopes: ['search'] });
    expect((await withToken(searchOnly.secret, { url: '/api/watches' })).statusCode).toBe(403);
    expect((await withToken(searchOnly.secret, { url: '/api/notifications' })).statusCode).toBe(
      403,
    );
    // A path that is no route is a 404, token or not.
    expect((await withToken(searchOnly.secret, { url: '/api/no-such-thing' })).statusCode).toBe(
      404,
    );
  });

  it('manages the watch list with the watches scope', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['watches'] });
    const added = await withToken(secret, {
      method: 'POST',
      url: '/api/watches',
      payload: { country: 'AU', value: '0494 222 333' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const listed = await withToken(secret, { url: '/api/watches' });
    expect(listed.json().watches).toHaveLength(1);
    const removed = await withToken(secret, {
      method: 'DELETE',
      url: `/api/watches/${added.json().watch.id}`,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('cannot lodge, respond or message, even with the member session beside it', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['search', 'watches'] });
    const cookie = await sessionCookie(db, member.id);
    const kase = await makeCase(db, { creatorId: creator.id });
    const [thread] = await db
      .insert(threads)
      .values({ caseId: kase.id, ownerId: creator.id, responderId: member.id, isAnonymous: true })
      .returning();
    const count = async () => {
      const [c] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cases)
        .where(eq(cases.creatorId, member.id));
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comments)
        .where(eq(comments.userId, member.id));
      const [m] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.senderId, member.id));
      return [c?.n, r?.n, m?.n];
    };
    const writes: Call[] = [
      { method: 'POST', url: '/api/cases', payload: VALID_CASE },
      {
        method: 'POST',
        url: `/api/cases/${kase.id}/comments`,
        payload: { text: 'Not true at all, this is a response.' },
      },
      { method: 'POST', url: `/api/cases/${kase.id}/thread`, payload: {} },
      {
        method: 'POST',
        url: `/api/threads/${thread?.id}/messages`,
        payload: { text: 'Hello there' },
      },
    ];
    for (const call of writes) {
      for (const extra of [{}, { cookie }] as Record<string, string>[]) {
        const res = await withToken(secret, call, extra);
        expect(res.statusCode, `${call.url} ${res.body}`).toBe(403);
        expect(res.json().error.message).toBe(API_TOKEN_MESSAGES.notForThisRequest);
      }
    }
    expect(await count()).toEqual([0, 0, 0]);
  });

  it("is its token's member alone: a browser session sent beside it is not read", async () => {
    const owner = await makeUser(db);
    const other = await makeUser(db);
    const { secret } = await createToken(owner, { scopes: ['watches'] });
    await withToken(secret, {
      method: 'POST',
      url: '/api/watches',
      payload: { country: 'AU', value: '0494 777 888' },
    });
    const res = await withToken(
      secret,
      { url: '/api/watches' },
      { cookie: await sessionCookie(db, other.id) },
    );
    expect(res.json().watches.map((w: { typed: string }) => w.typed)).toEqual(['0494 777 888']);
  });

  it('is not refused by the Origin check, which guards the cookie that a Bearer request never uses', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['search'] });
    const batch: Call = {
      method: 'POST',
      url: '/api/cases/search/batch',
      payload: { country: 'AU', identifiers: ['0400 000 003'] },
    };
    const evil = { origin: 'https://evil.example' };
    expect((await withToken(secret, batch, evil)).statusCode).toBe(200);
    const byCookie = await app.inject({
      method: 'POST',
      url: batch.url,
      payload: batch.payload,
      headers: { ...evil, cookie: await sessionCookie(db, member.id) },
    });
    expect(byCookie.statusCode).toBe(403);
    // A forged request with a cookie and a made-up token is refused, and never read as the session.
    const forged = await withToken('fwt_made-up', batch, {
      ...evil,
      cookie: await sessionCookie(db, member.id),
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('how tokens die', () => {
  it('with the account, a suspension, and a password change unless kept in it', async () => {
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const ends = await createToken(member, { scopes: ['search'] });
    const stays = await createToken(member, { scopes: ['search'], endsWithPassword: false });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie },
      payload: {
        currentPassword: member.password,
        newPassword: 'a brand new passphrase 9',
        keepApiTokens: [stays.token.id],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await withToken(ends.secret, search('0400 000 010'))).statusCode).toBe(401);
    expect((await withToken(stays.secret, search('0400 000 010'))).statusCode).toBe(200);

    const moderator = await makeUser(db, { role: 'moderator' });
    const suspend = await app.inject({
      method: 'POST',
      url: `/api/moderation/users/${member.id}/suspend`,
      headers: { cookie: await sessionCookie(db, moderator.id) },
      payload: { reason: 'Harvesting numbers.', days: 7 },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await withToken(stays.secret, search('0400 000 010'))).statusCode).toBe(401);
    expect(await db.select().from(apiTokens).where(eq(apiTokens.userId, member.id))).toEqual([]);

    const leaving = await makeUser(db);
    await createToken(leaving, { scopes: ['search'] });
    await db.delete(users).where(eq(users.id, leaving.id));
    expect(
      await db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, leaving.id))),
    ).toEqual([]);
  });

  it('are in Download my data by name and scopes, never the secret', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { name: 'Order form', scopes: ['watches'] });
    const res = await app.inject({
      url: '/api/account/export',
      headers: { cookie: await sessionCookie(db, member.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().apiTokens).toEqual([
      expect.objectContaining({ name: 'Order form', scopes: ['watches'] }),
    ]);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(hashToken(secret));
  });
});
