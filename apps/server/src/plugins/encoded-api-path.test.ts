import { API_TOKEN_MESSAGES, TRANSPORT_MESSAGES } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { apiTokenClient } from '../../test/api-token-client.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../test/factories.js';
import { API_VERSION, API_VERSION_HEADER } from './api-version.js';

// `/%61pi/…` is routed to `/api/…` (the router decodes the path), so every rule about "a request
// to the API" must hold for it too: decided on what was routed, never on the bytes of the URL.

const { app, database } = await buildTestApp({ TRUST_PROXY: 'true' });
const { db } = database;
const { createToken, withToken } = apiTokenClient(app, db, '203.7');

describe('an API path with a percent-escape in it', () => {
  it('is a Bearer request: the session cookie beside a bad token is never read', async () => {
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const res = await withToken('garbage', { url: '/%61pi/account' }, { cookie });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().error.message).toBe(API_TOKEN_MESSAGES.invalid);
  });

  it('admits a valid token as it would on the plain path', async () => {
    const member = await makeUser(db);
    const { secret } = await createToken(member, { scopes: ['watches'] });
    const res = await withToken(secret, { url: '/%61pi/watches' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers[API_VERSION_HEADER.toLowerCase()]).toBe(API_VERSION);
  });

  it('that is no route is the API’s JSON 404 (or 405), not the web page', async () => {
    const missing = await app.inject({ url: '/%61pi/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'not_found',
      message: TRANSPORT_MESSAGES.notFound,
    });
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/%61pi/health' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toContain('GET');
  });
});
