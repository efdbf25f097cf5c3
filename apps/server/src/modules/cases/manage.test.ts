import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, image, upload, VALID_CASE } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import {
  caseIdentifiers,
  caseImages,
  cases,
  comments,
  submissions,
} from '../../db/schema/index.js';

const { app, database } = await buildTestApp();
const { db } = database;

const creator = await makeUser(db);
const creatorCookie = await sessionCookie(db, creator.id);
const stranger = await makeUser(db);
const strangerCookie = await sessionCookie(db, stranger.id);

type Method = 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });

const rowOf = async (id: string) => {
  const [row] = await db.select().from(cases).where(eq(cases.id, id));
  return row;
};
const identifiersOf = async (id: string) =>
  (await db.select().from(caseIdentifiers).where(eq(caseIdentifiers.caseId, id)))
    .map((r) => `${r.kind}:${r.value}`)
    .sort();

describe("another user's changes are refused and change nothing", () => {
  it.each([
    ['edit', 'PATCH', '', { title: 'Someone else was here and changed this' }],
    ['pause', 'POST', '/pause', undefined],
    ['unpause', 'POST', '/unpause', undefined],
    ['resolve', 'POST', '/resolve', undefined],
    ['reopen', 'POST', '/reopen', undefined],
    ['delete', 'DELETE', '', undefined],
  ] as const)('%s answers 403', async (_action, method, suffix, payload) => {
    const target = await makeCase(db, {
      creatorId: creator.id,
      paused: suffix === '/unpause',
      resolvedAt: suffix === '/reopen' ? new Date() : null,
    });
    const before = await rowOf(target.id);
    const identifiersBefore = await identifiersOf(target.id);
    const res = await call(method, `/api/cases/${target.id}${suffix}`, strangerCookie, payload);
    expect(res.statusCode).toBe(403);
    expect(await rowOf(target.id)).toEqual(before);
    expect(await identifiersOf(target.id)).toEqual(identifiersBefore);
  });

  it("answers 'Only the case creator can pause/unpause.' to others", async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const res = await call('POST', `/api/cases/${target.id}/pause`, strangerCookie);
    expect(res.json().error.message).toBe('Only the case creator can pause/unpause.');
  });

  it('answers a signed-out visitor 401 with the spec messages', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const pause = await call('POST', `/api/cases/${target.id}/pause`);
    expect(pause.statusCode).toBe(401);
    expect(pause.json().error.message).toBe('Please log in to pause/unpause this case.');
    for (const [method, suffix] of [
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/resolve'],
    ] as const) {
      const res = await call(method, `/api/cases/${target.id}${suffix}`, undefined, {
        title: 'x',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Please log in to perform this action.');
    }
    expect(await rowOf(target.id)).toMatchObject({ paused: false, resolvedAt: null });
  });
});

describe('pause and unpause', () => {
  it('lets the creator pause and unpause, with the spec messages', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const paused = await call('POST', `/api/cases/${target.id}/pause`, creatorCookie);
    expect(paused.json()).toEqual({ paused: true, message: 'Case paused successfully!' });
    expect((await rowOf(target.id))?.paused).toBe(true);
    const unpaused = await call('POST', `/api/cases/${target.id}/unpause`, creatorCookie);
    expect(unpaused.json()).toEqual({ paused: false, message: 'Case unpaused successfully!' });
    expect((await rowOf(target.id))?.paused).toBe(false);
  });

  it("answers 'Cannot toggle pause status: Invalid case ID' for an unknown case", async () => {
    const res = await call('POST', '/api/cases/nothing-here/pause', creatorCookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Cannot toggle pause status: Invalid case ID');
  });
});

describe('resolve and reopen', () => {
  it('lets the creator mark the case resolved and reopen it', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const resolved = await call('POST', `/api/cases/${target.id}/resolve`, creatorCookie);
    expect(resolved.json()).toEqual({ resolved: true, message: 'Case marked as resolved.' });
    expect((await rowOf(target.id))?.resolvedAt).toBeInstanceOf(Date);
    const view = await app.inject({ method: 'GET', url: `/api/cases/${target.id}` });
    expect(view.json().resolved).toBe(true);
    const reopened = await call('POST', `/api/cases/${target.id}/reopen`, creatorCookie);
    expect(reopened.json()).toEqual({ resolved: false, message: 'Case reopened.' });
    expect((await rowOf(target.id))?.resolvedAt).toBeNull();
  });
});

