import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { image, imageForm, upload } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { caseImages } from '../../db/schema/index.js';

const { app, database, config } = await buildTestApp();
const { db } = database;

const creator = await makeUser(db);
const cookie = await sessionCookie(db, creator.id);
const stranger = await makeUser(db);
const strangerCookie = await sessionCookie(db, stranger.id);
const png = upload(await image());

const add = (caseId: string, form: FormData, as = cookie) =>
  app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/images`,
    headers: { cookie: as },
    payload: form,
  });

const imagesOf = (caseId: string) =>
  db.select().from(caseImages).where(eq(caseImages.caseId, caseId));

async function filesOf(caseId: string): Promise<number> {
  try {
    const dir = path.join(config.dataDir, 'files', 'AU', caseId);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

describe('POST /api/cases/:id/images', () => {
  it('adds a main image to a case without one, and refuses a second', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const first = await add(target.id, imageForm({ main: [png] }));
    expect(first.statusCode).toBe(200);
    expect(first.json().case.mainImage).not.toBeNull();
    expect(first.json().warning).toBeNull();

    const second = await add(target.id, imageForm({ main: [png] }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('Only one main image can be uploaded.');
    expect(await imagesOf(target.id)).toHaveLength(1);
  });

  it('fills only the free extra slots and warns', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    await add(target.id, imageForm({ extras: [png, png, png, png] }));
    const res = await add(target.id, imageForm({ extras: [png, png, png, png] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().warning).toBe('Maximum of 6 extra images reached.');
    expect(res.json().case.extraImages).toHaveLength(6);
    expect(await imagesOf(target.id)).toHaveLength(6);
    // Two files (full and thumbnail) per kept image; the ones that did not fit are not kept.
    expect(await filesOf(target.id)).toBe(12);

    const full = await add(target.id, imageForm({ extras: [png] }));
    expect(full.json().warning).toBe('Maximum of 6 extra images reached.');
    expect(await imagesOf(target.id)).toHaveLength(6);
  });

  it('fills the free slots from more files than a case can hold, instead of refusing them', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    await add(target.id, imageForm({ extras: [png, png] }));
    const res = await add(target.id, imageForm({ main: [png], extras: Array(10).fill(png) }));
    expect(res.statusCode).toBe(200);
    expect(res.json().warning).toBe('Maximum of 6 extra images reached.');
    expect(res.json().case.mainImage).not.toBeNull();
    expect(res.json().case.extraImages).toHaveLength(6);
    expect(await imagesOf(target.id)).toHaveLength(7);
    // Full and thumbnail for each, and the main image's display rendition.
    expect(await filesOf(target.id)).toBe(15);
  });

  it('warns when more extras than the 6 free slots arrive at a case without any', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const res = await add(target.id, imageForm({ extras: Array(7).fill(png) }));
    expect(res.statusCode).toBe(200);
    expect(res.json().warning).toBe('Maximum of 6 extra images reached.');
    expect(await imagesOf(target.id)).toHaveLength(6);
  });

  it('refuses a second main image or an unknown file field before reading on', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const twoMains = await add(target.id, imageForm({ main: [png, png] }));
    expect(twoMains.statusCode).toBe(400);
    expect(twoMains.json().error.message).toBe('Only one main image can be uploaded.');

    const odd = new FormData();
    odd.append(
      'somethingElse',
      new Blob([new Uint8Array(png.bytes)], { type: 'image/png' }),
      'x.png',
    );
    const unknown = await add(target.id, odd);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Invalid case data.');
    expect(await imagesOf(target.id)).toHaveLength(0);
  });

  it('never lets parallel uploads overfill a case', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const responses = await Promise.all(
      [1, 2, 3].map(() => add(target.id, imageForm({ extras: [png, png, png] }))),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await imagesOf(target.id)).toHaveLength(6);
    expect(await filesOf(target.id)).toBe(12);
  });

  it('refuses a file over 5 MB with the case page message, and an SVG', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const big = upload(Buffer.concat([await image(), Buffer.alloc(6 * 1024 * 1024, 7)]));
    const tooBig = await add(target.id, imageForm({ extras: [big] }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('Image file size exceeds 5MB limit.');
    const svg = upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg');
    const wrong = await add(target.id, imageForm({ main: [svg] }));
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().error.message).toBe('Only JPEG, PNG, or GIF images are allowed.');
    expect(await imagesOf(target.id)).toHaveLength(0);
    expect(await filesOf(target.id)).toBe(0);
  });

  it("refuses another user's upload", async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const res = await add(target.id, imageForm({ extras: [png] }), strangerCookie);
    expect(res.statusCode).toBe(403);
    expect(await imagesOf(target.id)).toHaveLength(0);
  });
});

describe('DELETE /api/cases/:id/images/:imageId', () => {
  it('deletes the main image and an extra with the spec toasts, files included', async () => {
    const target = await makeCase(db, { creatorId: creator.id });
    const added = (await add(target.id, imageForm({ main: [png], extras: [png] }))).json().case;
    const url = (id: string) => `/api/cases/${target.id}/images/${id}`;

    const refused = await app.inject({
      method: 'DELETE',
      url: url(added.mainImage.id),
      headers: { cookie: strangerCookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(await imagesOf(target.id)).toHaveLength(2);

    const main = await app.inject({
      method: 'DELETE',
      url: url(added.mainImage.id),
      headers: { cookie },
    });
    expect(main.json()).toEqual({ message: 'Main image deleted successfully!' });
    const extra = await app.inject({
      method: 'DELETE',
      url: url(added.extraImages[0].id),
      headers: { cookie },
    });
    expect(extra.json()).toEqual({ message: 'Image deleted successfully!' });
    expect(await imagesOf(target.id)).toHaveLength(0);
    expect(await filesOf(target.id)).toBe(0);

    const gone = await app.inject({
      method: 'DELETE',
      url: url(added.mainImage.id),
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(404);
  });
});
