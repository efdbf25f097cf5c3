import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, image, upload, VALID_CASE } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie, testUsername } from '../../../test/factories.js';
import { caseImages } from '../../db/schema/index.js';
import { imageChecksSettled } from './image-presence.js';

const { app, database } = await buildTestApp();
const { db } = database;

const creator = await makeUser(db, { username: 'Case_Creator' });
const creatorCookie = await sessionCookie(db, creator.id);
const other = await makeUser(db);
const otherCookie = await sessionCookie(db, other.id);

async function lodged(fields: Record<string, unknown> = {}, withImages = true) {
  const user = await makeUser(db, {
    username: testUsername('creator'),
  });
  const cookie = await sessionCookie(db, user.id);
  const res = await app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { cookie },
    payload: caseForm(
      { ...VALID_CASE, ...fields },
      withImages
        ? { main: [upload(await image())], extras: [upload(await image('jpeg'), 'x.jpg')] }
        : {},
    ),
  });
  expect(res.statusCode).toBe(201);
  return { user, cookie, detail: res.json().case };
}

const view = (id: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: cookie ? { cookie } : {} });

// Every full value of VALID_CASE, in the forms a leak could take.
const FULL_VALUES = [
  'Jordan Example',
  '12 Harbour Street',
  '0412 345 678',
  '+61412345678',
  '0498 765 432',
  'jordan.example@example.com',
  'jordan.example',
  'example.com',
  '51 824 753 556',
  '004 085 616',
  '@jordan.tiles',
  '@jordantiles',
];

const anonymous = await lodged();
const withImages = await lodged();

