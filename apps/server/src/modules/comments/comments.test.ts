import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { comments } from '../../db/schema/index.js';

// 14 parallel posts with images below: more than the 8 uploads a process reads at once by
// default (the rest would get 503, which is not what those tests are about).
const { app, database, config } = await buildTestApp({ UPLOADS_IN_FLIGHT: '16' });
const { db } = database;
const filesRoot = path.join(config.dataDir, 'files');

// --- helpers -------------------------------------------------------------------------------

async function signedIn(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, overrides);
  return { user, cookie: await sessionCookie(db, user.id) };
}

async function aCase(overrides: Partial<Parameters<typeof makeCase>[1]> = {}) {
  const creator = await makeUser(db);
  return makeCase(db, { creatorId: creator.id, ...overrides });
}

/** A real multipart body, as a browser's FormData would send it. */
async function multipart(
  text: string | undefined,
  image?: { bytes: Buffer; name: string; type: string; field?: string },
) {
  const form = new FormData();
  if (text !== undefined) form.set('text', text);
  if (image) {
    const blob = new Blob([new Uint8Array(image.bytes)], { type: image.type });
    form.set(image.field ?? 'image', blob, image.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

function post(
  caseId: string,
  cookie: string | undefined,
  body: Awaited<ReturnType<typeof multipart>>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/comments`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

function list(caseId: string, cookie?: string, cursor?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/cases/${caseId}/comments${cursor ? `?cursor=${cursor}` : ''}`,
    headers: cookie ? { cookie } : {},
  });
}

const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '31/1 57/1 0/1' },
    })
    .jpeg()
    .toBuffer();

const commentRows = (caseId: string) =>
  db.select().from(comments).where(eq(comments.caseId, caseId));

