import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { image } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie, unique } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { openSse } from '../../../test/sse.js';
import { caseImages } from '../../db/schema/index.js';
import { processImage } from '../../lib/images/process-image.js';
import { storeImages } from '../cases/images.js';

// The anonymity walk (issue 11): the creator of an anonymous case talks to a responder, and
// NOTHING the responder can reach carries the creator's user id, username, email or avatar
// (its storage key or its public address's version). Not a list of a few routes: every route
// the app registers is called as the responder, with the ids the responder knows filled in,
// and the walk fails when a route is added without being walked.

const registered: { method: string; url: string }[] = [];
const recordRoute = (route: { method: string | string[]; url: string }) => {
  for (const method of [route.method].flat()) registered.push({ method, url: route.url });
};

const { app, database } = await buildTestApp({}, {}, { onRoute: recordRoute });
const { db } = database;
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const hex = unique;
const owner = await makeUser(db, { username: `secret_owner_${hex()}` });
const responder = await makeUser(db);
const ownerCookie = await sessionCookie(db, owner.id);
const pngBytes = await image('png');

// The owner has an avatar: its public address carries a version that must not reappear.
{
  const { payload, headers } = multipartBody({}, [
    { field: 'profileImage', filename: 'me.png', type: 'image/png', bytes: pngBytes },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/profile-image',
    headers: { ...headers, cookie: ownerCookie },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`avatar: ${res.statusCode} ${res.body}`);
}
const ownerAvatarUrl: string = (
  await app.inject({ method: 'GET', url: '/api/account', headers: { cookie: ownerCookie } })
).json().profileImageUrl;
const ownerRow = (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, owner.id) }))
  ?.profileImageKey;
if (!ownerAvatarUrl || !ownerRow) throw new Error('owner avatar missing');
const avatarVersion = new URL(ownerAvatarUrl, 'http://x').searchParams.get('v') ?? '';

const kase = await makeCase(db, {
  creatorId: owner.id,
  postAnonymously: true,
  country: 'NZ',
  postcode: '6011',
});
const processed = await processImage(pngBytes, { tooLarge: 'too large', wrongType: 'type' });
const [mainImage] = await storeImages(app.deps.storage, { country: 'NZ', caseId: kase.id }, [
  { kind: 'main', image: processed },
]);
if (!mainImage?.id) throw new Error('no image');
const mainImageId = mainImage.id;
await db.insert(caseImages).values(mainImage);

// The owner answers on the case page too (anonymously, decision 0009).
const comment = await app.inject({
  method: 'POST',
  url: `/api/cases/${kase.id}/comments`,
  headers: { cookie: ownerCookie, 'content-type': 'application/json' },
  payload: { text: 'I am the one who lodged this case.' },
});
if (comment.statusCode !== 201) throw new Error(`comment: ${comment.body}`);
const commentId: string = comment.json().id;

const started = await app.inject({
  method: 'POST',
  url: `/api/cases/${kase.id}/thread`,
  headers: { cookie: await sessionCookie(db, responder.id) },
});
const threadId: string = started.json().threadId;

const SECRETS: Record<string, string> = {
  'user id': owner.id,
  'user id without dashes': owner.id.replaceAll('-', ''),
  username: owner.username ?? '',
  email: owner.email,
  'email local part': owner.email.split('@')[0] ?? '',
  'avatar storage key': ownerRow,
  'avatar version': avatarVersion,
  'public avatar address': `/api/users/${owner.id}/avatar`,
};

function leaks(text: string): string[] {
  const lower = text.toLowerCase();
  return Object.entries(SECRETS)
    .filter(([, secret]) => secret.length >= 6 && lower.includes(secret.toLowerCase()))
    .map(([name]) => name);
}

// What the responder sends to each route: a valid body where one is needed, so the walk
// reaches the code that answers, not just validation.
const json = (payload: object) => ({ payload, headers: { 'content-type': 'application/json' } });
const BODIES: Record<string, () => Omit<InjectOptions, 'method' | 'url'>> = {
  'POST /api/auth/signup': () =>
    json({
      email: `walk-${hex()}@example.test`,
      password: 'a long enough password',
      username: `walk_${hex()}`,
      country: 'AU',
    }),
  'POST /api/auth/login': () => json({ email: responder.email, password: responder.password }),
  'POST /api/auth/forgot-password': () => json({ email: owner.email }),
  'PATCH /api/account': () => json({}),
  'POST /api/phone/send-verification': () => json({ phoneNumber: '0412 345 678' }),
  'POST /api/phone/verify-otp': () => json({ phoneNumber: '0412 345 678', code: '123456' }),
  'POST /api/feedback': () => json({ type: 'idea', details: 'Who wrote the case?' }),
  'POST /api/cases/:id/comments': () => json({ text: 'Who are you?' }),
  'POST /api/cases/:id/reports': () => json({ details: 'Checking who wrote this.' }),
  'PATCH /api/cases/:id': () => json({ title: 'Changed' }),
  'POST /api/threads/:id/messages': () => json({ text: 'Who are you, really?' }),
  'PUT /api/threads/email-notices': () => json({ enabled: true }),
};
/** Routes answered over a real connection: they stream and never end by themselves. */
const STREAMS = new Set(['GET /api/threads/events', 'GET /api/threads/:id/events']);

