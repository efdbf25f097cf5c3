import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { type CaseOverrides, makeCase, makeUser, sessionCookie } from '../../../test/factories.js';

const { app, database } = await buildTestApp();
const { db } = database;

const creator = await makeUser(db);
const plumber = await makeUser(db, { verifiedPlumber: true });
const electrician = await makeUser(db, { verifiedElectrician: true });
const someone = await makeUser(db);
const cookies = {
  creator: await sessionCookie(db, creator.id),
  plumber: await sessionCookie(db, plumber.id),
  electrician: await sessionCookie(db, electrician.id),
  someone: await sessionCookie(db, someone.id),
};

// Every case gets its own number and postcode unless a test says otherwise, so a search
// matches exactly the cases the test means.
let serial = 0;
function aCase(overrides: Partial<CaseOverrides> = {}) {
  serial += 1;
  return makeCase(db, {
    creatorId: creator.id,
    number: `04${String(20_000_000 + serial)}`,
    postcode: String(5000 + serial),
    ...overrides,
  });
}

type Card = { id: string; maskedName: string; title: string };

async function search(q: string, country = 'AU', cookie?: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/cases/search',
    query: { country, q },
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return { ids: (res.json().cases as Card[]).map((c) => c.id), body: res.body };
}

describe('GET /api/cases/search: each identifier kind', () => {
  it.each<[string, Partial<CaseOverrides>, string, string?]>([
    ['number', { number: '0433 111 222' }, '0433111222'],
    ['alternateNumber', { alternateNumber: '0433 999 888' }, '0433 999 888'],
    ['email', { email: 'Dodgy.Tiler@Example.com' }, '  dodgy.tiler@example.COM '],
    ['abn', { abn: '51 824 753 556' }, '51824753556'],
    ['acn', { acn: '004 085 616' }, '004085616'],
    [
      'nzbn',
      { country: 'NZ', nzbn: '9429041234567', number: '021 555 0101' },
      '9429 0412 34567',
      'NZ',
    ],
    [
      'businessIdentificationNumber',
      { country: 'US', businessIdentificationNumber: '12-3456789', number: '201-555-0147' },
      '123456789',
      'US',
    ],
    ['postcode', { country: 'GB', postcode: 'SW1A 1AA', number: '07400 123456' }, 'sw1a1aa', 'GB'],
  ])('finds a case by its %s', async (_kind, fields, query, country = 'AU') => {
    const target = await aCase(fields);
    const { ids } = await search(query, country);
    expect(ids).toEqual([target.id]);
  });
});

describe('GET /api/cases/search: phone numbers in several shapes', () => {
  it.each(['0412 345 678', '+61412345678', '0412345678', '(04) 1234 5678', '+61 412 345 678'])(
    'finds 0412 345 678 typed as %j',
    async (typed) => {
      const target = await aCase({ number: '0412 345 678' });
      const { ids } = await search(typed);
      expect(ids).toContain(target.id);
    },
  );

  it('does not match a partial number or a name', async () => {
    const target = await aCase({ number: '0455 667 788', name: 'Casey Unique' });
    expect((await search('0455 667')).ids).toEqual([]);
    expect((await search('Casey Unique')).ids).toEqual([]);
    expect((await search('0455667788')).ids).toEqual([target.id]);
  });
});

