import { MESSAGES, NAMED_PARTY_MESSAGES } from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { createRecordingSms } from '../../../test/recording-sms.js';
import { namedPartyCodes, users } from '../../db/schema/index.js';

// The verified right of reply (issue 14 §3; docs/decisions/0020).

const recording = createRecordingSms();
const { app, database, config } = await buildTestApp({}, { sms: recording.sms });
const { db } = database;

const creator = await makeUser(db, { username: 'The_Lodger' });
const creatorCookie = await sessionCookie(db, creator.id);

async function aCase() {
  return makeCase(db, {
    creatorId: creator.id,
    email: 'Dana.Q@Example.com',
    number: '0491 570 166',
    alternateNumber: '0491 570 177',
    postAnonymously: true,
  });
}

async function someone() {
  const user = await makeUser(db);
  return { user, cookie: await sessionCookie(db, user.id) };
}

const post = (url: string, payload: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });
const askCode = (caseId: string, cookie: string | undefined, channel: string, value: string) =>
  post(`/api/cases/${caseId}/named-party/code`, { channel, value }, cookie);
const verify = (caseId: string, cookie: string | undefined, code: string) =>
  post(`/api/cases/${caseId}/named-party/verify`, { code }, cookie);

async function emailedCode(to: string): Promise<string | null> {
  // Mail software lower-cases the domain; the local part is as stored.
  const mail = (await readOutbox(config.dataDir))
    .filter((m) => m.to.toLowerCase() === to.toLowerCase())
    .at(-1);
  return mail?.text.match(/\b(\d{6})\b/)?.[1] ?? null;
}

