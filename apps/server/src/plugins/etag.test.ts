import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../test/factories.js';

// Conditional requests (issue 50): case pages and search answers carry an ETag of this caller's
// answer and answer If-None-Match with 304 and no body while it holds.

const { app, database } = await buildTestApp();
const { db } = database;

describe('ETag and If-None-Match', () => {
  it('a case page: 304 while unchanged, a tag per caller, 200 again once it changes', async () => {
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id, number: '0412 777 001' });
    const url = `/api/cases/${kase.id}`;
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await app.inject({ url, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(
      (await app.inject({ url, headers: { 'if-none-match': `"other", ${tag}` } })).statusCode,
    ).toBe(304);
    expect((await app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(
      200,
    );

    // The creator sees full values: another answer, another tag; the visitor's does not match it.
    const cookie = await sessionCookie(db, creator.id);
    const own = await app.inject({ url, headers: { cookie, 'if-none-match': tag } });
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).not.toBe(tag);

    const edited = await app.inject({
      method: 'PATCH',
      url,
      headers: { cookie },
      payload: { title: 'Took a deposit and never came back at all' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = await app.inject({ url, headers: { 'if-none-match': tag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('a search: 304 while the cards are the same; an error is never tagged', async () => {
    const kase = await makeCase(db, { creatorId: (await makeUser(db)).id, number: '0412 777 002' });
    const url = '/api/cases/search?country=AU&q=0412777002';
    const first = await app.inject({ url, remoteAddress: '10.77.0.1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().cases.map((c: { id: string }) => c.id)).toEqual([kase.id]);
    const tag = first.headers.etag as string;
    const again = await app.inject({
      url,
      remoteAddress: '10.77.0.1',
      headers: { 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const bad = await app.inject({
      url: '/api/cases/search?country=XX',
      remoteAddress: '10.77.0.1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });
});