describe('PATCH /api/cases/:id', () => {
  it('saves the fields sent, keeps the others and rewrites the identifiers', async () => {
    const target = await makeCase(db, { creatorId: creator.id, email: 'old@example.com' });
    const res = await call('PATCH', `/api/cases/${target.id}`, creatorCookie, {
      title: 'Took a deposit for fencing and vanished',
      number: '0499 111 222',
      email: '',
      abn: '51 824 753 556',
      nzbn: '9429041535123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Took a deposit for fencing and vanished',
      number: '0499 111 222',
      name: 'Jordan Example',
      email: '',
      abn: '51 824 753 556',
      nzbn: '',
      isOwner: true,
    });
    expect(await identifiersOf(target.id)).toEqual([
      'abn:51824753556',
      'number:+61499111222',
      'postcode:2000',
    ]);
  });

  it("refuses profanity with 'Swear words are not allowed.' and saves nothing", async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const before = await rowOf(target.id);
    // A business number is not profanity-checked (decision 0034): its format rule refuses words.
    for (const field of ['title', 'details', 'email', 'instagram', 'name']) {
      const res = await call('PATCH', `/api/cases/${target.id}`, creatorCookie, {
        title: 'A perfectly fine new title here',
        [field]:
          field === 'details'
            ? `${VALID_CASE.details} What a shit experience that was for us.`
            : 'shit',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Swear words are not allowed.');
      expect(res.json().error.fields[field]).toBe('Swear words are not allowed.');
    }
    expect(await rowOf(target.id)).toEqual(before);
  });

  it('applies the other lodgement checks to edits', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const res = await call('PATCH', `/api/cases/${target.id}`, creatorCookie, {
      title: 'x'.repeat(101),
      number: '',
      details: 'Too short to count.',
      name: 'aaaa bbbb',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Title must be less than 100 characters.',
      number: "Offender's Number is required.",
      details: 'Details must be more than 50 characters.',
      name: 'Name contains invalid or nonsensical text. Please enter meaningful information.',
    });
  });

  it('lets only a verified plumber restrict the case to plumbers', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const res = await call('PATCH', `/api/cases/${target.id}`, creatorCookie, {
      visibleToPlumbers: true,
    });
    expect(res.statusCode).toBe(400);
    expect((await rowOf(target.id))?.visibleToPlumbers).toBe(false);
    const off = await call('PATCH', `/api/cases/${target.id}`, creatorCookie, {
      postAnonymously: false,
    });
    expect(off.json()).toMatchObject({ postAnonymously: false, author: creator.username });
  });

  it("answers 404 'Case not found.' for an unknown case", async () => {
    const res = await call('PATCH', '/api/cases/missing', creatorCookie, { title: 'New title' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Case not found.');
  });
});

describe('DELETE /api/cases/:id', () => {
  it('removes the case, its identifiers, images (files too) and comments; keeps the submission', async () => {
    const owner = await makeUser(db);
    const cookie = await sessionCookie(db, owner.id);
    const lodged = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie },
      payload: caseForm(VALID_CASE, {
        main: [upload(await image())],
        extras: [upload(await image())],
      }),
    });
    const id: string = lodged.json().case.id;
    await db.insert(comments).values({ caseId: id, userId: stranger.id, text: 'Same here.' });
    const images = await db.select().from(caseImages).where(eq(caseImages.caseId, id));
    expect(images).toHaveLength(2);

    const res = await call('DELETE', `/api/cases/${id}`, cookie);
    expect(res.statusCode).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    expect(await identifiersOf(id)).toEqual([]);
    expect(await db.select().from(caseImages).where(eq(caseImages.caseId, id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.caseId, id))).toEqual([]);
    for (const image of images) {
      expect(await app.deps.storage.exists(image.storageKey)).toBe(false);
      expect(await app.deps.storage.exists(image.thumbKey)).toBe(false);
    }
    // The submission still counts for the rate limits.
    const subs = await db.select().from(submissions).where(eq(submissions.userId, owner.id));
    expect(subs).toMatchObject([{ caseId: null }]);

    const again = await call('DELETE', `/api/cases/${id}`, cookie);
    expect(again.statusCode).toBe(404);
  });
});

describe('edits meet the identifier formats of the case’s country', () => {
  it('refuses a phone number with trailing text, and keeps the stored one', async () => {
    const kase = await makeCase(db, {
      creatorId: creator.id,
      country: 'NZ',
      number: '021 123 4567',
    });
    const res = await call('PATCH', `/api/cases/${kase.id}`, creatorCookie, {
      number: '021 123 4567 x 99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      number:
        'Number must be one whole phone number for New Zealand, with its area code (such as 021 123 4567), or start with + and the country code.',
    });
    expect((await rowOf(kase.id))?.number).toBe('021 123 4567');

    const ok = await call('PATCH', `/api/cases/${kase.id}`, creatorCookie, { postcode: '6011' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a US business number with a second number after it', async () => {
    const kase = await makeCase(db, {
      creatorId: creator.id,
      country: 'US',
      number: '201-555-0123',
    });
    const res = await call('PATCH', `/api/cases/${kase.id}`, creatorCookie, {
      businessIdentificationNumber: '12-3456789 12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      businessIdentificationNumber:
        'Enter one valid Business Identification Number for USA, such as 12-3456789.',
    });
  });
});