describe('GET /api/cases/:id: masking on the server', () => {
  it.each([
    ['a signed-out visitor', undefined],
    ['another signed-in user', otherCookie],
  ])('%s receives no full name, phone, email, address or business number', async (_who, cookie) => {
    const res = await view(anonymous.detail.id, cookie);
    expect(res.statusCode).toBe(200);
    for (const value of FULL_VALUES) expect(res.body).not.toContain(value);
    // Nor who lodged it.
    expect(res.body).not.toContain(anonymous.user.id);
    expect(res.body).not.toContain(anonymous.user.username);
    expect(res.body).not.toContain(anonymous.user.email);
    expect(res.json()).toMatchObject({
      name: 'Jordan E',
      address: 'Harbour Street, Sydney',
      number: '0412 345 6**',
      alternateNumber: '0498 765 4**',
      email: 'jo***@****',
      abn: '51 824 753 5**',
      acn: '004 085 6**',
      instagram: '@jordan.til**',
      tiktok: '@jordantil**',
      postcode: '2000',
      details: VALID_CASE.details,
      author: 'Anonymous',
      isOwner: false,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('gives the creator the full values, for editing', async () => {
    const res = await view(anonymous.detail.id, anonymous.cookie);
    expect(res.json()).toMatchObject({
      name: 'Jordan Example',
      address: '12 Harbour Street, Sydney',
      number: '0412 345 678',
      email: 'jordan.example@example.com',
      abn: '51 824 753 556',
      instagram: '@jordan.tiles',
      isOwner: true,
    });
  });

  it('names the author of a case lodged openly, and still not their id', async () => {
    const named = await lodged({ postAnonymously: false }, false);
    const res = await view(named.detail.id);
    expect(res.json().author).toBe(named.user.username);
    expect(res.body).not.toContain(named.user.id);
  });

  it('leaves empty fields empty', async () => {
    const bare = await makeCase(db, { creatorId: creator.id });
    const res = await view(bare.id);
    expect(res.json()).toMatchObject({ email: '', address: '', alternateNumber: '', abn: '' });
    const own = await view(bare.id, creatorCookie);
    expect(own.json().isOwner).toBe(true);
  });
});

describe('GET /api/cases/:id: who may see it', () => {
  it("answers 404 'Case not found.' for a case that does not exist", async () => {
    const res = await view('no-such-case');
    expect(res.statusCode).toBe(404);
    // The page shows its own 'Finding Case Data' title (spec §8); the API says what happened.
    expect(res.json().error.message).toBe('Case not found.');
  });

  it('shows paused and resolved cases with their state', async () => {
    const paused = await makeCase(db, { creatorId: creator.id, paused: true });
    const resolved = await makeCase(db, { creatorId: creator.id, resolvedAt: new Date() });
    expect((await view(paused.id)).json()).toMatchObject({ paused: true, resolved: false });
    expect((await view(resolved.id)).json()).toMatchObject({ paused: false, resolved: true });
  });

  it('hides a trade-restricted case from visitors and other trades (404)', async () => {
    const restricted = await makeCase(db, { creatorId: creator.id, visibleToPlumbers: true });
    const plumber = await makeUser(db, { verifiedPlumber: true });
    const electrician = await makeUser(db, { verifiedElectrician: true });
    expect((await view(restricted.id)).statusCode).toBe(404);
    expect((await view(restricted.id, await sessionCookie(db, electrician.id))).statusCode).toBe(
      404,
    );
    expect((await view(restricted.id, await sessionCookie(db, plumber.id))).statusCode).toBe(200);
    expect((await view(restricted.id, creatorCookie)).statusCode).toBe(200);
  });

  it('hides a case withdrawn by a moderator from all but its creator', async () => {
    const hidden = await makeCase(db, { creatorId: creator.id, hiddenAt: new Date() });
    expect((await view(hidden.id)).statusCode).toBe(404);
    expect((await view(hidden.id, otherCookie)).statusCode).toBe(404);
    expect((await view(hidden.id, creatorCookie)).json()).toMatchObject({ hidden: true });
  });
});

describe('GET /api/cases/:id/images/:imageId', () => {
  const { detail } = withImages;

  it('streams the image with its type, privately cached and not sniffed', async () => {
    const full = await app.inject({ method: 'GET', url: detail.mainImage.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['cache-control']).toBe('private, max-age=3600');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const thumb = await app.inject({ method: 'GET', url: detail.mainImage.thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    // The case page's rendition of a main image: a WebP, cached the same way.
    const display = await app.inject({ method: 'GET', url: detail.mainImage.displayUrl });
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect(display.headers['cache-control']).toBe('private, max-age=3600');
    expect((await sharp(display.rawPayload).metadata()).format).toBe('webp');
  });

  it('serves the full image as the display rendition of an image stored without one', async () => {
    const old = await lodged();
    // A main image stored before renditions existed, and an extra image (which never has one).
    await database.pool.query('UPDATE case_images SET display_key = NULL WHERE case_id = $1', [
      old.detail.id,
    ]);
    const display = await app.inject({ method: 'GET', url: old.detail.mainImage.displayUrl });
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/png');
    const extra = old.detail.extraImages[0];
    const extraDisplay = await app.inject({ method: 'GET', url: `${extra.url}?variant=display` });
    expect(extraDisplay.statusCode).toBe(200);
    expect(extraDisplay.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses an unknown variant with a 400', async () => {
    const res = await app.inject({ method: 'GET', url: `${detail.mainImage.url}?variant=huge` });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for unknown ids and for images of a case the caller may not see', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/cases/${detail.id}/images/nope` })).statusCode,
    ).toBe(404);
    const otherCase = await makeCase(db, { creatorId: creator.id });
    const wrongCase = detail.mainImage.url.replace(detail.id, otherCase.id);
    expect((await app.inject({ method: 'GET', url: wrongCase })).statusCode).toBe(404);

    const restricted = await lodged({ postAnonymously: true }, true);
    await database.pool.query('UPDATE cases SET visible_to_electricians = true WHERE id = $1', [
      restricted.detail.id,
    ]);
    const { url, thumbUrl, displayUrl } = restricted.detail.mainImage;
    for (const variant of [url, thumbUrl, displayUrl]) {
      expect((await app.inject({ method: 'GET', url: variant })).statusCode).toBe(404);
      const own = await app.inject({
        method: 'GET',
        url: variant,
        headers: { cookie: restricted.cookie },
      });
      expect(own.statusCode).toBe(200);
    }
  });

  it('drops images whose stored file has gone missing once the case has been loaded', async () => {
    const lost = await lodged();
    const [main] = await db
      .select()
      .from(caseImages)
      .where(
        eq(caseImages.storageKey, `AU/${lost.detail.id}/main/${lost.detail.mainImage.id}.png`),
      );
    expect(main).toBeDefined();
    await app.deps.storage.delete(main?.storageKey ?? '');

    // The page answers from the database; the files are checked after it (issue 37).
    const first = await view(lost.detail.id);
    expect(first.json().mainImage).not.toBeNull();
    await imageChecksSettled();
    const res = await view(lost.detail.id);
    expect(res.json().mainImage).toBeNull();
    expect(res.json().extraImages).toHaveLength(1);
    const rows = await db.select().from(caseImages).where(eq(caseImages.caseId, lost.detail.id));
    expect(rows.map((r) => r.kind)).toEqual(['extra']);
  });
});
