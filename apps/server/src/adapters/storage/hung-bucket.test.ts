import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, image, upload, VALID_CASE } from '../../../test/case-form.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

// A bucket that accepts connections and never answers (issue 22): a stand-in server on
// loopback that takes every connection and says nothing. Calls to it fail by their deadlines
// (shortened here to keep the test quick), image routes answer 503, /api/ready says the storage
// is unreachable instead of waiting with it.

const silent = new Set<net.Socket>();
const hung = net.createServer((socket) => {
  silent.add(socket);
  socket.on('error', () => undefined);
});
await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
const port = (hung.address() as net.AddressInfo).port;
const bucket = createS3Storage({
  bucket: 'forewarn-hung',
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${port}`,
  accessKeyId: 'HUNG',
  secretAccessKey: 'HUNG',
  connectTimeoutMs: 300,
  requestTimeoutMs: 300,
});
const root = await mkdtemp(path.join(tmpdir(), 'forewarn-hung-'));
const local = createLocalStorage(root);
// The same silent bucket with a deadline far longer than any test: a call to it only ends with
// the test run, so a request that waits on it never answers.
const slowBucket = createS3Storage({
  bucket: 'forewarn-hung',
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${port}`,
  accessKeyId: 'HUNG',
  secretAccessKey: 'HUNG',
  connectTimeoutMs: 600_000,
  requestTimeoutMs: 600_000,
});
// Lodging writes to a working folder; reading and checking go to the hung bucket.
const storage: Storage = {
  ...local,
  get: bucket.get,
  check: bucket.check,
  exists: slowBucket.exists,
};
const { app, database } = await buildTestApp({}, { storage });
afterAll(async () => {
  bucket.close();
  slowBucket.close();
  for (const socket of silent) socket.destroy();
  await new Promise((resolve) => hung.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('a bucket that never answers', () => {
  it('makes /api/ready answer 503 naming the storage, without waiting for it', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'error', database: 'ok', storage: 'unreachable' });
  });

  it('gives 503 with Retry-After on an image route, not a hang', async () => {
    const user = await makeUser(database.db);
    const cookie = await sessionCookie(database.db, user.id);
    const lodged = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie },
      payload: caseForm(VALID_CASE, { main: [upload(await image('png'))] }),
    });
    expect(lodged.statusCode).toBe(201);
    const url = lodged.json().case.mainImage.url as string;
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(503);
    expect(served.headers['retry-after']).toBe('5');
    expect(served.json().error.message).toBe(
      'Images are unavailable right now. Please try again in a moment.',
    );
  });

  it('answers a case page with its images without waiting on storage (issue 37)', async () => {
    const user = await makeUser(database.db);
    const cookie = await sessionCookie(database.db, user.id);
    const lodged = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie },
      payload: caseForm(VALID_CASE, { main: [upload(await image('png'))] }),
    });
    expect(lodged.statusCode).toBe(201);
    const id = lodged.json().case.id as string;
    // The image check asks the silent bucket, and that call outlives the test: the page is
    // answered from the database's rows, with its image.
    const page = await app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.json().mainImage.url).toMatch(/^\/api\//);
  });
});
