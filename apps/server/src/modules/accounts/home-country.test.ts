import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';

// My Account changes the home country: the one applied to the browser at each sign-in.

const { app, database } = await buildTestApp();
const { db } = database;

const patch = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie }, payload });

describe('PATCH /api/account { country }', () => {
  it('changes the home country', async () => {
    const user = await makeUser(db, { country: 'AU' });
    const res = await patch(await sessionCookie(db, user.id), { country: 'NZ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().country).toBe('NZ');
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.country).toBe('NZ');
  });

  it.each(['New Zealand', 'FR', '', null])('refuses %j, changing nothing', async (country) => {
    const user = await makeUser(db, { country: 'AU' });
    const res = await patch(await sessionCookie(db, user.id), { country });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please select a country');
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.country).toBe('AU');
  });

  it('reads a number saved with a new country as that country’s', async () => {
    const user = await makeUser(db, {
      country: 'AU',
      phoneNumber: '+64211234567',
      verifiedPhoneNumber: '+64211234567',
      phoneVerified: true,
    });
    const res = await patch(await sessionCookie(db, user.id), {
      country: 'NZ',
      phoneNumber: '021 123 4567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ country: 'NZ', phoneVerified: true });
  });
});
