import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { image, VALID_CASE } from '../../../test/case-form.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { tempUploads, tempUploadsLeft } from '../../../test/temp-uploads.js';

const { app, database } = await buildTestApp();
const { db } = database;

async function signedIn() {
  const user = await makeUser(db);
  return sessionCookie(db, user.id);
}

describe('case uploads stream to temporary files', () => {
  it('refuses a file that is not an image by its first bytes, before the rest is sent', async () => {
    const cookie = await signedIn();
    const before = await tempUploads();
    const svgStart = '<svg xmlns="http://www.w3.org/2000/svg">';
    const { payload, headers } = multipartBody({ case: JSON.stringify(VALID_CASE) }, [
      { field: 'mainImage', filename: 'x.png', type: 'image/png', bytes: Buffer.from(svgStart) },
    ]);
    // The form up to the file's first bytes, then nothing more: a client still sending 5 MB.
    const cut = payload.indexOf(svgStart) + svgStart.length;
    let pushed = false;
    const body = new Readable({
      read() {
        if (!pushed) {
          pushed = true;
          this.push(payload.subarray(0, cut));
        }
      },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...headers, cookie },
      payload: body,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only JPEG, PNG, or GIF images are allowed.');
    body.destroy();
    expect(await tempUploadsLeft(before)).toEqual([]);
  });

  it('lodges from temporary files and leaves none behind', async () => {
    const cookie = await signedIn();
    const before = await tempUploads();
    const png = await image('png');
    const { payload, headers } = multipartBody({ case: JSON.stringify(VALID_CASE) }, [
      { field: 'mainImage', filename: 'a.png', type: 'image/png', bytes: png },
      { field: 'extraImages', filename: 'b.png', type: 'image/png', bytes: png },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().case.extraImages).toHaveLength(1);
    // None of the temporary files is left behind.
    expect(await tempUploadsLeft(before)).toEqual([]);
  });
});