async function filesOf(kase: { id: string; country: string }): Promise<string[]> {
  const dir = path.join(filesRoot, kase.country, kase.id, 'comments');
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

// --- reading -------------------------------------------------------------------------------

describe('GET /api/cases/:id/comments', () => {
  it('lists responses newest first with the author username, and no email, to a visitor', async () => {
    const kase = await aCase();
    const first = await makeUser(db, { username: 'First_Responder' });
    const second = await makeUser(db, { username: 'Second_Responder' });
    await db.insert(comments).values([
      {
        caseId: kase.id,
        userId: first.id,
        text: 'Happened to me too.',
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        caseId: kase.id,
        userId: second.id,
        text: 'Same here.',
        createdAt: new Date('2025-01-02T10:00:00Z'),
      },
    ]);

    const res = await list(kase.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.comments.map((c: { author: string }) => c.author)).toEqual([
      'Second_Responder',
      'First_Responder',
    ]);
    expect(body.comments[0]).toMatchObject({
      text: 'Same here.',
      createdAt: '2025-01-02T10:00:00.000Z',
      image: null,
      isMine: false,
    });
    expect(body.nextCursor).toBeNull();
    expect(res.body).not.toContain('@');
    expect(res.body).not.toContain(first.email);
    expect(res.body).not.toContain(first.id);
  });

  it('shows Anonymous for a user without a username and for the creator of an anonymous case', async () => {
    const creator = await makeUser(db, { username: 'Creator_Named' });
    const kase = await makeCase(db, { creatorId: creator.id, postAnonymously: true });
    const nameless = await makeUser(db, { username: null });
    await db.insert(comments).values([
      { caseId: kase.id, userId: creator.id, text: 'Update: still not paid.' },
      { caseId: kase.id, userId: nameless.id, text: 'Same thing happened to me.' },
    ]);
    const res = await list(kase.id);
    expect(res.json().comments.map((c: { author: string }) => c.author)).toEqual([
      'Anonymous',
      'Anonymous',
    ]);
    expect(res.body).not.toContain('Creator_Named');
  });

  it('marks the viewer’s own responses', async () => {
    const kase = await aCase();
    const { user, cookie } = await signedIn();
    await db.insert(comments).values({ caseId: kase.id, userId: user.id, text: 'Mine.' });
    expect((await list(kase.id, cookie)).json().comments[0].isMine).toBe(true);
    expect((await list(kase.id)).json().comments[0].isMine).toBe(false);
  });

  it('answers 404 for a case the caller may not see', async () => {
    const restricted = await aCase({ visibleToPlumbers: true });
    const hidden = await aCase({ hiddenAt: new Date() });
    const { cookie } = await signedIn();
    expect((await list(restricted.id)).statusCode).toBe(404);
    expect((await list(restricted.id, cookie)).statusCode).toBe(404);
    expect((await list(hidden.id)).statusCode).toBe(404);
    expect((await list('no-such-case')).statusCode).toBe(404);
    const plumber = await signedIn({ verifiedPlumber: true });
    expect((await list(restricted.id, plumber.cookie)).statusCode).toBe(200);
  });

  it('pages through many responses without gaps or repeats, ties included', async () => {
    const kase = await aCase();
    const author = await makeUser(db);
    const sameMoment = new Date('2025-03-01T00:00:00.123456Z');
    await db.insert(comments).values(
      Array.from({ length: 57 }, (_, i) => ({
        caseId: kase.id,
        userId: author.id,
        text: `Response ${i}`,
        // Ten responses share one timestamp: the id breaks the tie.
        createdAt: i < 10 ? sameMoment : new Date(Date.UTC(2025, 0, 1, 0, i)),
      })),
    );
    const first = (await list(kase.id)).json();
    expect(first.comments).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list(kase.id, undefined, first.nextCursor)).json();
    expect(second.comments).toHaveLength(7);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.comments, ...second.comments].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(57);
  });

  it('refuses a cursor it did not make', async () => {
    const kase = await aCase();
    const res = await list(
      kase.id,
      undefined,
      Buffer.from("x'; DROP TABLE comments|1").toString('base64url'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This list link is out of date. Reload the page.');
    const french = await app.inject({
      method: 'GET',
      url: `/api/cases/${kase.id}/comments?cursor=not-a-cursor`,
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().error.message).toBe(
      'Ce lien de liste n’est plus à jour. Rechargez la page.',
    );
  });

  it('refuses a cursor shaped like its own that PostgreSQL could not read, with no login', async () => {
    const kase = await aCase();
    const id = '00000000-0000-0000-0000-000000000000';
    for (const time of [
      '2026-01-01 00:00:00+16',
      '2026-01-01 00:00:00+99:99',
      '2026-02-30 00:00:00+00',
      '2026-01-01 24:00:00+00',
      '0000-01-01 00:00:00+00',
    ]) {
      const res = await list(
        kase.id,
        undefined,
        Buffer.from(`${time}|${id}`).toString('base64url'),
      );
      expect(res.statusCode, time).toBe(400);
      expect(res.json().error.message).toBe('This list link is out of date. Reload the page.');
    }
    // The offsets a server's time zone gives are its own cursors still.
    for (const time of ['2026-01-01 00:00:00.5-05', '2026-01-01 00:00:00+05:45']) {
      const res = await list(
        kase.id,
        undefined,
        Buffer.from(`${time}|${id}`).toString('base64url'),
      );
      expect(res.statusCode, time).toBe(200);
    }
  });
});

// --- posting -------------------------------------------------------------------------------

describe('POST /api/cases/:id/comments', () => {
  it('refuses a signed-out visitor', async () => {
    const kase = await aCase();
    const res = await post(kase.id, undefined, await multipart('Hello there.'));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(
      'You must be logged in with a verified email to respond.',
    );
    expect(await commentRows(kase.id)).toHaveLength(0);
  });

  it('refuses a user whose email is not verified', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn({ emailVerified: false });
    const res = await post(kase.id, cookie, await multipart('He did the same to us.'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('❌ You must verify your email to respond.');
    expect(await commentRows(kase.id)).toHaveLength(0);
  });

  it('posts a response for a verified user', async () => {
    const kase = await aCase();
    const { user, cookie } = await signedIn({ username: 'Kind_Neighbour' });
    const res = await post(kase.id, cookie, await multipart('  He did the same to us.  '));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      text: 'He did the same to us.',
      author: 'Kind_Neighbour',
      image: null,
      isMine: true,
    });
    const [row] = await commentRows(kase.id);
    expect(row).toMatchObject({ userId: user.id, text: 'He did the same to us.', imageKey: null });
    expect(res.body).not.toContain(user.email);
  });

  it('accepts a JSON body without an image', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    const res = await app.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/comments`,
      headers: { cookie },
      payload: { text: 'Plain JSON works too.' },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([[''], ['    '], [undefined]])('refuses empty text %j', async (text) => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    const res = await post(kase.id, cookie, await multipart(text));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Comment is required.',
      fields: { text: 'Comment is required.' },
    });
    expect(await commentRows(kase.id)).toHaveLength(0);
  });

  it('refuses profanity on the server, as multipart and as JSON', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    const res = await post(kase.id, cookie, await multipart('What a shit tradie'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Swear words are not allowed in comments.');
    const json = await app.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/comments`,
      headers: { cookie },
      payload: { text: 'f u c k this guy' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Swear words are not allowed in comments.');
    expect(await commentRows(kase.id)).toHaveLength(0);
  });

  it('refuses a case the caller may not see, and an unknown case', async () => {
    const restricted = await aCase({ visibleToElectricians: true });
    const { cookie } = await signedIn();
    expect((await post(restricted.id, cookie, await multipart('Hello there.'))).statusCode).toBe(
      404,
    );
    expect((await post('nope', cookie, await multipart('Hello there.'))).statusCode).toBe(404);
    expect(await commentRows(restricted.id)).toHaveLength(0);
  });

  it('stores an image with its metadata stripped, under the case, and serves it', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const res = await post(
      kase.id,
      cookie,
      await multipart('Photo of the unfinished job.', {
        bytes: input,
        name: 'job.jpg',
        type: 'image/jpeg',
      }),
    );
    expect(res.statusCode).toBe(201);
    const comment = res.json();
    expect(comment.image).toEqual({
      url: `/api/cases/${kase.id}/comments/${comment.id}/image`,
      thumbUrl: `/api/cases/${kase.id}/comments/${comment.id}/image?variant=thumb`,
    });
    const [row] = await commentRows(kase.id);
    expect(row?.imageKey).toBe(`AU/${kase.id}/comments/${comment.id}.jpg`);
    expect(await filesOf(kase)).toEqual([`${comment.id}.jpg`, `${comment.id}_thumb.jpg`]);

    const full = await app.inject({ method: 'GET', url: comment.image.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(64);
    const thumb = await app.inject({ method: 'GET', url: comment.image.thumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses a file that is not really an image, and keeps nothing', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    const res = await post(
      kase.id,
      cookie,
      await multipart('See attached.', {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        name: 'photo.jpg',
        type: 'image/jpeg',
      }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only JPEG, PNG, or GIF images are allowed.');
    expect(await commentRows(kase.id)).toHaveLength(0);
    expect(await filesOf(kase)).toEqual([]);
  });

  it('refuses a file under any field but image, as the other image forms do, and posts nothing', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    const res = await post(
      kase.id,
      cookie,
      await multipart('Photo attached.', {
        bytes: await jpegWithGps(),
        name: 'a.jpg',
        type: 'image/jpeg',
        field: 'photo',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.formUnexpectedFile('photo'));
    expect(await commentRows(kase.id)).toHaveLength(0);
    expect(await filesOf(kase)).toEqual([]);
  });

  it('refuses an image over 5MB with the case page’s message', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await post(
      kase.id,
      cookie,
      await multipart('Big one.', { bytes: big, name: 'big.jpg', type: 'image/jpeg' }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Image file size exceeds 5MB limit.');
    expect(await commentRows(kase.id)).toHaveLength(0);
  });

  it('limits a user to 10 responses a minute, with a clear 429', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(kase.id, cookie, await multipart(`Response number ${i}`))).statusCode,
      ).toBe(201);
    }
    const res = await post(kase.id, cookie, await multipart('One too many.'));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'You are posting responses too quickly. Please wait a minute and try again.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another user is not affected.
    const other = await signedIn();
    expect((await post(kase.id, other.cookie, await multipart('My first today.'))).statusCode).toBe(
      201,
    );
  });

  it('holds the limit under parallel posts, and a refused post leaves no files', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    const image = await jpegWithGps();
    const send = async (i: number) =>
      post(
        kase.id,
        cookie,
        await multipart(`Parallel ${i}`, { bytes: image, name: 'a.jpg', type: 'image/jpeg' }),
      );
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => send(i)));
    // One member holds at most a quarter of the upload slots (decision 0062): a post past its
    // share is told to come back (503 with Retry-After), and is sent again here, one at a time.
    for (const [i, result] of results.entries()) {
      if (result.statusCode !== 503) continue;
      expect(Number(result.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      results[i] = await send(i);
    }
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    expect(await commentRows(kase.id)).toHaveLength(10);
    expect(await filesOf(kase)).toHaveLength(20);
  });
});

// --- deleting ------------------------------------------------------------------------------

describe('DELETE /api/cases/:id/comments/:commentId', () => {
  async function postedWithImage() {
    const kase = await aCase();
    const author = await signedIn();
    const res = await post(
      kase.id,
      author.cookie,
      await multipart('With a photo.', {
        bytes: await jpegWithGps(),
        name: 'a.jpg',
        type: 'image/jpeg',
      }),
    );
    expect(res.statusCode).toBe(201);
    return { kase, author, comment: res.json() as { id: string } };
  }

  const remove = (caseId: string, commentId: string, cookie?: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/cases/${caseId}/comments/${commentId}`,
      headers: cookie ? { cookie } : {},
    });

  it('refuses anyone but the author, and nothing changes', async () => {
    const { kase, comment } = await postedWithImage();
    const stranger = await signedIn();
    const res = await remove(kase.id, comment.id, stranger.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You can only delete your own responses.');
    // Not even the case's creator may delete someone's response.
    const creatorCookie = await sessionCookie(db, kase.creatorId ?? '');
    expect((await remove(kase.id, comment.id, creatorCookie)).statusCode).toBe(403);
    expect((await remove(kase.id, comment.id)).statusCode).toBe(401);
    expect(await commentRows(kase.id)).toHaveLength(1);
    expect(await filesOf(kase)).toHaveLength(2);
  });

  it('lets the author delete it, stored image and thumbnail included', async () => {
    const { kase, author, comment } = await postedWithImage();
    const res = await remove(kase.id, comment.id, author.cookie);
    expect(res.statusCode).toBe(204);
    expect(await commentRows(kase.id)).toHaveLength(0);
    expect(await filesOf(kase)).toEqual([]);
    expect((await remove(kase.id, comment.id, author.cookie)).statusCode).toBe(404);
  });

  it('ignores a stored image that is already missing', async () => {
    const { kase, author, comment } = await postedWithImage();
    await app.deps.storage.delete(`AU/${kase.id}/comments/${comment.id}.jpg`);
    expect((await remove(kase.id, comment.id, author.cookie)).statusCode).toBe(204);
    expect(await commentRows(kase.id)).toHaveLength(0);
  });

  it('answers 404 for a response of another case and for an id that is not one', async () => {
    const { author, comment } = await postedWithImage();
    const otherCase = await aCase();
    expect((await remove(otherCase.id, comment.id, author.cookie)).statusCode).toBe(404);
    expect((await remove(otherCase.id, 'not-a-uuid', author.cookie)).statusCode).toBe(404);
  });
});

// --- images --------------------------------------------------------------------------------

describe('GET /api/cases/:id/comments/:commentId/image', () => {
  it('serves the image only while the case is visible to the caller', async () => {
    const kase = await aCase();
    const { cookie } = await signedIn();
    const res = await post(
      kase.id,
      cookie,
      await multipart('Photo.', { bytes: await jpegWithGps(), name: 'a.jpg', type: 'image/jpeg' }),
    );
    const { image } = res.json() as { image: { url: string; thumbUrl: string } };
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);

    // The creator restricts the case to plumbers: the image goes with it.
    await db.execute(sql`UPDATE cases SET visible_to_plumbers = true WHERE id = ${kase.id}`);
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: image.thumbUrl, headers: { cookie } })).statusCode,
    ).toBe(404);
    const plumber = await signedIn({ verifiedPlumber: true });
    const seen = await app.inject({
      method: 'GET',
      url: image.thumbUrl,
      headers: { cookie: plumber.cookie },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toContain('private');
  });

  it('answers 404 for a response without an image', async () => {
    const kase = await aCase();
    const author = await makeUser(db);
    const [row] = await db
      .insert(comments)
      .values({ caseId: kase.id, userId: author.id, text: 'No photo.' })
      .returning();
    const res = await app.inject({
      method: 'GET',
      url: `/api/cases/${kase.id}/comments/${row?.id}/image`,
    });
    expect(res.statusCode).toBe(404);
  });
});
