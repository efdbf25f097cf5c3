import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie, testUsername } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { linkToken, readOutbox, waitForMail } from '../../../test/outbox.js';
import { emailTokens, users } from '../../db/schema/index.js';

const { app, database, config } = await buildTestApp();
const { db } = database;

// A second app whose mail relay is down.
const { app: failing, database: failingDb } = await buildTestApp(
  {},
  {
    mail: {
      async send() {
        throw new Error('relay down');
      },
    },
  },
);

const DAY = 24 * 3600_000;

async function signedIn(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, overrides);
  return { user, cookie: await sessionCookie(db, user.id) };
}

const patch = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: '/api/account', headers: { cookie }, payload });

const rowOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/account', () => {
  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/account' });
    expect(res.statusCode).toBe(401);
  });

  it('shows the profile and the state of its rules, never the password hash', async () => {
    const { user, cookie } = await signedIn({
      phoneNumber: '+61412345678',
      verifiedPhoneNumber: '+61412345678',
      phoneVerified: true,
      phoneAttempts: 1,
    });
    const res = await app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      username: user.username,
      country: 'AU',
      emailVerified: true,
      phoneNumber: '+61412345678',
      phoneVerified: true,
      profileImageUrl: null,
      verifiedPlumber: false,
      verifiedElectrician: false,
      role: 'user',
      suspension: null,
      language: 'en',
      phoneAttemptsRemaining: 1,
      phoneBlockedDays: 0,
      usernameChangeableAt: null,
      pendingEmail: null,
    });
  });
});

