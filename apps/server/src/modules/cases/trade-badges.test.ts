import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { comments } from '../../db/schema/index.js';

// Spec §6: a verified plumber shows the badge 'Verified Plumber' (and an electrician
// 'Verified Electrician') beside their name: on cards, on the case page and on responses.
// An anonymous author gets none, or the trade would narrow down who they are.

const { app, database } = await buildTestApp();
const { db } = database;

const recent = async (country: string) =>
  (await app.inject({ method: 'GET', url: `/api/cases/recent?country=${country}` })).json()
    .cases as { id: string; author: string; authorBadges: string[] }[];

describe('trade badges beside an author', () => {
  it('cards and the case page carry a named author’s badges, never an anonymous one’s', async () => {
    const both = await makeUser(db, {
      country: 'IE',
      verifiedPlumber: true,
      verifiedElectrician: true,
    });
    const named = await makeCase(db, { creatorId: both.id, country: 'IE', postAnonymously: false });
    const anonymous = await makeCase(db, {
      creatorId: both.id,
      country: 'IE',
      postAnonymously: true,
    });

    const cards = await recent('IE');
    expect(cards.find((c) => c.id === named.id)).toMatchObject({
      author: both.username,
      authorBadges: ['Verified Plumber', 'Verified Electrician'],
    });
    expect(cards.find((c) => c.id === anonymous.id)).toMatchObject({
      author: 'Anonymous',
      authorBadges: [],
    });

    const page = (await app.inject({ method: 'GET', url: `/api/cases/${named.id}` })).json();
    expect(page.authorBadges).toEqual(['Verified Plumber', 'Verified Electrician']);
    const hiddenPage = (
      await app.inject({ method: 'GET', url: `/api/cases/${anonymous.id}` })
    ).json();
    expect(hiddenPage.authorBadges).toEqual([]);
  });

  it('responses carry their author’s badge; an unverified author has none', async () => {
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id, postAnonymously: false });
    const electrician = await makeUser(db, { verifiedElectrician: true });
    await db.insert(comments).values({
      caseId: kase.id,
      userId: electrician.id,
      text: 'He did the same to me last year.',
    });

    const res = await app.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/comments`,
      headers: { cookie: await sessionCookie(db, creator.id) },
      payload: { text: 'Thank you for the warning.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().authorBadges).toEqual([]);

    const list = (await app.inject({ method: 'GET', url: `/api/cases/${kase.id}/comments` })).json()
      .comments as { author: string; authorBadges: string[] }[];
    expect(list.find((c) => c.author === electrician.username)?.authorBadges).toEqual([
      'Verified Electrician',
    ]);
  });
});
