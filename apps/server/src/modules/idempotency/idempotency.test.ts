import { API_MESSAGES } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokenClient } from '../../../test/api-token-client.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, image, upload, VALID_CASE } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { cases, comments, idempotencyKeys, messages, watches } from '../../db/schema/index.js';

// Idempotency-Key on the creating POSTs (issue 50; docs/decisions/0091): a retry with the same
// key and request answers the first answer and creates nothing; another request under the key
// is 422; concurrent retries create one record. Every call goes through the real app.

const { app, database } = await buildTestApp({ TRUST_PROXY: 'true' });
const { db } = database;
const { createToken, withToken } = apiTokenClient(app, db, '198.51');
const json = { 'content-type': 'application/json' };

let keys = 0;
const freshKey = () => {
  keys += 1;
  return `key-${Date.now()}-${keys}`;
};

async function member() {
  const user = await makeUser(db);
  return { user, cookie: await sessionCookie(db, user.id) };
}

function addWatch(cookie: string, key: string | undefined, value: string) {
  return app.inject({
    method: 'POST',
    url: '/api/watches',
    headers: { cookie, ...json, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { country: 'AU', value },
  });
}

const watchesOf = (userId: string) => db.select().from(watches).where(eq(watches.userId, userId));

async function aThread() {
  const owner = await makeUser(db);
  const responder = await member();
  const kase = await makeCase(db, { creatorId: owner.id });
  const res = await app.inject({
    method: 'POST',
    url: `/api/cases/${kase.id}/thread`,
    headers: { cookie: responder.cookie },
  });
  expect(res.statusCode).toBe(200);
  return { responder, threadId: res.json().threadId as string, kase };
}

function send(cookie: string, threadId: string, key: string, text: string) {
  return app.inject({
    method: 'POST',
    url: `/api/threads/${threadId}/messages`,
    headers: { cookie, ...json, 'idempotency-key': key },
    payload: { text },
  });
}

const messagesIn = (threadId: string) =>
  db.select().from(messages).where(eq(messages.threadId, threadId));

function lodge(cookie: string, key: string, form: FormData) {
  return app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { cookie, 'idempotency-key': key },
    payload: form,
  });
}

async function commentForm(text: string, bytes?: Buffer) {
  const form = new FormData();
  form.set('text', text);
  if (bytes) form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

describe('Idempotency-Key on adding a watch', () => {
  it('answers a retry with the first answer, and keeps one watch', async () => {
    const { user, cookie } = await member();
    const key = freshKey();
    const first = await addWatch(cookie, key, '0412 555 101');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await addWatch(cookie, key, '0412 555 101');
    // Without a key, adding it again would be 200 "already watched": this is the first answer.
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await watchesOf(user.id)).toHaveLength(1);
  });

  it('refuses the same key with a different body: 422 with the catalogue message', async () => {
    const { user, cookie } = await member();
    const key = freshKey();
    expect((await addWatch(cookie, key, '0412 555 201')).statusCode).toBe(201);
    const other = await addWatch(cookie, key, '0412 555 202');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: { code: 'idempotency_key_reused', message: API_MESSAGES.idempotencyKeyReused },
    });
    expect(await watchesOf(user.id)).toHaveLength(1);
  });

  it('keeps keys apart by caller: another member, and a token, have keys of their own', async () => {
    const one = await member();
    const two = await member();
    const key = freshKey();
    expect((await addWatch(one.cookie, key, '0412 555 301')).statusCode).toBe(201);
    // Another member's body under the same key is their own first request.
    expect((await addWatch(two.cookie, key, '0412 555 302')).statusCode).toBe(201);
    // The first member's token is a caller of its own too.
    const { secret } = await createToken(one.user, { scopes: ['watches'] });
    const call = {
      method: 'POST' as const,
      url: '/api/watches',
      payload: { country: 'AU', value: '0412 555 303' },
    };
    const byToken = await withToken(secret, call, { 'idempotency-key': key });
    expect(byToken.statusCode, byToken.body).toBe(201);
    const again = await withToken(secret, call, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(byToken.body);
    expect(await watchesOf(one.user.id)).toHaveLength(2);
    expect(await watchesOf(two.user.id)).toHaveLength(1);
  });

  it('refuses a key that is empty, too long or has spaces (400), creating nothing', async () => {
    const { user, cookie } = await member();
    for (const key of ['', 'a'.repeat(256), 'two words']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/watches',
        headers: { cookie, ...json, 'idempotency-key': key },
        payload: { country: 'AU', value: '0412 555 401' },
      });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().error.message).toBe(API_MESSAGES.idempotencyKeyInvalid);
    }
    expect(await watchesOf(user.id)).toHaveLength(0);
  });

  it('forgets a key after 24 hours: the same request then runs again', async () => {
    const { cookie } = await member();
    const key = freshKey();
    const first = await addWatch(cookie, key, '0412 555 501');
    expect(first.statusCode).toBe(201);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await addWatch(cookie, key, '0412 555 501');
    // Run afresh: the number is watched already, so 200, not the first answer's 201.
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('Idempotency-Key on sending a message', () => {
  it('turns concurrent retries into one message', async () => {
    const { responder, threadId } = await aThread();
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(responder.cookie, threadId, key, 'Is it still on?')),
    );
    expect(await messagesIn(threadId)).toHaveLength(1);
    const created = answers.filter((a) => a.statusCode === 201);
    // Each is the first answer or "still running" (409 with Retry-After), never a second one.
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    for (const busy of answers.filter((a) => a.statusCode === 409)) {
      expect(busy.json().error.message).toBe(API_MESSAGES.idempotencyKeyInProgress);
      expect(busy.headers['retry-after']).toBe('1');
    }
    expect(new Set(created.map((a) => a.body)).size).toBe(1);
    // Once it has answered, a retry gets that answer.
    const retry = await send(responder.cookie, threadId, key, 'Is it still on?');
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(created[0]?.body);
    expect(await messagesIn(threadId)).toHaveLength(1);
  });

  it('lets a refused request go: the key then serves a corrected one', async () => {
    const { responder, threadId } = await aThread();
    const key = freshKey();
    const refused = await send(responder.cookie, threadId, key, '   ');
    expect(refused.statusCode).toBe(400);
    const fixed = await send(responder.cookie, threadId, key, 'Hello');
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(await messagesIn(threadId)).toHaveLength(1);
  });

  it('counts the path as part of the request: the key on another thread is 422', async () => {
    const a = await aThread();
    const otherCase = await makeCase(db, { creatorId: (await makeUser(db)).id });
    const other = await app.inject({
      method: 'POST',
      url: `/api/cases/${otherCase.id}/thread`,
      headers: { cookie: a.responder.cookie },
    });
    const otherThread = other.json().threadId as string;
    const key = freshKey();
    expect((await send(a.responder.cookie, a.threadId, key, 'Same words')).statusCode).toBe(201);
    const elsewhere = await send(a.responder.cookie, otherThread, key, 'Same words');
    expect(elsewhere.statusCode).toBe(422);
    expect(await messagesIn(otherThread)).toHaveLength(0);
  });
});

