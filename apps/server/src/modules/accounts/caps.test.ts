import { MESSAGES } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, testUsername } from '../../../test/factories.js';
import { readOutbox, waitForMail } from '../../../test/outbox.js';
import { createRecordingSms } from '../../../test/recording-sms.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import { DAY_MS, HOUR_MS } from '../rate-limits/limits.js';

// Issue 22: security mail is never suppressed by a cap strangers can fill; every other text
// and mail goes through its cap; unverified accounts cannot message, dispute or ask for
// codes; asking for a code to a number verified elsewhere answers as for a free number.

const recording = createRecordingSms();
const { app, database, config } = await buildTestApp({}, { sms: recording.sms });
const { db } = database;

let addresses = 0;
const nextAddress = () => `203.0.${Math.floor(++addresses / 200)}.${(addresses % 200) + 1}`;

/** Fills a subject's hour and day counters of `scope` up to their cap, as strangers would. */
async function fill(subject: string, scopes: { scope: string; windowMs: number; count: number }[]) {
  const now = Date.now();
  for (const { scope, windowMs, count } of scopes) {
    const start = Math.floor(now / windowMs) * windowMs;
    for (const windowStart of [start, start + windowMs]) {
      await db
        .insert(rateLimitCounters)
        .values({ scope, subject, windowStart: new Date(windowStart), count })
        .onConflictDoUpdate({
          target: [
            rateLimitCounters.scope,
            rateLimitCounters.subject,
            rateLimitCounters.windowStart,
          ],
          set: { count },
        });
    }
  }
}
const fillMailCap = (email: string) =>
  fill(email.toLowerCase(), [
    { scope: 'mail-recipient:hour', windowMs: HOUR_MS, count: 5 },
    { scope: 'mail-recipient:day', windowMs: DAY_MS, count: 10 },
  ]);
const fillSmsCap = (number: string) =>
  fill(number, [
    { scope: 'sms-number:hour', windowMs: HOUR_MS, count: 3 },
    { scope: 'sms-number:day', windowMs: DAY_MS, count: 6 },
  ]);

const mailsTo = async (email: string) =>
  (await readOutbox(config.dataDir)).filter((m) => m.to.toLowerCase() === email.toLowerCase());

const post = (url: string, payload: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress: nextAddress(),
  });

async function signedIn(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, overrides);
  return { user, cookie: await sessionCookie(db, user.id) };
}

describe('security mail past the per-recipient cap', () => {
  it('sends the reset and verification mails, and holds back ordinary notices', async () => {
    const { user, cookie } = await signedIn({ emailVerified: false });
    await fillMailCap(user.email);
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    expect((await post('/api/auth/resend-verification', {}, cookie)).statusCode).toBe(200);
    // An existing-account notice, which a stranger's sign-up sends, stays capped.
    const signup = await post('/api/auth/signup', {
      email: user.email,
      password: 'a long enough password',
      username: testUsername('caps'),
      country: 'AU',
    });
    expect(signup.statusCode).toBe(201);
    await waitForMail(config.dataDir, user.email, { subject: /Reset/ }); // sent after the answer
    const subjects = (await mailsTo(user.email)).map((m) => m.subject);
    expect(subjects.some((s) => /reset/i.test(s))).toBe(true);
    expect(subjects.some((s) => /verify/i.test(s))).toBe(true);
    expect(subjects).toHaveLength(2);
  });
});

describe('texts and mails through their caps', () => {
  it('a right-of-reply code to a capped number is not sent, and the answer does not say so', async () => {
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id, number: '0491 570 188' });
    const { cookie } = await signedIn();
    await fillSmsCap('+61491570188');
    const before = recording.sent.length;
    const ask = await post(
      `/api/cases/${kase.id}/named-party/code`,
      {
        channel: 'phone',
        value: '0491 570 188',
      },
      cookie,
    );
    expect(ask.statusCode).toBe(202);
    expect(ask.json()).toEqual({ message: MESSAGES.namedPartyCodeSent });
    expect(recording.sent.length).toBe(before);
  });

  it('a right-of-reply code counts against the number even when it is not the stored one', async () => {
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id, number: '0491 570 189' });
    const { cookie } = await signedIn();
    for (let i = 0; i < 3; i++) {
      await post(
        `/api/cases/${kase.id}/named-party/code`,
        { channel: 'phone', value: '0491 570 190' },
        cookie,
      );
    }
    // The number's 3 an hour are spent: a verification code to it is refused.
    const { cookie: owner } = await signedIn();
    const send = await post('/api/phone/send-verification', { phoneNumber: '0491 570 190' }, owner);
    expect(send.statusCode).toBe(429);
    expect(send.json().error.message).toBe(MESSAGES.phoneNumberCodeLimit);
  });

  it("a dispute's mail to the creator counts against the creator's cap", async () => {
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id });
    await fillMailCap(creator.email);
    const { cookie } = await signedIn();
    const dispute = await post(`/api/cases/${kase.id}/disputes`, { reason: 'Untrue.' }, cookie);
    expect(dispute.statusCode).toBeLessThan(300);
    expect(await mailsTo(creator.email)).toHaveLength(0);
  });
});

describe('an account without a verified email', () => {
  it('cannot message, dispute or ask for a right-of-reply code', async () => {
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id, number: '0491 570 191' });
    const { cookie } = await signedIn({ emailVerified: false });
    const refused = [
      await post(`/api/cases/${kase.id}/thread`, {}, cookie),
      await post(`/api/cases/${kase.id}/disputes`, { reason: 'Untrue.' }, cookie),
      await post(
        `/api/cases/${kase.id}/named-party/code`,
        { channel: 'phone', value: '0491 570 191' },
        cookie,
      ),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.verifiedEmailForPage);
    }
  });
});

describe('no membership oracle on phone verification', () => {
  it('answers a number verified on another account as a free one, and tells the conflict only with the right code', async () => {
    await makeUser(db, {
      phoneNumber: '+61412888300',
      verifiedPhoneNumber: '+61412888300',
      phoneVerified: true,
    });
    const { cookie } = await signedIn();
    const { cookie: other } = await signedIn();
    const taken = await post(
      '/api/phone/send-verification',
      { phoneNumber: '0412 888 300' },
      cookie,
    );
    const free = await post('/api/phone/send-verification', { phoneNumber: '0412 888 301' }, other);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    expect(taken.json().success).toBe(true);
    // The code went out through the SMS adapter, as for any number.
    const code = recording.lastCode('+61412888300');
    const verify = await post(
      '/api/phone/verify-otp',
      { phoneNumber: '0412 888 300', code },
      cookie,
    );
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error.message).toBe(MESSAGES.phoneNumberTaken);
  });
});
