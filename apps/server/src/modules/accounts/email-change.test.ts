import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { DEFAULT_PASSWORD, makeUser, sessionCookie } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { linkToken, readOutbox, waitForMail } from '../../../test/outbox.js';
import { users } from '../../db/schema/index.js';

// Changing the email address (issue 17): a link to the new address, a notice to the old one,
// and the old address in force until the link is opened.

const { app, database, config } = await buildTestApp();
const { db } = database;

let serial = 0;
const newAddress = () => `moved-${Date.now()}-${++serial}@example.test`;

async function signedIn() {
  const user = await makeUser(db);
  return { user, cookie: await sessionCookie(db, user.id) };
}

// A save that changes the email sends mail, capped per client address (10 an hour): each comes
// from an address of its own here.
let addresses = 0;
// A new email needs the current password (issue 22, reauthentication.test.ts): every user here
// has the factories' default one, sent unless a test sends its own.
const patch = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: '/api/account',
    headers: { cookie },
    payload: 'email' in payload ? { currentPassword: DEFAULT_PASSWORD, ...payload } : payload,
    remoteAddress: `203.0.113.${++addresses}`,
  });
const account = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
const verify = (token: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    ...(cookie ? { headers: { cookie } } : {}),
  });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const tinyPng = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
const rowOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

async function changeLink(to: string) {
  const mail = await waitForMail(config.dataDir, to, { subject: /Confirm your new email/ });
  return linkToken(mail, 'VerifyEmail');
}