describe('PATCH /api/account: username', () => {
  it('needs a signed-in user', async () => {
    expect((await patch('', { username: 'x' })).statusCode).toBe(401);
  });

  it('changes the username (trimmed) and starts the 100-day cool-down', async () => {
    const { user, cookie } = await signedIn();
    // testUsername: a made-up name can spell something the profanity filter refuses (CI, 2026-11-27).
    const name = testUsername('renamed');
    const res = await patch(cookie, { username: `  ${name} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(name);
    const changeable = new Date(res.json().usernameChangeableAt).getTime();
    expect(Math.abs(changeable - (Date.now() + 100 * DAY))).toBeLessThan(60_000);
    expect((await rowOf(user.id))?.usernameLastChanged).toBeInstanceOf(Date);
  });

  it('refuses a second change within 100 days, with Retry-After', async () => {
    const { user, cookie } = await signedIn({
      usernameLastChanged: new Date(Date.now() - 99 * DAY),
    });
    const res = await patch(cookie, { username: testUsername('again') });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Username can only be changed once every 100 days.');
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(DAY / 1000 - 60);
    expect(retry).toBeLessThanOrEqual(DAY / 1000);
    expect((await rowOf(user.id))?.username).toBe(user.username);
  });

  it('allows a change after 100 days', async () => {
    const { cookie } = await signedIn({ usernameLastChanged: new Date(Date.now() - 101 * DAY) });
    expect((await patch(cookie, { username: testUsername('later') })).statusCode).toBe(200);
  });

  it('saving the same username is not a change', async () => {
    const { user, cookie } = await signedIn({ usernameLastChanged: new Date(Date.now() - DAY) });
    const res = await patch(cookie, { username: user.username });
    expect(res.statusCode).toBe(200);
  });

  it('lets only one of two simultaneous renames through', async () => {
    const { cookie } = await signedIn();
    const results = await Promise.all([
      patch(cookie, { username: testUsername('twin_a') }),
      patch(cookie, { username: testUsername('twin_b') }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
  });

  it('refuses a username another user has, in any letter case', async () => {
    const other = await makeUser(db);
    const { cookie } = await signedIn();
    const res = await patch(cookie, { username: other.username?.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Username already taken. Please choose another.');
  });

  it('refuses an empty or rude username', async () => {
    const { cookie } = await signedIn();
    expect((await patch(cookie, { username: '  ' })).json().error.message).toBe(
      'Username is required.',
    );
    expect((await patch(cookie, { username: 'fuck' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/account: phone number', () => {
  it('refuses a number that was never verified', async () => {
    const { user, cookie } = await signedIn();
    const res = await patch(cookie, { phoneNumber: '0412 345 678' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please verify your phone number before saving.');
    expect((await rowOf(user.id))?.phoneNumber).toBeNull();
  });

  it('refuses a number other than the last verified one', async () => {
    const { cookie } = await signedIn({
      phoneNumber: '+61412345678',
      verifiedPhoneNumber: '+61412345678',
      phoneVerified: true,
    });
    const res = await patch(cookie, { phoneNumber: '0498 765 432' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.phoneNumber).toBe(
      'Please verify your phone number before saving.',
    );
  });

  it('saves the last verified number, in whatever shape it is typed', async () => {
    // A number no other account of this file holds verified (one account at a time).
    const { user, cookie } = await signedIn({ verifiedPhoneNumber: '+61412345600' });
    const res = await patch(cookie, { phoneNumber: '+61 412 345 600' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phoneNumber: '+61412345600', phoneVerified: true });
    expect((await rowOf(user.id))?.phoneNumber).toBe('+61412345600');
  });

  it("checks the pattern of the user's country", async () => {
    const { cookie } = await signedIn({ country: 'IE' });
    const res = await patch(cookie, { phoneNumber: '0412 345 678' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Enter a valid mobile number for Ireland (085 123 4567)');
  });

  it('removes the phone when saved empty', async () => {
    const { cookie } = await signedIn({
      phoneNumber: '+61412345678',
      verifiedPhoneNumber: '+61412345678',
      phoneVerified: true,
    });
    const res = await patch(cookie, { phoneNumber: '' });
    expect(res.json()).toMatchObject({ phoneNumber: null, phoneVerified: false });
  });

  it('changes nothing when one part of a save is refused', async () => {
    const { user, cookie } = await signedIn();
    const res = await patch(cookie, {
      username: testUsername('both'),
      phoneNumber: '0412345678',
    });
    expect(res.statusCode).toBe(400);
    expect((await rowOf(user.id))?.username).toBe(user.username);
  });
});

describe('profile image', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: '#06c' } })
      .png()
      .toBuffer();
  const upload = async (cookie: string, bytes: Buffer, type = 'image/png') =>
    app.inject({
      method: 'POST',
      url: '/api/account/profile-image',
      ...(() => {
        const form = multipartBody({}, [{ field: 'profileImage', filename: 'x', type, bytes }]);
        return { payload: form.payload, headers: { ...form.headers, cookie } };
      })(),
    });

  it('needs a signed-in user', async () => {
    expect((await upload('', await png())).statusCode).toBe(401);
  });

  it('answers a 0-byte image 415, as every other upload path does (issue 22)', async () => {
    const { cookie } = await signedIn();
    const res = await upload(cookie, Buffer.alloc(0));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'unsupported_media_type',
      message: 'Only JPEG, PNG, or GIF images are allowed.',
    });
  });

  it('replaces the image, serves it, and deletes the old file', async () => {
    const { user, cookie } = await signedIn();
    const first = await upload(cookie, await png());
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().profileImageUrl as string;
    expect(firstUrl.startsWith(`/api/users/${user.id}/avatar`)).toBe(true);
    const firstKey = (await rowOf(user.id))?.profileImageKey ?? '';

    const second = await upload(cookie, await png());
    expect(second.json().profileImageUrl).not.toBe(firstUrl);
    expect(await app.deps.storage.exists(firstKey)).toBe(false);

    const avatar = await app.inject({ method: 'GET', url: second.json().profileImageUrl });
    expect(avatar.statusCode).toBe(200);
    const etag = avatar.headers.etag as string;
    const again = await app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/avatar`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('strips metadata: the stored image is re-encoded', async () => {
    const { user, cookie } = await signedIn();
    const withExif = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#fff' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret place'))).toBe(true);
    await upload(cookie, withExif, 'image/jpeg');
    const avatar = await app.inject({ method: 'GET', url: `/api/users/${user.id}/avatar` });
    expect(avatar.rawPayload.includes(Buffer.from('secret place'))).toBe(false);
  });

  it('refuses two images, a file in another field and a cut-off form, in the member’s language', async () => {
    const form = async (cookie: string, files: { field: string; bytes: Buffer }[]) => {
      const body = multipartBody(
        {},
        files.map(({ field, bytes }) => ({ field, filename: 'x.png', type: 'image/png', bytes })),
      );
      return app.inject({
        method: 'POST',
        url: '/api/account/profile-image',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    const image = await png();
    const english = (await signedIn()).cookie;
    const french = (await signedIn({ language: 'fr-CA' })).cookie;
    const two = [
      { field: 'profileImage', bytes: image },
      { field: 'profileImage', bytes: image },
    ];
    const twoEn = await form(english, two);
    expect(twoEn.statusCode).toBe(400);
    expect(twoEn.json().error.message).toBe('Only one image can be uploaded.');
    expect((await form(french, two)).json().error.message).toBe(
      'Une seule image peut être téléversée.',
    );
    const elsewhere = [{ field: 'avatar', bytes: image }];
    expect((await form(english, elsewhere)).json().error.message).toBe('Unexpected file: avatar');
    const elsewhereFr = await form(french, elsewhere);
    expect(elsewhereFr.statusCode).toBe(400);
    expect(elsewhereFr.json().error.message).toBe('Fichier inattendu\u00a0: avatar');
    const cutOff = await app.inject({
      method: 'POST',
      url: '/api/account/profile-image',
      headers: { cookie: french, 'content-type': 'multipart/form-data; boundary=----x' },
      payload:
        '------x\r\nContent-Disposition: form-data; name="profileImage"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expect(cutOff.statusCode).toBe(400);
    expect(cutOff.json().error).toEqual({
      code: 'invalid_input',
      message:
        'Une partie de ce que vous avez envoyé n’a pas pu être lue. Veuillez vérifier et réessayer.',
    });
  });

  it('refuses a file that is not an image', async () => {
    const { cookie } = await signedIn();
    const res = await upload(cookie, Buffer.from('GIF? no, text'), 'image/gif');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only JPEG, PNG, or GIF images are allowed.');
  });

  it('removes the image', async () => {
    const { user, cookie } = await signedIn();
    await upload(cookie, await png());
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/account/profile-image',
      headers: { cookie },
    });
    expect(res.json().profileImageUrl).toBeNull();
    const avatar = await app.inject({ method: 'GET', url: `/api/users/${user.id}/avatar` });
    expect(avatar.statusCode).toBe(404);
  });

  it('answers 404 for users without an image and for ids that are not ids', async () => {
    const user = await makeUser(db);
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${user.id}/avatar` })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/users/nope/avatar' })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/auth/resend-verification', () => {
  const resend = (cookie: string) =>
    app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie } });

  it('needs a signed-in user', async () => {
    expect((await resend('')).statusCode).toBe(401);
  });

  it('mails a fresh link that verifies the email', async () => {
    const { user, cookie } = await signedIn({ emailVerified: false });
    const res = await resend(cookie);
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(config.dataDir, user.email, { subject: /Verify/ });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken(mail, 'VerifyEmail') },
      headers: { cookie },
    });
    expect(verified.statusCode).toBe(200);
    expect((await rowOf(user.id))?.emailVerified).toBe(true);
  });

  it('refuses an already verified email', async () => {
    const { cookie } = await signedIn({ emailVerified: true });
    const res = await resend(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Your email address is already verified.');
  });

  it('sends at most one email a minute, even to simultaneous clicks', async () => {
    const { user, cookie } = await signedIn({ emailVerified: false });
    const before = (await readOutbox(config.dataDir)).length;
    const results = await Promise.all([resend(cookie), resend(cookie), resend(cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    const limited = results.find((r) => r.statusCode === 429);
    expect(limited?.json().error.message).toMatch(
      /^Please wait \d+ seconds? before asking for another email\.$/,
    );
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    const sent = (await readOutbox(config.dataDir))
      .slice(before)
      .filter((m) => m.to === user.email);
    expect(sent).toHaveLength(1);

    await db
      .update(emailTokens)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(emailTokens.userId, user.id));
    expect((await resend(cookie)).statusCode).toBe(200);
  });

  it('reports a mail that could not be sent', async () => {
    const user = await makeUser(failingDb.db, { emailVerified: false });
    const cookie = await sessionCookie(failingDb.db, user.id);
    const res = await failing.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('The email could not be sent. Please try again later.');
    // Every 503 says when to come back, as the document promises.
    expect(res.headers['retry-after']).toBe('30');
  });
});

describe('OpenAPI', () => {
  it('describes the account routes', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of [
      '/api/auth/signup',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/account',
      '/api/account/profile-image',
      '/api/users/{id}/avatar',
      '/api/phone/send-verification',
      '/api/phone/verify-otp',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
