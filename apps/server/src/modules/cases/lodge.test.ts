import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS_MESSAGES } from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, image, upload, VALID_CASE } from '../../../test/case-form.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { caseIdentifiers, caseImages, cases, submissions } from '../../db/schema/index.js';

const { app, database, config } = await buildTestApp();
const { db } = database;
const filesDir = path.join(config.dataDir, 'files');

async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

async function signedInUser(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, overrides);
  return { user, cookie: await sessionCookie(db, user.id) };
}

function lodge(cookie: string | undefined, payload: FormData) {
  return app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: cookie ? { cookie } : {},
    payload,
  });
}

async function casesOf(userId: string) {
  return db.select().from(cases).where(eq(cases.creatorId, userId));
}

describe('POST /api/cases: lodging', () => {
  it('refuses a signed-out visitor', async () => {
    const res = await lodge(undefined, caseForm(VALID_CASE));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('You must be logged in to access this page.');
  });

  it('refuses a user whose email is not verified, before reading the upload', async () => {
    const { user, cookie } = await signedInUser({ emailVerified: false });
    const before = await storedFiles();
    const res = await lodge(cookie, caseForm(VALID_CASE, { main: [upload(await image('png'))] }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'You must verify your email address before you can lodge a case.',
    );
    expect(await casesOf(user.id)).toHaveLength(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('lodges a case with its identifiers, images and submission record in one go', async () => {
    const { user, cookie } = await signedInUser();
    const res = await lodge(
      cookie,
      caseForm(VALID_CASE, {
        main: [upload(await image('png'))],
        extras: [upload(await image('jpeg'), 'a.jpg', 'image/jpeg'), upload(await image('png'))],
      }),
    );
    expect(res.statusCode).toBe(201);
    const detail = res.json().case;
    expect(detail).toMatchObject({
      country: 'AU',
      title: VALID_CASE.title,
      name: 'Jordan Example',
      number: '0412 345 678',
      isOwner: true,
      author: 'Anonymous',
      paused: false,
      resolved: false,
    });
    expect(detail.mainImage.url).toBe(`/api/cases/${detail.id}/images/${detail.mainImage.id}`);
    expect(detail.extraImages).toHaveLength(2);

    const [row] = await casesOf(user.id);
    expect(row?.id).toBe(detail.id);
    const identifiers = await db
      .select({ kind: caseIdentifiers.kind, value: caseIdentifiers.value })
      .from(caseIdentifiers)
      .where(eq(caseIdentifiers.caseId, detail.id));
    expect(identifiers).toEqual(
      expect.arrayContaining([
        { kind: 'number', value: '+61412345678' },
        { kind: 'alternateNumber', value: '+61498765432' },
        { kind: 'email', value: 'jordan.example@example.com' },
        { kind: 'abn', value: '51824753556' },
        { kind: 'acn', value: '004085616' },
        { kind: 'postcode', value: '2000' },
      ]),
    );
    const images = await db.select().from(caseImages).where(eq(caseImages.caseId, detail.id));
    expect(images.map((i) => i.kind).sort()).toEqual(['extra', 'extra', 'main']);
    expect(images.every((i) => i.storageKey.startsWith(`AU/${detail.id}/`))).toBe(true);
    const subs = await db.select().from(submissions).where(eq(submissions.userId, user.id));
    expect(subs).toMatchObject([{ caseId: detail.id, country: 'AU' }]);

    const served = await app.inject({ method: 'GET', url: detail.extraImages[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it("files a case sent without a country under the user's, keeping only its business numbers", async () => {
    // With a country (the one selected in the app) it goes there: lodging-country.test.ts.
    const { user, cookie } = await signedInUser({ country: 'NZ' });
    const res = await lodge(
      cookie,
      caseForm({
        ...VALID_CASE,
        number: '021 123 4567',
        alternateNumber: '',
        nzbn: '9429041535123',
      }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await casesOf(user.id);
    expect(row).toMatchObject({ country: 'NZ', nzbn: '9429041535123', abn: '', acn: '' });
  });

  it('answers every field error with the spec messages', async () => {
    const { user, cookie } = await signedInUser();
    const res = await lodge(
      cookie,
      caseForm({
        ...VALID_CASE,
        title: '',
        name: 'x'.repeat(51),
        number: '0411 1111 11',
        details: 'Too short.',
        email: 'shit@example.com',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_input',
      message: 'Title is required.',
      fields: {
        title: 'Title is required.',
        name: 'Name must be less than 50 characters.',
        number: 'Number contains invalid or repetitive text. Please enter a valid number.',
        details: 'Details must be more than 50 characters.',
        email: 'Email contains inappropriate language.',
      },
    });
    expect(await casesOf(user.id)).toEqual([]);
  });

  it('refuses identifiers with text after them, which the masks would leave visible', async () => {
    const { user, cookie } = await signedInUser();
    const res = await lodge(
      cookie,
      caseForm({
        ...VALID_CASE,
        number: '0412 345 678 ext 12',
        alternateNumber: '0413 111 222 / 99',
        email: 'jane.doe@gmail.com or jd@x.io',
        abn: '51 824 753 556 (2)',
        postcode: '0412 345 678',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      number:
        'Number must be one whole phone number for Australia, with its area code (such as 0412 345 678), or start with + and the country code.',
      alternateNumber:
        'Alternate number must be one whole phone number for Australia, with its area code (such as 0412 345 678), or start with + and the country code.',
      email: 'Enter a valid email address.',
      abn: 'ABN must be 11 digits.',
      postcode: 'Enter a valid postcode for Australia, such as 2000.',
    });
    expect(await casesOf(user.id)).toEqual([]);
  });

  it("answers 'Invalid case data.' for a form without readable case fields", async () => {
    const { cookie } = await signedInUser();
    const form = new FormData();
    form.append('case', '{not json');
    const res = await lodge(cookie, form);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid case data.');

    const json = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie },
      payload: VALID_CASE,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Invalid case data.');
  });

  it('reads the case part sent as application/json, as the OpenAPI document describes it', async () => {
    const { user, cookie } = await signedInUser();
    // What `curl -F 'case={…};type=application/json'` sends: a field, no file name, a type.
    const jsonPart = (value: string) =>
      Buffer.from(
        '--b0undary\r\nContent-Disposition: form-data; name="case"\r\n' +
          `Content-Type: application/json\r\n\r\n${value}\r\n--b0undary--\r\n`,
      );
    const send = (value: string) =>
      app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=b0undary' },
        payload: jsonPart(value),
      });
    const res = await send(JSON.stringify(VALID_CASE));
    expect(res.statusCode, res.body).toBe(201);
    expect(await casesOf(user.id)).toHaveLength(1);
    const broken = await send('{not json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('Invalid case data.');
  });

  it('lets only verified plumbers and electricians restrict a case to their trade', async () => {
    const { user, cookie } = await signedInUser();
    const refused = await lodge(cookie, caseForm({ ...VALID_CASE, visibleToPlumbers: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Only verified plumbers can limit a case to plumbers.',
    );
    const electric = await lodge(cookie, caseForm({ ...VALID_CASE, visibleToElectricians: true }));
    expect(electric.json().error.message).toBe(
      'Only verified electricians can limit a case to electricians.',
    );
    expect(await casesOf(user.id)).toEqual([]);

    const plumber = await signedInUser({ verifiedPlumber: true });
    const ok = await lodge(plumber.cookie, caseForm({ ...VALID_CASE, visibleToPlumbers: true }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().case.visibleToPlumbers).toBe(true);
  });
});

describe('POST /api/cases: images', () => {
  it('strips EXIF and GPS from a JPEG and a PNG', async () => {
    const { cookie } = await signedInUser();
    const jpeg = await image('jpeg', { gps: true });
    const png = await image('png', { gps: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const res = await lodge(
      cookie,
      caseForm(VALID_CASE, {
        main: [upload(jpeg, 'gps.jpg', 'image/jpeg')],
        extras: [upload(png, 'gps.png')],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { mainImage, extraImages } = res.json().case;
    for (const ref of [mainImage, extraImages[0]]) {
      for (const url of [ref.url, ref.thumbUrl, `${ref.url}?variant=display`]) {
        const served = await app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        const bytes = served.rawPayload;
        const meta = await sharp(bytes).metadata();
        expect(meta.exif).toBeUndefined();
        expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
      }
    }
  });

  it('refuses a 6 MB file with the spec message and writes nothing', async () => {
    const { user, cookie } = await signedInUser();
    const before = await storedFiles();
    const big = Buffer.concat([await image('png'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await lodge(
      cookie,
      caseForm(VALID_CASE, { main: [upload(await image())], extras: [upload(big, 'big.png')] }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Each image must be less than 5MB.');
    expect(await casesOf(user.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an SVG, even one calling itself a PNG', async () => {
    const { user, cookie } = await signedInUser();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const file of [upload(svg, 'x.svg', 'image/svg+xml'), upload(svg, 'x.png', 'image/png')]) {
      const res = await lodge(cookie, caseForm(VALID_CASE, { main: [file] }));
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe('Only JPEG, PNG, or GIF images are allowed.');
    }
    expect(await casesOf(user.id)).toEqual([]);
  });

  it('allows one main image and at most 6 extras', async () => {
    const { user, cookie } = await signedInUser();
    const png = upload(await image());
    const twoMains = await lodge(cookie, caseForm(VALID_CASE, { main: [png, png] }));
    expect(twoMains.statusCode).toBe(400);
    expect(twoMains.json().error.message).toBe('Only one main image can be uploaded.');

    const sevenExtras = await lodge(
      cookie,
      caseForm(VALID_CASE, { extras: Array.from({ length: 7 }, () => png) }),
    );
    expect(sevenExtras.statusCode).toBe(400);
    expect(sevenExtras.json().error.message).toBe('You can upload a maximum of 6 extra images.');

    const many = await lodge(
      cookie,
      caseForm(VALID_CASE, { main: [png], extras: Array.from({ length: 12 }, () => png) }),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe('You can upload a maximum of 6 extra images.');
    expect(await casesOf(user.id)).toEqual([]);
  });
});

describe('POST /api/cases: rate limits', () => {
  it('asks for 10 minutes between submissions, with 429 and Retry-After', async () => {
    const { user, cookie } = await signedInUser();
    expect((await lodge(cookie, caseForm(VALID_CASE))).statusCode).toBe(201);
    const res = await lodge(cookie, caseForm(VALID_CASE));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Please wait 10 minutes before submitting again.');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await casesOf(user.id)).toHaveLength(1);

    const status = await app.inject({
      method: 'GET',
      url: '/api/my/submission-limit',
      headers: { cookie },
    });
    expect(status.json().message).toBe('Please wait 10 minutes before submitting again.');
  });

  it('lets a new account lodge 1 case on its first day (docs/decisions/0028)', async () => {
    const madeAt = Date.now() - 5 * 60 * 60_000; // made 5 hours ago
    const { user, cookie } = await signedInUser({ createdAt: new Date(madeAt) });
    // Its first case came 20 minutes ago: past the 10-minute gap, within the first day.
    await db
      .insert(submissions)
      .values({ userId: user.id, country: 'AU', createdAt: new Date(Date.now() - 20 * 60_000) });
    const res = await lodge(cookie, caseForm(VALID_CASE));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      LIMITS_MESSAGES.firstDaySubmissionLimit(19 * 60 * 60_000),
    );
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(18 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(19 * 60 * 60);
    // The refusal itself carries the end as data (issue 38): the first day's end, as ISO 8601;
    // the message writes no instant, so there is no untilText to replace.
    const refusal = res.json().error;
    expect(refusal.until).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(refusal.until) - (madeAt + 24 * 60 * 60_000))).toBeLessThan(60_000);
    expect(refusal).not.toHaveProperty('untilText');
    expect(await casesOf(user.id)).toHaveLength(0);
    const status = await app.inject({
      method: 'GET',
      url: '/api/my/submission-limit',
      headers: { cookie },
    });
    // The page writes the exact end below the rule (issue 45): no relative phrase beside it.
    expect(status.json().message).toBe(LIMITS_MESSAGES.firstDaySubmissionRule);
    expect(status.json().reason).toBe('first_day');
    // The end as data (issue 38): the page says until when, in its reader's zone.
    const firstDayEnds = madeAt + 24 * 60 * 60_000;
    expect(Math.abs(Date.parse(status.json().until) - firstDayEnds)).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(status.json().firstDayEndsAt) - firstDayEnds)).toBeLessThan(60_000);
    // Its first case itself is lodged as usual, the rule told before it.
    const fresh = await signedInUser({ createdAt: new Date() });
    const before = await app.inject({
      method: 'GET',
      url: '/api/my/submission-limit',
      headers: { cookie: fresh.cookie },
    });
    expect(before.json().message).toBeNull();
    expect(before.json().firstDayEndsAt).not.toBeNull();
    expect((await lodge(fresh.cookie, caseForm(VALID_CASE))).statusCode).toBe(201);
  });

  it('counts the minutes left', async () => {
    const { user, cookie } = await signedInUser();
    await db
      .insert(submissions)
      .values({ userId: user.id, country: 'AU', createdAt: new Date(Date.now() - 7.5 * 60_000) });
    const res = await lodge(cookie, caseForm(VALID_CASE));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Please wait 3 minutes before submitting again.');
    // 2.5 minutes from the moment of the refusal, as data.
    const wait = Date.parse(res.json().error.until) - Date.now();
    expect(wait).toBeGreaterThan(2 * 60_000);
    expect(wait).toBeLessThanOrEqual(2.5 * 60_000);
  });

  it('allows at most 20 submissions in 24 hours', async () => {
    const { user, cookie } = await signedInUser();
    const hour = 60 * 60_000;
    const free = await app.inject({
      method: 'GET',
      url: '/api/my/submission-limit',
      headers: { cookie },
    });
    expect(free.json()).toEqual({
      message: null,
      reason: null,
      retryAfterSeconds: null,
      until: null,
      firstDayEndsAt: null,
    });

    // 20 submissions, hourly: the oldest 23 hours ago, the newest 4 hours ago.
    await db.insert(submissions).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: user.id,
        country: 'AU',
        createdAt: new Date(Date.now() - 23 * hour + i * hour),
      })),
    );
    const res = await lodge(cookie, caseForm(VALID_CASE));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'You have reached the maximum number of submissions (20) in the last 24 hours.',
    );
    // Free again when the oldest leaves the window, an hour from now.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3590);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // ...and the refusal says that instant as data (issue 38), agreeing with Retry-After.
    const until = Date.parse(res.json().error.until);
    expect(until - Date.now()).toBeGreaterThan(3580_000);
    expect(until - Date.now()).toBeLessThanOrEqual(3600_000);

    // A submission older than 24 hours no longer counts.
    const other = await signedInUser();
    await db.insert(submissions).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: other.user.id,
        country: 'AU',
        createdAt: new Date(Date.now() - 25 * hour - i * 60_000),
      })),
    );
    expect((await lodge(other.cookie, caseForm(VALID_CASE))).statusCode).toBe(201);
  });

  it('lets exactly one of 5 parallel submissions through, leaving no stray files', async () => {
    const { user, cookie } = await signedInUser();
    const before = (await storedFiles()).length;
    const main = await image('png');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        lodge(cookie, caseForm(VALID_CASE, { main: [upload(main)] })),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 429, 429, 429, 429]);
    expect(await casesOf(user.id)).toHaveLength(1);
    const subs = await db.select().from(submissions).where(eq(submissions.userId, user.id));
    expect(subs).toHaveLength(1);
    // The winner's main image, thumbnail and display rendition; the refused ones removed theirs.
    expect((await storedFiles()).length - before).toBe(3);
  });
});

describe('postcodes that leetspeak read as swearing (issue 22, decision 0034)', () => {
  it.each([
    ['GB', 'N16 0AA', '020 7946 0123'],
    ['GB', 'NN16 6AA', '020 7946 0124'],
    ['CA', 'A5S 0A0', '416-555-0111'],
  ])('lodges a %s case at %s', async (country, postcode, number) => {
    const { user, cookie } = await signedInUser({ country });
    const res = await lodge(
      cookie,
      caseForm({
        ...VALID_CASE,
        abn: '',
        acn: '',
        alternateNumber: '',
        country,
        postcode,
        number,
        details: `${VALID_CASE.details} Quote 3 n16 attached.`,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await casesOf(user.id)).toHaveLength(1);
  });
});
