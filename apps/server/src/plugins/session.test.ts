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

describe('loading the signed-in user', () => {
  it('gives each of many requests at once its own user, and none to an ended or unknown session', async () => {
    // The lookups of one round trip go as one statement: no answer may go to the wrong request.
    const people = await Promise.all(Array.from({ length: 6 }, () => makeUser(db)));
    const cookies = await Promise.all(people.map((person) => sessionCookie(db, person.id)));
    const ended = await sessionCookie(db, people[0]?.id ?? '');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: ended } });
    const asked = Array.from({ length: 48 }, (_, i) => {
      if (i % 8 === 7) return { cookie: ended, expected: null };
      if (i % 8 === 6) return { cookie: 'fw_session=made-up', expected: null };
      const person = i % people.length;
      return { cookie: cookies[person] ?? '', expected: people[person]?.id ?? '' };
    });
    const answers = await Promise.all(
      asked.map(({ cookie }) =>
        app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }),
      ),
    );
    expect(answers.map((res) => res.json().user?.id ?? null)).toEqual(
      asked.map(({ expected }) => expected),
    );
  });
});
