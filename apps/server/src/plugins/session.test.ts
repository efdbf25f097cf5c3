import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../test/factories.js';

const { app, database } = await buildTestApp({ PUBLIC_URL: 'https://forewarn.example' });
const { db } = database;

describe('sign-out', () => {
  it('clears the session cookie with the attributes it was set with, none empty', async () => {
    const user = await makeUser(db);
    const cookie = await sessionCookie(db, user.id);
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBeLessThan(300);
    const header = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('fw_session='));
    const attributes = (header ?? '').split(';').map((a) => a.trim());
    expect(attributes[0]).toBe('fw_session=');
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=0', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']),
    );
    // No attribute without its value ('SameSite=').
    expect(attributes.slice(1).filter((a) => a.endsWith('='))).toEqual([]);
  });
});