function fill(url: string): string {
  return url
    .replace(/^\/api\/users\/:id/, `/api/users/${responder.id}`)
    .replace(/^\/api\/cases\/:id/, `/api/cases/${kase.id}`)
    .replace(/^\/api\/threads\/:id/, `/api/threads/${threadId}`)
    .replace(':imageId', mainImageId)
    .replace(':commentId', commentId)
    .replace('*', 'swagger-ui.css');
}

function query(route: string): string {
  if (route === 'GET /api/cases/recent') return '?country=NZ';
  if (route === 'GET /api/cases/search') return '?country=NZ&q=6011';
  if (route === 'GET /api/threads/:id/events') return '?after=start';
  return '';
}

describe('an anonymous case’s creator, seen from the responder’s side', () => {
  it('has sent messages and has an avatar, so there is something to leak', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/messages`,
      headers: { cookie: ownerCookie, 'content-type': 'application/json' },
      payload: { text: 'Thanks for getting in touch.' },
    });
    expect(res.statusCode).toBe(201);
    expect(avatarVersion.length).toBeGreaterThan(5);
  });

  it('leaks through no response body or header of any route', async () => {
    const routes = [
      ...new Set(
        registered
          .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
          .map((r) => `${r.method} ${r.url}`),
      ),
    ].sort();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('GET /api/threads/:id/avatar');
    // The detector itself finds each secret.
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(leaks(`{"x":"${secret}"}`)).toContain(name);
    }
    const walked: string[] = [];
    const statuses: Record<string, number> = {};
    for (const route of routes) {
      const [method = 'GET', path = ''] = route.split(' ');
      const url = fill(path) + query(route);
      // A fresh session per call: one route (log-out, password change) cannot end the next's.
      const cookie = await sessionCookie(db, responder.id);
      let body: string;
      let headers: string;
      let status: number;
      if (STREAMS.has(route)) {
        const stream = await openSse(`${baseUrl}${url}`, { cookie });
        // Something happens while the responder listens.
        await app.inject({
          method: 'POST',
          url: `/api/threads/${threadId}/messages`,
          headers: { cookie: ownerCookie, 'content-type': 'application/json' },
          payload: { text: `Streamed while walking ${route}` },
        });
        await stream.waitFor(route.includes(':id') ? 'message' : 'unread', 2);
        stream.close();
        status = stream.status;
        body = JSON.stringify(stream.events);
        headers = JSON.stringify([...stream.headers.entries()]);
      } else {
        const extra = BODIES[route]?.() ?? {};
        const res = await app.inject({
          method: method as InjectOptions['method'],
          url,
          ...extra,
          headers: { ...(extra.headers as Record<string, string> | undefined), cookie },
        });
        status = res.statusCode;
        body = res.rawPayload.toString('latin1');
        headers = JSON.stringify(res.headers);
      }
      expect(status, `${route} → ${status}`).toBeLessThan(500);
      expect(leaks(body), `${route} body`).toEqual([]);
      expect(leaks(headers), `${route} headers`).toEqual([]);
      walked.push(route);
      statuses[route] = status;
    }
    expect(walked).toEqual(routes);
    // The responder's own routes answered for real, not with an error.
    for (const route of [
      'GET /api/threads',
      'GET /api/threads/:id',
      'GET /api/threads/:id/messages',
      'POST /api/threads/:id/messages',
      'GET /api/threads/:id/events',
      'GET /api/threads/events',
      'POST /api/threads/:id/report',
      'GET /api/cases/:id',
      'GET /api/cases/:id/comments',
      'GET /api/cases/search',
    ]) {
      expect(statuses[route], route).toBeGreaterThanOrEqual(200);
      expect(statuses[route], route).toBeLessThan(300);
    }
  });

  it('shows the label and a neutral avatar: the thread avatar route gives the responder nothing', async () => {
    const cookie = await sessionCookie(db, responder.id);
    const thread = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}`,
      headers: { cookie },
    });
    expect(thread.json().other).toEqual({
      name: `Anonymous user #${kase.id}`,
      avatarUrl: null,
      anonymous: true,
      badges: [],
    });
    const avatar = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/avatar`,
      headers: { cookie },
    });
    expect(avatar.statusCode).toBe(404);
  });

  it('the owner still sees the responder, whose avatar comes through the thread', async () => {
    const { payload, headers } = multipartBody({}, [
      { field: 'profileImage', filename: 'r.png', type: 'image/png', bytes: pngBytes },
    ]);
    const cookie = await sessionCookie(db, responder.id);
    await app.inject({
      method: 'POST',
      url: '/api/account/profile-image',
      headers: { ...headers, cookie },
      payload,
    });
    const thread = await app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}`,
      headers: { cookie: ownerCookie },
    });
    const other = thread.json().other;
    expect(other.name).toBe(responder.username);
    expect(other.avatarUrl).toMatch(new RegExp(`^/api/threads/${threadId}/avatar\\?v=`));
    expect(other.avatarUrl).not.toContain(responder.id);
    const avatar = await app.inject({
      method: 'GET',
      url: other.avatarUrl,
      headers: { cookie: ownerCookie },
    });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/^image\//);
  });
});
