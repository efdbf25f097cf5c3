import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { image } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie, unique } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { tempUploads, tempUploadsLeft } from '../../../test/temp-uploads.js';
import { removeTempUploads, streamImageToTemp } from './temp-uploads.js';

// Issue 12: uploads stream to temporary files on every path, not only lodgements (those are
// tested in modules/cases/upload-streaming.test.ts): a sign-up's and a profile's image and a
// response's image are refused by their first bytes, and leave no temporary file behind.

const { app, database } = await buildTestApp();
const { db } = database;

type Route = {
  name: string;
  url: () => Promise<string>;
  field: string;
  fields: () => Record<string, string>;
  signedIn: boolean;
  created: number;
};

const ROUTES: Route[] = [
  {
    name: 'sign-up',
    url: async () => '/api/auth/signup',
    field: 'profileImage',
    fields: () => {
      const id = unique();
      return {
        username: `stream_${id}`,
        email: `stream-${id}@example.test`,
        password: 'correct horse battery',
        country: 'AU',
      };
    },
    signedIn: false,
    created: 201,
  },
  {
    name: 'profile image',
    url: async () => '/api/account/profile-image',
    field: 'profileImage',
    fields: () => ({}),
    signedIn: true,
    created: 200,
  },
  {
    name: 'response',
    url: async () => {
      const owner = await makeUser(db);
      return `/api/cases/${(await makeCase(db, { creatorId: owner.id })).id}/comments`;
    },
    field: 'image',
    fields: () => ({ text: 'Same thing happened to me last spring.' }),
    signedIn: true,
    created: 201,
  },
];

let address = 0;
/** Each request from an address of its own: sign-ups are capped per address. */
const nextAddress = () => `198.51.100.${++address}`;

describe.each(ROUTES)('$name images stream to temporary files', (route) => {
  const headersFor = async () => {
    if (!route.signedIn) return {};
    const user = await makeUser(db);
    return { cookie: await sessionCookie(db, user.id) };
  };

  it('are refused by their first bytes, before the rest is sent', async () => {
    const before = await tempUploads();
    const svgStart = '<svg xmlns="http://www.w3.org/2000/svg">';
    const { payload, headers } = multipartBody(route.fields(), [
      { field: route.field, filename: 'x.png', type: 'image/png', bytes: Buffer.from(svgStart) },
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
      url: await route.url(),
      headers: { ...headers, ...(await headersFor()) },
      payload: body,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only JPEG, PNG, or GIF images are allowed.');
    body.destroy();
    expect(await tempUploadsLeft(before)).toEqual([]);
  });

  it('are stored from their temporary file, which is then removed', async () => {
    const before = await tempUploads();
    const { payload, headers } = multipartBody(route.fields(), [
      { field: route.field, filename: 'me.png', type: 'image/png', bytes: await image('png') },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: await route.url(),
      headers: { ...headers, ...(await headersFor()) },
      payload,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(route.created);
    expect(await tempUploadsLeft(before)).toEqual([]);
  });
});

describe('an upload’s digest', () => {
  it('is the SHA-256 of the bytes written, however they were split, and the head check still holds', async () => {
    const bytes = await image('png');
    const request = {} as FastifyRequest;
    // Chunks of 3 bytes: the format check must gather its head across them.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 3) }, (_, i) =>
      bytes.subarray(i * 3, i * 3 + 3),
    );
    const upload = await streamImageToTemp(request, Readable.from(chunks));
    expect(upload.bytes).toBe(bytes.length);
    expect(await readFile(upload.path)).toEqual(bytes);
    expect(upload.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    await removeTempUploads(request);

    const html = Readable.from([Buffer.from('<!doc'), Buffer.from('type html><p>hi</p>')]);
    await expect(streamImageToTemp({} as FastifyRequest, html)).rejects.toThrow(
      'Only JPEG, PNG, or GIF images are allowed.',
    );
  });
});