describe("'Is this about you?'", () => {
  it('sends a code to the stored email only when the typed one matches, answering the same either way', async () => {
    const kase = await aCase();
    const { cookie } = await someone();
    const before = (await readOutbox(config.dataDir)).length;

    const wrong = await askCode(kase.id, cookie, 'email', 'dana.q@gmail.com');
    expect(wrong.statusCode).toBe(202);
    expect(wrong.json()).toEqual({ message: MESSAGES.namedPartyCodeSent });
    expect((await readOutbox(config.dataDir)).length).toBe(before);
    expect((await verify(kase.id, cookie, '123456')).statusCode).toBe(400);

    const right = await askCode(kase.id, cookie, 'email', '  dana.q@EXAMPLE.com ');
    expect(right.statusCode).toBe(202);
    expect(right.json()).toEqual(wrong.json());
    const code = await emailedCode('Dana.Q@Example.com');
    expect(code).toMatch(/^\d{6}$/);
    // The full stored value is never shown: the answer carries nothing of it.
    expect(right.body).not.toContain('Dana.Q');
  });

  it('proves control with the code: the responses carry the badge and the page says the person named has responded', async () => {
    const kase = await aCase();
    const { cookie } = await someone();
    await askCode(kase.id, cookie, 'phone', '+61491570177');
    const code = recording.lastCode('+61491570177');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const miss = await verify(kase.id, cookie, wrongCode);
    expect(miss.statusCode).toBe(400);
    expect(miss.json().error.message).toBe(MESSAGES.namedPartyCodeWrong);
    const ok = await verify(kase.id, cookie, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MESSAGES.namedPartyVerified });
    // A second click with the code just spent answers the same; another code does not.
    const again = await verify(kase.id, cookie, code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: MESSAGES.namedPartyVerified });
    expect((await verify(kase.id, cookie, wrongCode)).statusCode).toBe(400);

    const bystander = await someone();
    expect(
      (
        await post(
          `/api/cases/${kase.id}/comments`,
          { text: 'Another view of it.' },
          bystander.cookie,
        )
      ).statusCode,
    ).toBe(201);
    const none = await app.inject({ method: 'GET', url: `/api/cases/${kase.id}/comments` });
    expect(none.json()).toMatchObject({ namedPartyResponded: false, viewerIsNamedParty: false });

    const reply = await post(
      `/api/cases/${kase.id}/comments`,
      { text: 'This is my side: the job was never finished.' },
      cookie,
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json().comment ?? reply.json()).toMatchObject({ namedParty: true });

    const page = await app.inject({ method: 'GET', url: `/api/cases/${kase.id}/comments` });
    const body = page.json();
    expect(body.namedPartyResponded).toBe(true);
    expect(body.viewerIsNamedParty).toBe(false);
    const flags = body.comments.map((c: { text: string; namedParty: boolean }) => [
      c.text,
      c.namedParty,
    ]);
    expect(flags).toEqual([
      ['This is my side: the job was never finished.', true],
      ['Another view of it.', false],
    ]);
    const own = await app.inject({
      method: 'GET',
      url: `/api/cases/${kase.id}/comments`,
      headers: { cookie },
    });
    expect(own.json().viewerIsNamedParty).toBe(true);

    // A proven named party is never shown who lodged an anonymous case.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/cases/${kase.id}`,
      headers: { cookie },
    });
    expect(detail.json().author).toBe('Anonymous');
    expect(detail.body).not.toContain('The_Lodger');
    expect(detail.body).not.toContain(creator.id);
  });

  it('allows 5 tries at a code, and codes last 10 minutes', async () => {
    const kase = await aCase();
    const { cookie } = await someone();
    await askCode(kase.id, cookie, 'phone', '0491 570 166');
    const code = recording.lastCode('+61491570166');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await verify(kase.id, cookie, wrongCode)).statusCode).toBe(400);
    expect((await verify(kase.id, cookie, code)).statusCode).toBe(400);

    const other = await someone();
    await askCode(kase.id, other.cookie, 'phone', '0491 570 166');
    const fresh = recording.lastCode('+61491570166');
    await db
      .update(namedPartyCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(namedPartyCodes.userId, other.user.id));
    expect((await verify(kase.id, other.cookie, fresh)).statusCode).toBe(400);
  });

  it('takes at most 3 code requests a case a day and 10 across cases from each requester', async () => {
    const kase = await aCase();
    const { cookie } = await someone();
    for (let i = 0; i < 3; i++) {
      expect((await askCode(kase.id, cookie, 'email', `guess${i}@example.com`)).statusCode).toBe(
        202,
      );
    }
    const refused = await askCode(kase.id, cookie, 'email', 'dana.q@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.namedPartyCodeLimit);
    // Across cases: 10 a day, then refused for any case.
    for (let i = 0; i < 7; i++) {
      expect(
        (await askCode((await aCase()).id, cookie, 'email', `x${i}@example.com`)).statusCode,
      ).toBe(202);
    }
    const eleventh = await askCode((await aCase()).id, cookie, 'email', 'y@example.com');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toBe(MESSAGES.namedPartyCodeLimitAcrossCases);
  });

  it('lets no stranger starve the person named: their codes come whatever others asked (issue 46)', async () => {
    // One verified account spends what used to be each case's 3 a day, with made-up values and
    // with the real number (which also spends that number's text cap), on five cases.
    const starved = [];
    for (let c = 0; c < 5; c++) starved.push(await aCase());
    const { cookie: stranger } = await someone();
    const { cookie: second } = await someone();
    for (const kase of starved.slice(0, 3)) {
      for (const value of ['0400 000 001', '0491 570 166', '0400 000 002']) {
        expect((await askCode(kase.id, stranger, 'phone', value)).statusCode).toBe(202);
      }
    }
    for (const kase of starved.slice(3)) {
      for (const value of ['0400 000 003', '0491 570 166', '0400 000 004']) {
        expect((await askCode(kase.id, second, 'phone', value)).statusCode).toBe(202);
      }
    }
    // The real person named, their number verified on their account, asks on all five.
    const owner = await makeUser(db, { phoneNumber: '+61491570166', phoneVerified: true });
    const ownerCookie = await sessionCookie(db, owner.id);
    for (const kase of starved) {
      const sentBefore = recording.sent.filter((m) => m.to === '+61491570166').length;
      const asked = await askCode(kase.id, ownerCookie, 'phone', '0491 570 166');
      expect(asked.statusCode, asked.body).toBe(202);
      expect(recording.sent.filter((m) => m.to === '+61491570166').length).toBe(sentBefore + 1);
      const code = recording.lastCode('+61491570166');
      expect((await verify(kase.id, ownerCookie, code)).statusCode).toBe(200);
    }
  });

  it('needs a signed-in user who is not the creator, on a case they may see', async () => {
    const kase = await aCase();
    expect((await askCode(kase.id, undefined, 'email', 'x@example.com')).statusCode).toBe(401);
    const own = await askCode(kase.id, creatorCookie, 'email', 'dana.q@example.com');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(MESSAGES.namedPartyOwnCase);
    const hidden = await makeCase(db, { creatorId: creator.id, visibleToPlumbers: true });
    const { cookie } = await someone();
    expect((await askCode(hidden.id, cookie, 'email', 'x@example.com')).statusCode).toBe(404);
    expect((await verify('no-such-case', cookie, '123456')).statusCode).toBe(404);
  });
});

