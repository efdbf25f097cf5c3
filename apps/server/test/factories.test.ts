import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseIdentifiers } from '../src/db/schema/index.js';
import { buildTestApp } from './build-test-app.js';
import { makeCase, makeUser, sessionCookie } from './factories.js';

const { app, database } = await buildTestApp();
const { db } = database;

describe('factories', () => {
  it('make a user whose session the API recognises', async () => {
    const user = await makeUser(db, { username: 'Factory_Person' });
    const cookie = await sessionCookie(db, user.id);
    const res = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(res.json().user).toMatchObject({ id: user.id, username: 'Factory_Person' });
  });

  it('make a case with its normalized identifiers', async () => {
    const user = await makeUser(db);
    const row = await makeCase(db, { creatorId: user.id, email: ' Someone@Example.COM ' });
    const ids = await db.select().from(caseIdentifiers).where(eq(caseIdentifiers.caseId, row.id));
    expect(ids.map((i) => [i.kind, i.value]).sort()).toEqual(
      [
        ['email', 'someone@example.com'],
        ['number', '+61412345678'],
        ['postcode', '2000'],
      ].sort(),
    );
  });

  it('a signed-out request has no user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.json()).toEqual({ user: null });
  });
});
