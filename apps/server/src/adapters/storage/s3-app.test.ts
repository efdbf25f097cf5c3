import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, image, upload, VALID_CASE } from '../../../test/case-form.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { startS3Server } from '../../../test/s3-server.js';
import { createS3Storage } from './s3-storage.js';

// The whole app with its files in an S3-compatible bucket (S3_* settings): images go to the
// bucket, are served through the server with the same permission checks as local files, and
// leave the bucket with their case.

const s3 = await startS3Server('forewarn-app');
const { app, database } = await buildTestApp(s3.env);
const { db } = database;
const bucket = createS3Storage(s3.settings);
afterAll(async () => {
  bucket.close();
  await s3.stop();
});

async function lodgeWithImage(fields: Record<string, unknown>, creator: { cookie: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { cookie: creator.cookie },
    payload: caseForm(fields, { main: [upload(await image('png'))] }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().case as { id: string; mainImage: { url: string; thumbUrl: string } };
}

describe('S3 storage in the app', () => {
  it('is ready, stores a lodged image in the bucket and serves it through the server', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json().storage).toBe('ok');
    const user = await makeUser(db);
    const cookie = await sessionCookie(db, user.id);
    const kase = await lodgeWithImage(VALID_CASE, { cookie });

    const served = await app.inject({ method: 'GET', url: kase.mainImage.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(served.rawPayload.length).toBeGreaterThan(100);
    const thumb = await app.inject({ method: 'GET', url: kase.mainImage.thumbUrl });
    expect(thumb.statusCode).toBe(200);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/cases/${kase.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: kase.mainImage.url })).statusCode).toBe(404);
  });

  it('keeps a plumbers-only case’s images from everyone without the flag', async () => {
    const plumber = await makeUser(db, { verifiedPlumber: true });
    const cookie = await sessionCookie(db, plumber.id);
    const kase = await lodgeWithImage({ ...VALID_CASE, visibleToPlumbers: true }, { cookie });

    expect((await app.inject({ method: 'GET', url: kase.mainImage.url })).statusCode).toBe(404);
    const other = await makeUser(db);
    const asOther = await app.inject({
      method: 'GET',
      url: kase.mainImage.url,
      headers: { cookie: await sessionCookie(db, other.id) },
    });
    expect(asOther.statusCode).toBe(404);
    const asPlumber = await app.inject({
      method: 'GET',
      url: kase.mainImage.url,
      headers: { cookie },
    });
    expect(asPlumber.statusCode).toBe(200);
  });
});