describe('the person named, by their own verified phone or email (issue 38)', () => {
  const status = async (caseId: string, cookie: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/cases/${caseId}/named-party`,
        headers: { cookie },
      })
    ).json().status;
  const claim = (caseId: string, cookie: string) =>
    post(`/api/cases/${caseId}/named-party/claim`, {}, cookie);
  const tail = () => String(Math.floor(Math.random() * 1000)).padStart(3, '0');

  it('replies as the person named without a code when their verified number is on the case', async () => {
    const number = `0491 570 ${tail()}`;
    const kase = await makeCase(db, { creatorId: creator.id, alternateNumber: number });
    const e164 = `+61${number.replace(/\D/g, '').slice(1)}`;
    const named = await makeUser(db, { phoneVerified: true, verifiedPhoneNumber: e164 });
    const cookie = await sessionCookie(db, named.id);
    expect(await status(kase.id, cookie)).toBe('account');
    const answer = await claim(kase.id, cookie);
    expect(answer.statusCode).toBe(200);
    expect(await status(kase.id, cookie)).toBe('verified');
    expect(await status(kase.id, creatorCookie)).toBe('none');
  });

  it('accepts a verified email in any case, and refuses an unverified one', async () => {
    const email = `named-${tail()}-${Date.now()}@Example.com`;
    const kase = await makeCase(db, { creatorId: creator.id, email });
    const unverified = await makeUser(db, {
      email: email.toLowerCase(),
      emailVerified: false,
    });
    const unverifiedCookie = await sessionCookie(db, unverified.id);
    expect(await status(kase.id, unverifiedCookie)).toBe('none');
    expect((await claim(kase.id, unverifiedCookie)).statusCode).toBe(403);
    await db.delete(users).where(eq(users.id, unverified.id));

    const verified = await makeUser(db, { email: email.toUpperCase() });
    const cookie = await sessionCookie(db, verified.id);
    expect(await status(kase.id, cookie)).toBe('account');
    expect((await claim(kase.id, cookie)).statusCode).toBe(200);
  });

  it('refuses anyone else, who still proves it with a code', async () => {
    const kase = await aCase();
    // The same number, typed by a member who never verified it.
    const other = await makeUser(db, { phoneVerified: false, verifiedPhoneNumber: '+61491570166' });
    const cookie = await sessionCookie(db, other.id);
    expect(await status(kase.id, cookie)).toBe('none');
    const refused = await claim(kase.id, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(NAMED_PARTY_MESSAGES.notYours);
    expect((await claim(kase.id, creatorCookie)).statusCode).toBe(403);
  });
});