describe('PATCH /api/account: email', () => {
  it('mails a link to the new address and a notice to the old; the old stays in force', async () => {
    const { user, cookie } = await signedIn();
    const to = newAddress();
    const res = await patch(cookie, { email: `  ${to.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: to });
    expect((await account(cookie)).json().pendingEmail).toBe(to);

    await changeLink(to);
    const notice = await waitForMail(config.dataDir, user.email, { subject: /being changed/ });
    expect(notice.text).toContain(to);
    expect(notice.links.some((l) => l.includes('/UndoEmailChange?token='))).toBe(true);

    expect((await rowOf(user.id))?.email).toBe(user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(to, user.password)).statusCode).toBe(401);
  });

  it('switches the address when the link is opened, verified, and the old one stops working', async () => {
    const { user, cookie } = await signedIn();
    const to = newAddress();
    await patch(cookie, { email: to });
    const res = await verify(await changeLink(to), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: to, emailVerified: true });

    const after = (await account(cookie)).json();
    expect(after).toMatchObject({ email: to, emailVerified: true, pendingEmail: null });
    expect((await login(to, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('works for an unverified account too, and verifies it', async () => {
    const user = await makeUser(db, { emailVerified: false });
    const cookie = await sessionCookie(db, user.id);
    const to = newAddress();
    await patch(cookie, { email: to });
    expect((await verify(await changeLink(to))).statusCode).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ email: to, emailVerified: true });
  });

  it('uses a link once', async () => {
    const { cookie } = await signedIn();
    const to = newAddress();
    await patch(cookie, { email: to });
    const token = await changeLink(to);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This link is invalid or has expired.');
  });

  it('a newer change retires the older link', async () => {
    const { user, cookie } = await signedIn();
    const first = newAddress();
    const second = newAddress();
    await patch(cookie, { email: first });
    const oldToken = await changeLink(first);
    const res = await patch(cookie, { email: second });
    expect(res.json().pendingEmail).toBe(second);
    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await rowOf(user.id))?.email).toBe(user.email);
    expect((await verify(await changeLink(second))).statusCode).toBe(200);
    expect((await rowOf(user.id))?.email).toBe(second);
  });

  it('asking for the current address cancels a pending change', async () => {
    const { user, cookie } = await signedIn();
    const to = newAddress();
    await patch(cookie, { email: to });
    const token = await changeLink(to);
    const res = await patch(cookie, { email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().pendingEmail).toBeNull();
    expect((await verify(token)).statusCode).toBe(400);
  });

  it("answers the same for another account's address, and mails that owner, not a link", async () => {
    const { user, cookie } = await signedIn();
    const other = await makeUser(db);
    const before = (await readOutbox(config.dataDir)).length;
    const res = await patch(cookie, { email: other.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, pendingEmail: other.email });

    const mail = await waitForMail(config.dataDir, other.email, { after: before });
    expect(mail.subject).toBe('Someone tried to use your email address on Forewarn');
    expect(mail.links.some((l) => l.includes('/VerifyEmail'))).toBe(false);
    await waitForMail(config.dataDir, user.email, { subject: /being changed/, after: before });
    expect((await rowOf(user.id))?.email).toBe(user.email);
    expect((await rowOf(other.id))?.email).toBe(other.email);
  });

  it('refuses the switch with 409 if the address got an account meanwhile (unique index)', async () => {
    const { user, cookie } = await signedIn();
    const to = newAddress();
    await patch(cookie, { email: to });
    const token = await changeLink(to);
    await makeUser(db, { email: to });

    const res = await verify(token, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'That email address is now used by another account, so your email was not changed.',
    );
    expect((await rowOf(user.id))?.email).toBe(user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets only one of two accounts take the same new address', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const to = newAddress();
    await patch(a.cookie, { email: to });
    const tokenA = await changeLink(to);
    await patch(b.cookie, { email: to });
    // The address is still free, so b also got a link: the newest mail to it.
    const tokenB = await changeLink(to);
    expect(tokenB).not.toBe(tokenA);
    const results = await Promise.all([verify(tokenA), verify(tokenB)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const owners = await db.select().from(users).where(eq(users.email, to));
    expect(owners).toHaveLength(1);
  });

  it('refuses an invalid address with 400', async () => {
    const { cookie } = await signedIn();
    const res = await patch(cookie, { email: 'not an address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Enter a valid email address.');
  });

  it('limits changes to 5 an hour', async () => {
    const { cookie } = await signedIn();
    for (let i = 0; i < 5; i++) {
      expect((await patch(cookie, { email: newAddress() })).statusCode).toBe(200);
    }
    const res = await patch(cookie, { email: newAddress() });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'Too many email changes requested. Please try again later.',
    );
  });
});

describe('every field an account route accepts does something', () => {
  it('PATCH /api/account refuses an unknown field with 400 and changes nothing', async () => {
    const { user, cookie } = await signedIn();
    const res = await patch(cookie, { username: 'fine_name', nickname: 'x' });
    expect(res.statusCode).toBe(400);
    expect((await rowOf(user.id))?.username).toBe(user.username);
  });

  it.each([
    ['/api/auth/login', { email: 'a@example.test', password: 'x', remember: true }],
    ['/api/auth/forgot-password', { email: 'a@example.test', extra: 1 }],
    ['/api/auth/reset-password', { token: 't', password: 'long enough pw', email: 'x' }],
    ['/api/auth/verify-email', { token: 't', email: 'a@example.test' }],
    [
      '/api/auth/signup',
      {
        email: 'a@example.test',
        password: 'long enough pw',
        username: 'someone',
        country: 'AU',
        role: 'admin',
      },
    ],
  ])('POST %s refuses an unknown field with 400', async (url, payload) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
  });

  it('POST /api/account/profile-image refuses form fields besides the image', async () => {
    const { cookie } = await signedIn();
    const { payload, headers } = multipartBody({ username: 'sneaky' }, [
      { field: 'profileImage', filename: 'me.png', type: 'image/png', bytes: await tinyPng() },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/profile-image',
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('POST /api/auth/resend-verification and logout refuse fields they do not take', async () => {
    const user = await makeUser(db, { emailVerified: false });
    const cookie = await sessionCookie(db, user.id);
    for (const url of ['/api/auth/resend-verification', '/api/auth/logout']) {
      const res = await app.inject({ method: 'POST', url, headers: { cookie }, payload: { a: 1 } });
      expect(res.statusCode).toBe(400);
    }
  });
});