describe('GET /api/cases/search: what is listed', () => {
  const number = '0466 000 111';

  it('never finds paused, resolved, hidden or trade-restricted cases', async () => {
    const open = await aCase({ number });
    const paused = await aCase({ number, paused: true });
    const resolved = await aCase({ number, resolvedAt: new Date() });
    const hidden = await aCase({ number, hiddenAt: new Date() });
    const plumbers = await aCase({ number, visibleToPlumbers: true });
    const electricians = await aCase({ number, visibleToElectricians: true });

    expect((await search(number)).ids).toEqual([open.id]);
    expect((await search(number, 'AU', cookies.someone)).ids).toEqual([open.id]);
    expect((await search(number, 'AU', cookies.plumber)).ids.sort()).toEqual(
      [open.id, plumbers.id].sort(),
    );
    expect((await search(number, 'AU', cookies.electrician)).ids.sort()).toEqual(
      [open.id, electricians.id].sort(),
    );
    // The creator sees their own restricted cases, never the paused, resolved or hidden ones.
    const own = (await search(number, 'AU', cookies.creator)).ids;
    expect(own.sort()).toEqual([open.id, plumbers.id, electricians.id].sort());
    for (const gone of [paused, resolved, hidden]) expect(own).not.toContain(gone.id);
  });

  it("finds only the selected country's cases", async () => {
    const au = await aCase({ email: 'same@example.com' });
    const nz = await aCase({ country: 'NZ', email: 'same@example.com', number: '021 555 0199' });
    expect((await search('same@example.com', 'AU')).ids).toEqual([au.id]);
    expect((await search('same@example.com', 'NZ')).ids).toEqual([nz.id]);
    expect((await search('same@example.com', 'IE')).ids).toEqual([]);
  });

  it('answers each case once, newest first, even when several identifiers match', async () => {
    const older = await aCase({
      number: '0477 123 456',
      alternateNumber: '0477 123 456',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await aCase({ number: '0477 123 456' });
    expect((await search('0477123456')).ids).toEqual([newer.id, older.id]);
  });

  it('answers an empty list for an empty or blank entry', async () => {
    expect((await search('')).ids).toEqual([]);
    expect((await search('   ')).ids).toEqual([]);
    const res = await app.inject({ method: 'GET', url: '/api/cases/search' });
    expect(res.json()).toEqual({ cases: [] });
  });

  it('refuses an unknown country and an overlong entry', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/cases/search?country=FR&q=1' });
    expect(bad.statusCode).toBe(400);
    const long = await app.inject({
      method: 'GET',
      url: '/api/cases/search',
      query: { q: '1'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('GET /api/cases/search: masking', () => {
  it('carries no full name, number, email, address or business number', async () => {
    const target = await aCase({
      name: 'Maximilian Fullname',
      number: '0488 765 432',
      alternateNumber: '0499 111 000',
      email: 'max.fullname@example.com',
      address: '12 Secret Street, Sydney',
      abn: '53 004 085 616',
      postAnonymously: false,
    });
    const { ids, body } = await search('0488765432', 'AU', cookies.someone);
    expect(ids).toEqual([target.id]);
    for (const secret of [
      'Maximilian',
      'Fullname',
      '0488',
      '488765432',
      '+61488765432',
      '0499',
      'max.fullname',
      'example.com',
      'Secret Street',
      '53004085616',
      '53 004',
      creator.id,
      creator.email,
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(JSON.parse(body).cases[0]).toMatchObject({
      maskedName: 'Ma******',
      author: creator.username,
      isOwner: false,
    });
  });
});

describe('GET /api/cases/recent', () => {
  it("answers the country's 10 newest listed cases, newest first, with the same filters", async () => {
    const base = Date.now() - 3_600_000;
    const listed = [];
    for (let i = 0; i < 12; i++) {
      listed.push(await aCase({ country: 'IE', createdAt: new Date(base + i * 1000) }));
    }
    // Newer than all of those, but never listed (or listed only to the right trade).
    const later = new Date(base + 60_000);
    await aCase({ country: 'IE', createdAt: later, paused: true });
    await aCase({ country: 'IE', createdAt: later, resolvedAt: later });
    await aCase({ country: 'IE', createdAt: later, hiddenAt: later });
    const plumbers = await aCase({ country: 'IE', createdAt: later, visibleToPlumbers: true });
    await aCase({ country: 'CA', createdAt: later });

    const newestTen = listed
      .slice(-10)
      .reverse()
      .map((c) => c.id);
    const anon = await app.inject({ method: 'GET', url: '/api/cases/recent?country=IE' });
    expect(anon.statusCode).toBe(200);
    expect(anon.json().cases.map((c: Card) => c.id)).toEqual(newestTen);

    const asPlumber = await app.inject({
      method: 'GET',
      url: '/api/cases/recent?country=IE',
      headers: { cookie: cookies.plumber },
    });
    expect(asPlumber.json().cases.map((c: Card) => c.id)).toEqual([
      plumbers.id,
      ...newestTen.slice(0, 9),
    ]);
    expect(anon.body).not.toContain('Jordan Example');
    expect(anon.body).not.toContain('0412');
  });

  it('defaults to Australia and refuses an unknown country', async () => {
    const au = await app.inject({ method: 'GET', url: '/api/cases/recent' });
    expect(au.statusCode).toBe(200);
    expect(au.json().cases.every((c: { country: string }) => c.country === 'AU')).toBe(true);
    const bad = await app.inject({ method: 'GET', url: '/api/cases/recent?country=Australia' });
    expect(bad.statusCode).toBe(400);
  });
});
