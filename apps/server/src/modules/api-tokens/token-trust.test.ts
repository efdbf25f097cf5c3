import {
  ACCOUNT_TRUST_MESSAGES,
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPE_LABELS,
  MESSAGES,
} from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokenClient, searchCall as search } from '../../../test/api-token-client.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { awayFromWindowEdge } from '../../../test/window-edge.js';
import { apiTokens } from '../../db/schema/index.js';
import { BEARER_FAILURE_RULES } from './bearer.js';
import { API_TOKEN_CREATED_TASK, sendApiTokenCreatedMail } from './created-mail.js';

// Tokens worthy of a password (issue 46, N13): a stolen session (the cookie alone) cannot make
// a token, the member is told by mail when one is made, and a password change ends every token
// the member does not keep in that same step, the mail saying which.
const { app, database, config } = await buildTestApp({
  TRUST_PROXY: 'true',
  PUBLIC_URL: 'https://forewarn.example',
});
const { db } = database;
const { createToken, withToken } = apiTokenClient(app, db, '203.2');

const post = async (cookie: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/account/api-tokens', headers: { cookie }, payload });

/** The queued mail job of this token (the queue's view shows its key, not its payload). */
async function queuedMailJobs(tokenId: string) {
  const result = await db.execute<{ task: string }>(sql`
    SELECT task_identifier AS task FROM graphile_worker.jobs
    WHERE key = ${`api-token-created:${tokenId}`}`);
  return result.rows.map((r) => r.task);
}

describe('making a token', () => {
  it('is refused with the cookie alone, and with a wrong password (counted as a failed log-in)', async () => {
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const bare = await post(cookie, {
      name: 'Stolen',
      scopes: ['watches'],
      endsWithPassword: false,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.currentPassword).toBe(
      ACCOUNT_TRUST_MESSAGES.currentPasswordRequired,
    );
    const wrong = await post(cookie, {
      name: 'Stolen',
      scopes: ['watches'],
      endsWithPassword: false,
      currentPassword: 'a guess at the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(MESSAGES.passwordIncorrect);
    // Guessing through this form is as slow as the log-in form: past 5 failures, 429.
    for (let i = 0; i < 4; i++)
      await post(cookie, { name: 'x', scopes: ['search'], currentPassword: `guess ${i}` });
    const locked = await post(cookie, {
      name: 'x',
      scopes: ['search'],
      currentPassword: member.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(await db.select().from(apiTokens).where(eq(apiTokens.userId, member.id))).toEqual([]);
  });

  it('emails the member through the job queue, naming the token and what it may do', async () => {
    const member = await makeUser(db, { timeZone: 'Australia/Perth' });
    const { token } = await createToken(member, { name: 'Till', scopes: ['search', 'watches'] });
    // Enqueued with the token, not sent inside the request.
    const jobs = await queuedMailJobs(token.id);
    expect(jobs).toEqual([API_TOKEN_CREATED_TASK]);
    expect((await readOutbox(config.dataDir)).filter((m) => m.to === member.email)).toEqual([]);

    await sendApiTokenCreatedMail(
      { ...app.deps, log: app.log },
      { userId: member.id, tokenId: token.id },
    );
    const mails = (await readOutbox(config.dataDir)).filter((m) => m.to === member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A new API token was created on your Forewarn account');
    expect(mails[0]?.text).toContain('"Till"');
    // In the member's own zone and the app's date style (issue 45), not "… 07:46 UTC".
    expect(mails[0]?.text).toMatch(
      /created on your Forewarn account on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m \(Australia\/Perth\)\./,
    );
    expect(mails[0]?.text).not.toContain('UTC');
    expect(mails[0]?.text).toContain(API_TOKEN_SCOPE_LABELS.watches.detail);
  });

  it('says at creation that the watches scope reads the list in full; without it the list is closed', async () => {
    expect(API_TOKEN_SCOPE_LABELS.watches.detail).toMatch(/in full, as you typed them/);
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['search'] });
    expect((await withToken(secret, { url: '/api/watches' })).statusCode).toBe(403);
  });
});

describe('a password change', () => {
  it('ends every token but those kept in the same step, and the mail says which', async () => {
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const kept = await createToken(member, {
      name: 'Kept',
      scopes: ['search'],
      endsWithPassword: false,
    });
    const unconfirmed = await createToken(member, {
      name: 'Not confirmed',
      scopes: ['watches'],
      endsWithPassword: false,
    });
    // Made to end with the password: listing it does not keep it.
    const ends = await createToken(member, { name: 'Ends', scopes: ['search'] });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie },
      payload: {
        currentPassword: member.password,
        newPassword: 'a brand new passphrase 46',
        keepApiTokens: [kept.token.id, ends.token.id],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await withToken(kept.secret, search('0400 046 001'))).statusCode).toBe(200);
    expect((await withToken(unconfirmed.secret, { url: '/api/watches' })).statusCode).toBe(401);
    expect((await withToken(ends.secret, search('0400 046 001'))).statusCode).toBe(401);

    const mail = (await readOutbox(config.dataDir)).find(
      (m) => m.to === member.email && /password was changed/.test(m.subject),
    );
    expect(mail?.text).toMatch(
      /ended with it:\n- "Not confirmed"\n- "Ends"|ended with it:\n- "Ends"\n- "Not confirmed"/,
    );
    expect(mail?.text).toMatch(/kept, as chosen in the change:\n- "Kept"/);
  });

  it("with nothing kept ends even the tokens made to survive one (the thief's choice)", async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['watches'], endsWithPassword: false });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: await sessionCookie(db, member.id) },
      payload: { currentPassword: member.password, newPassword: 'another new passphrase 46' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await withToken(secret, { url: '/api/watches' })).statusCode).toBe(401);
  });
});

describe('failed bearer tokens (issue 46, N18)', () => {
  it('are throttled per address like failed log-ins: 20 refusals, then 429 before any lookup', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['search'] });
    const from = (address: string, token: string) =>
      app.inject({
        url: '/api/cases/search?country=AU&q=0400000046',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': address, authorization: `Bearer ${token}` },
      });
    // The 30 guesses and the checks after them within one of the counters' windows.
    const [rule] = BEARER_FAILURE_RULES;
    if (rule) await awayFromWindowEdge(rule.windowMs);
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await from('198.51.100.46', `fwt_guess${i}`)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
    const after = await from('198.51.100.46', secret);
    expect(after.statusCode).toBe(429);
    expect(after.json().error.message).toBe(API_TOKEN_MESSAGES.tooManyFailures);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
    // Another network is not touched.
    expect((await from('192.0.2.46', secret)).statusCode).toBe(200);
  });
});