describe('Idempotency-Key on responding', () => {
  it('answers a JSON retry with the first response, and a multipart one with an image', async () => {
    const owner = await makeUser(db);
    const kase = await makeCase(db, { creatorId: owner.id });
    const { cookie } = await member();
    const key = freshKey();
    const post = () =>
      app.inject({
        method: 'POST',
        url: `/api/cases/${kase.id}/comments`,
        headers: { cookie, ...json, 'idempotency-key': key },
        payload: { text: 'I had the same trouble with them.' },
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const retry = await post();
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    const rows = () => db.select().from(comments).where(eq(comments.caseId, kase.id));
    expect(await rows()).toHaveLength(1);

    // Multipart: each retry has a boundary of its own; the parts and the image's bytes decide.
    const picture = await image('png');
    const imageKey = freshKey();
    const postForm = async (bytes: Buffer) => {
      const form = await commentForm('Photo of the van.', bytes);
      return app.inject({
        method: 'POST',
        url: `/api/cases/${kase.id}/comments`,
        headers: { cookie, ...form.headers, 'idempotency-key': imageKey },
        payload: form.payload,
      });
    };
    const withImage = await postForm(picture);
    expect(withImage.statusCode, withImage.body).toBe(201);
    const replayed = await postForm(picture);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json().id).toBe(withImage.json().id);
    expect(await rows()).toHaveLength(2);
    // Another image under the key is another request.
    const otherImage = await postForm(await image('png', { colour: { r: 200, g: 10, b: 10 } }));
    expect(otherImage.statusCode).toBe(422);
    expect(await rows()).toHaveLength(2);
  });
});

describe('Idempotency-Key on lodging a case (multipart)', () => {
  it('lodges once for a retried form, and refuses another form under the key', async () => {
    const { user, cookie } = await member();
    const key = freshKey();
    const picture = await image('png');
    const form = () => caseForm(VALID_CASE, { main: [upload(picture)] });
    const first = await lodge(cookie, key, form());
    expect(first.statusCode, first.body).toBe(201);
    const retry = await lodge(cookie, key, form());
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().case.id).toBe(first.json().case.id);
    // Lodging again within 10 minutes would be refused (429): the retry lodged nothing.
    expect(await db.select().from(cases).where(eq(cases.creatorId, user.id))).toHaveLength(1);

    const changed = await lodge(cookie, key, caseForm({ ...VALID_CASE, title: 'Another title' }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.message).toBe(API_MESSAGES.idempotencyKeyReused);
    expect(await db.select().from(cases).where(eq(cases.creatorId, user.id))).toHaveLength(1);
  });
});

describe('the document', () => {
  it('declares the header, 409 and 422 on the creating POSTs', () => {
    type Op = {
      parameters?: { in: string; name: string }[];
      responses: Record<string, { headers?: object }>;
    };
    const paths = (app.swagger() as unknown as { paths: Record<string, Record<string, Op>> }).paths;
    for (const [path, status] of [
      ['/api/cases', '201'],
      ['/api/cases/{id}/comments', '201'],
      ['/api/threads/{id}/messages', '201'],
      ['/api/watches', '201'],
    ] as const) {
      const op = paths[path]?.post;
      expect(
        op?.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
        path,
      ).toBe(true);
      expect(Object.keys(op?.responses ?? {}), path).toEqual(
        expect.arrayContaining(['409', '422']),
      );
      expect(op?.responses[status]?.headers, path).toHaveProperty('Idempotent-Replayed');
    }
    // Not on what creates nothing to repeat.
    expect(paths['/api/cases/search/batch']?.post?.responses).not.toHaveProperty('422');
  });
});
