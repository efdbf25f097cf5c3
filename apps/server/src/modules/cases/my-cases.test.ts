import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';

const { app, database } = await buildTestApp();
const { db } = database;

describe('GET /api/my/cases', () => {
  it("lists the user's own cases in their country, newest first, masked like cards", async () => {
    const user = await makeUser(db, { country: 'GB' });
    const other = await makeUser(db, { country: 'GB' });
    const older = await makeCase(db, {
      creatorId: user.id,
      country: 'GB',
      title: 'Older case',
      number: '07400 123456',
      createdAt: new Date(Date.now() - 60_000),
    });
    const paused = await makeCase(db, {
      creatorId: user.id,
      country: 'GB',
      title: 'Paused case',
      number: '07400 123456',
      paused: true,
    });
    await makeCase(db, { creatorId: user.id, country: 'AU', title: 'Australian case' });
    await makeCase(db, { creatorId: other.id, country: 'GB', title: 'Not mine' });

    const res = await app.inject({
      method: 'GET',
      url: '/api/my/cases',
      headers: { cookie: await sessionCookie(db, user.id) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.country).toBe('GB');
    expect(body.cases.map((c: { id: string }) => c.id)).toEqual([paused.id, older.id]);
    expect(body.cases[0]).toMatchObject({ paused: true, isOwner: true, maskedName: 'Jo******' });
    expect(res.body).not.toContain('Jordan Example');
  });

  it('refuses a signed-out visitor', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/my/cases' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('You must be logged in to access this page.');
  });
});
