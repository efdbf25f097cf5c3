import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, VALID_CASE } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { cases } from '../../db/schema/index.js';

// Spec §2, Lodgement: 'Posting In {country}' with the stored (selected) country. The case goes
// to the country the user selected with the flag, not always their profile's; My Lodgements
// lists the selected country's cases. Only the six countries are accepted.

const { app, database } = await buildTestApp();
const { db } = database;

const NZ_CASE = {
  ...VALID_CASE,
  number: '021 555 0142',
  alternateNumber: '',
  abn: '',
  acn: '',
  postcode: '1010',
};

async function signedIn() {
  const user = await makeUser(db, { country: 'AU' });
  return { user, cookie: await sessionCookie(db, user.id) };
}

const lodge = (cookie: string, fields: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/cases', headers: { cookie }, payload: caseForm(fields) });

describe('the lodging country follows the selected country', () => {
  it('an Australian user posts in New Zealand when New Zealand is selected', async () => {
    const { user, cookie } = await signedIn();
    const res = await lodge(cookie, { ...NZ_CASE, country: 'NZ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().case.country).toBe('NZ');
    const [row] = await db.select().from(cases).where(eq(cases.creatorId, user.id));
    expect(row?.country).toBe('NZ');
  });

  it('checks the fields by the selected country’s rules', async () => {
    const { cookie } = await signedIn();
    // An Australian mobile is not a New Zealand number.
    const res = await lodge(cookie, { ...NZ_CASE, number: '0412 345 678', country: 'NZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.number).toMatch(/New Zealand/);
  });

  it('without a country, posts in the profile’s', async () => {
    const { cookie } = await signedIn();
    const res = await lodge(cookie, VALID_CASE);
    expect(res.statusCode).toBe(201);
    expect(res.json().case.country).toBe('AU');
  });

  it.each(['Australia', 'FR', 'nz', 42])('refuses %j as a country, writing nothing', async (c) => {
    const { user, cookie } = await signedIn();
    const res = await lodge(cookie, { ...VALID_CASE, country: c });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please select a country');
    expect(await db.select().from(cases).where(eq(cases.creatorId, user.id))).toEqual([]);
  });
});

describe('My Lodgements follows the selected country', () => {
  it('lists the selected country’s own cases, and the profile’s without one', async () => {
    const { user, cookie } = await signedIn();
    const nz = await makeCase(db, { creatorId: user.id, country: 'NZ', number: '021 555 0142' });
    const au = await makeCase(db, { creatorId: user.id, country: 'AU' });
    const mine = (query: string) =>
      app.inject({ method: 'GET', url: `/api/my/cases${query}`, headers: { cookie } });

    const inNz = (await mine('?country=NZ')).json();
    expect(inNz.country).toBe('NZ');
    expect(inNz.cases.map((c: { id: string }) => c.id)).toEqual([nz.id]);
    const inProfile = (await mine('')).json();
    expect(inProfile.country).toBe('AU');
    expect(inProfile.cases.map((c: { id: string }) => c.id)).toEqual([au.id]);
    const bad = await mine('?country=Narnia');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please select a country');
  });
});
