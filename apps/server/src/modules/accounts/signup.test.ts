import { MESSAGES } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie, testUsername } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { linkToken, readOutbox, waitForMail } from '../../../test/outbox.js';
import { emailTokens, sessions, users } from '../../db/schema/index.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { sha256 } from './tokens.js';

const { app, database, config } = await buildTestApp({ PUBLIC_URL: 'https://forewarn.example' });
const { db } = database;

let n = 0;
const fresh = () => {
  n += 1;
  return {
    email: `new-${n}-${Date.now()}@example.test`,
    password: 'a long password',
    username: testUsername(`newbie_${n}`),
    country: 'NZ',
  };
};

// Sign-ups are capped per client address (5 an hour): each comes from an address of its own,
// except where a test is about that cap.
let addresses = 0;
// Each in a /24 of its own: a /24 makes 20 accounts an hour before it needs proof of work.
const newAddress = () => `10.113.${++addresses}.1`;

const signup = (body: Record<string, unknown>, remoteAddress = newAddress()) =>
  app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress });

const userByEmail = async (email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();

describe('POST /api/auth/signup', () => {
  it('creates an unverified account, hashes the password with argon2id and signs nobody in', async () => {
    const body = { ...fresh(), email: '  Mixed.Case@Example.TEST ', username: '  spaced_name  ' };
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'verification_sent' });
    expect(res.headers['set-cookie']).toBeUndefined();

    const user = await userByEmail('mixed.case@example.test');
    expect(user).toMatchObject({
      email: 'mixed.case@example.test',
      username: 'spaced_name',
      country: 'NZ',
      emailVerified: false,
      phoneVerified: false,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(body.password);
  });

  it('emails a single-use verification link to the public address, storing only its hash', async () => {
    const body = fresh();
    expect((await signup(body)).statusCode).toBe(201);
    const mail = await waitForMail(config.dataDir, body.email, { subject: /Verify/ });
    const link = mail.links[0] ?? '';
    expect(link.startsWith('https://forewarn.example/VerifyEmail?token=')).toBe(true);
    const token = linkToken(mail, 'VerifyEmail');

    const user = await userByEmail(body.email);
    const rows = await db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(rows[0]?.purpose).toBe('verify_email');
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(5000);
  });

  it.each([
    [{ email: 'nope' }, 'email', 'Enter a valid email address.'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters.'],
    [{ username: '   ' }, 'username', 'Username is required.'],
    [{ country: '' }, 'country', 'Please select a country'],
    [{ country: 'FR' }, 'country', 'Please select a country'],
  ])('refuses %j with the message for %s', async (override, field, message) => {
    const res = await signup({ ...fresh(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('accepts every one of the six countries, New Zealand included', async () => {
    for (const country of ['AU', 'US', 'CA', 'GB', 'NZ', 'IE']) {
      expect((await signup({ ...fresh(), country })).statusCode).toBe(201);
    }
  });

  it('refuses a username taken in any letter case, with the spec message', async () => {
    const first = fresh();
    await signup(first);
    const res = await signup({ ...fresh(), username: ` ${first.username.toUpperCase()} ` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Username already taken. Please choose another.');
  });

  it('refuses a look-alike of a username in full-width letters as the name it looks like', async () => {
    const first = { ...fresh(), username: `fw_${Date.now() % 1_000_000}` };
    await signup(first);
    const wide = [...first.username]
      .map((ch) => String.fromCodePoint((ch.codePointAt(0) ?? 0) + 0xfee0))
      .join('');
    const body = { ...fresh(), username: wide };
    const res = await signup(body);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Username already taken. Please choose another.');
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('refuses a look-alike of a username made with an invisible character, and creates no account', async () => {
    const first = fresh();
    await signup(first);
    for (const username of [`${first.username}\u200b`, `\u202e${first.username}`]) {
      const body = { ...fresh(), username };
      const res = await signup(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.username).toBe(MESSAGES.usernameInvisibleCharacters);
      expect(await userByEmail(body.email)).toBeUndefined();
    }
  });

  it('lets exactly one of 20 simultaneous sign-ups with one username win', async () => {
    const username = `racer_${Date.now() % 1_000_000}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signup({ ...fresh(), email: `racer-${i}-${Date.now()}@example.test`, username }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().error.message).toBe('Username already taken. Please choose another.');
    }
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    expect(row?.count).toBe(1);
  });

  it('answers an existing email exactly like a new one, and mails its owner a notice instead', async () => {
    const owner = await makeUser(db, { email: `owner-${Date.now()}@example.test` });
    const before = (await readOutbox(config.dataDir)).length;
    const res = await signup({ ...fresh(), email: owner.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'verification_sent' });
    expect(res.headers['set-cookie']).toBeUndefined();

    const notice = await waitForMail(config.dataDir, owner.email, { after: before });
    expect(notice.subject).toBe('Someone tried to sign up to Forewarn with your email address');
    expect(notice.text).toContain('https://forewarn.example/ForgotPassword');
    expect(notice.links.some((l) => l.includes('VerifyEmail'))).toBe(false);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${owner.email})`);
    expect(row?.count).toBe(1);
  });

  it('mails the owner at most one notice an hour, however many sign-ups use the email', async () => {
    const owner = await makeUser(db, { email: `flooded-${Date.now()}@example.test` });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => signup({ ...fresh(), email: owner.email })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const again = await signup({ ...fresh(), email: owner.email });
    expect(again.statusCode).toBe(201);
    // Sign-up answers after its mail is written, so the outbox is complete here.
    const notices = (await readOutbox(config.dataDir)).filter((m) => m.to === owner.email);
    expect(notices).toHaveLength(1);

    // An hour later, a new attempt is worth telling the owner about again.
    await db
      .update(users)
      .set({ existingAccountNoticeAt: sql`now() - interval '61 minutes'` })
      .where(eq(users.id, owner.id));
    expect((await signup({ ...fresh(), email: owner.email })).statusCode).toBe(201);
    const later = (await readOutbox(config.dataDir)).filter((m) => m.to === owner.email);
    expect(later).toHaveLength(2);
  });

  it('still says the username is taken when the email exists too', async () => {
    const owner = await makeUser(db);
    const other = await makeUser(db);
    const res = await signup({ ...fresh(), email: owner.email, username: other.username });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Username already taken. Please choose another.');
  });

  it('holds the username of a sign-up whose email is registered, as a new account would', async () => {
    const owner = await makeUser(db);
    const probe = fresh();
    expect((await signup({ ...probe, email: owner.email })).statusCode).toBe(201);
    // Were the username still free, a stranger would learn that owner.email is registered.
    const res = await signup({ ...fresh(), username: probe.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Username already taken. Please choose another.');
    const renamer = await makeUser(db);
    const rename = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: await sessionCookie(db, renamer.id) },
      payload: { username: probe.username },
    });
    expect(rename.statusCode).toBe(409);
    // The registered email's second try with the same username is answered the same way.
    expect((await signup({ ...probe, email: owner.email })).statusCode).toBe(409);
  });

  it('takes an optional profile image in the same multipart request and serves it as the avatar', async () => {
    const body = fresh();
    const form = multipartBody(body, [
      { field: 'profileImage', filename: 'me.png', type: 'image/png', bytes: await png() },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      ...form,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
    const user = await userByEmail(body.email);
    expect(user?.profileImageKey).toMatch(new RegExp(`^profileImages/${user?.id}/.+\\.jpg$`));

    const avatar = await app.inject({ method: 'GET', url: `/api/users/${user?.id}/avatar` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/jpeg');
    expect(avatar.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('accepts a multipart form without an image, and an empty file input', async () => {
    const body = fresh();
    const form = multipartBody(body, [
      {
        field: 'profileImage',
        filename: '',
        type: 'application/octet-stream',
        bytes: Buffer.alloc(0),
      },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      ...form,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect((await userByEmail(body.email))?.profileImageKey).toBeNull();
  });

  it('refuses a profile image that is not a JPEG, PNG or GIF, and creates no account', async () => {
    const body = fresh();
    const form = multipartBody(body, [
      {
        field: 'profileImage',
        filename: 'me.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      ...form,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only JPEG, PNG, or GIF images are allowed.');
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('refuses a profile image over 5 MB, and creates no account', async () => {
    const body = fresh();
    const form = multipartBody(body, [
      {
        field: 'profileImage',
        filename: 'big.png',
        type: 'image/png',
        // A PNG's first bytes (anything else is refused by them, before its size is known).
        bytes: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(5 * 1024 * 1024 + 1, 1),
        ]),
      },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      ...form,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Each image must be less than 5MB.');
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('validates multipart fields with the same rules as JSON', async () => {
    const form = multipartBody({ ...fresh(), country: '' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      ...form,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.country).toBe('Please select a country');
  });
});

describe('POST /api/auth/verify-email', () => {
  async function signedUp() {
    const body = fresh();
    await signup(body);
    const mail = await waitForMail(config.dataDir, body.email, { subject: /Verify/ });
    return { body, token: linkToken(mail, 'VerifyEmail') };
  }
  const verify = (token: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('verifies the email and signs the account in with a Secure HttpOnly cookie', async () => {
    const { body, token } = await signedUp();
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: body.email, emailVerified: true });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect((await userByEmail(body.email))?.emailVerified).toBe(true);

    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` },
    });
    expect(session.json().user.email).toBe(body.email);
  });

  it('works once only', async () => {
    const { token } = await signedUp();
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link is invalid or has expired.');
  });

  it('refuses an expired link', async () => {
    const { body, token } = await signedUp();
    await db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, sha256(token)));
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect((await userByEmail(body.email))?.emailVerified).toBe(false);
  });

  it('refuses a made-up token and a reset-password token', async () => {
    expect((await verify('made-up')).statusCode).toBe(400);
    const user = await makeUser(db, { emailVerified: false });
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const reset = await waitForMail(config.dataDir, user.email, { subject: /Reset/ });
    expect((await verify(linkToken(reset, 'ResetPassword'))).statusCode).toBe(400);
    expect((await userByEmail(user.email))?.emailVerified).toBe(false);
  });

  it('does not sign in a second time when the link is opened by the signed-in owner', async () => {
    const { body, token } = await signedUp();
    const user = await userByEmail(body.email);
    const { sessionCookie } = await import('../../../test/factories.js');
    const cookie = await sessionCookie(db, user?.id ?? '');
    const res = await verify(token, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
  });
});
