import { MESSAGES } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import type { Mail } from '../../adapters/mail/mail.js';
import { cases, outgoingMails } from '../../db/schema/index.js';
import { deliverMail } from '../outbox/outbox.js';
import { archiveStale } from './retire-repository.js';
import { retireStaleCases } from './retire-service.js';

// Stale cases retire (issue 14 §4; docs/decisions/0019). The hourly sweep runs here at a pinned
// time: the clock is frozen at NOW and the cases are dated back from it.

const { app, database, config } = await buildTestApp();
const { db } = database;
const NOW = new Date();
const sweep = (now = NOW) => retireStaleCases({ ...app.deps, log: app.log }, now);

/** NOW less 3 years, plus or minus some days. */
function threeYearsAgo(plusDays = 0): Date {
  const date = new Date(NOW);
  date.setUTCFullYear(date.getUTCFullYear() - 3);
  return new Date(date.getTime() + plusDays * 24 * 60 * 60 * 1000);
}

const creator = await makeUser(db);
const creatorCookie = await sessionCookie(db, creator.id);
const other = await makeUser(db);
const otherCookie = await sessionCookie(db, other.id);

let serial = 0;
/** A New Zealand case of its own postcode, last touched `touchedAt`. */
function aCase(
  touchedAt: Date,
  overrides: Partial<Omit<typeof cases.$inferInsert, 'creatorId'>> = {},
) {
  serial += 1;
  return makeCase(db, {
    creatorId: creator.id,
    country: 'NZ',
    number: `021 555 ${String(1000 + serial)}`,
    postcode: String(7000 + serial),
    touchedAt,
    ...overrides,
  });
}

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const listed = async (kase: { id: string; postcode: string }) => {
  const search = await get(`/api/cases/search?country=NZ&q=${kase.postcode}`);
  const recent = await get('/api/cases/recent?country=NZ');
  const ids = (res: typeof search) => res.json().cases.map((c: { id: string }) => c.id);
  return { search: ids(search).includes(kase.id), recent: ids(recent).includes(kase.id) };
};
const keep = (caseId: string, token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/keep-listed`,
    headers: { 'content-type': 'application/json' },
    payload: { token },
  });
async function reminderFor(caseId: string) {
  const mails = (await readOutbox(config.dataDir)).filter((m) =>
    m.links.some((l) => l.includes(`case=${caseId}&`)),
  );
  const link = mails[0]?.links.find((l) => l.includes('/KeepListed?'));
  const token = link ? (new URL(link).searchParams.get('token') ?? '') : '';
  return { mails, token };
}

describe('the hourly sweep at a pinned time', () => {
  const cases_ = {
    stale: aCase(threeYearsAgo(-1)),
    due: aCase(threeYearsAgo(29)),
    fresh: aCase(threeYearsAgo(31)),
    pausedDue: aCase(threeYearsAgo(29), { paused: true }),
  };

  it('archives a case untouched for 3 years and reminds the creators of cases within 30 days', async () => {
    const { stale, due, fresh, pausedDue } = {
      stale: await cases_.stale,
      due: await cases_.due,
      fresh: await cases_.fresh,
      pausedDue: await cases_.pausedDue,
    };
    expect(await listed(stale)).toEqual({ search: true, recent: true });

    expect(await sweep()).toEqual({ reminded: 2, archived: 1 });

    // The stale case leaves search and the recent lists...
    expect(await listed(stale)).toEqual({ search: false, recent: false });
    // ...its page, responses and images answer 404 to everyone but its creator...
    for (const cookie of [undefined, otherCookie]) {
      expect((await get(`/api/cases/${stale.id}`, cookie)).statusCode).toBe(404);
      expect((await get(`/api/cases/${stale.id}/comments`, cookie)).statusCode).toBe(404);
    }
    // ...who still sees it, marked archived, on its page and in My Lodgements.
    const own = await get(`/api/cases/${stale.id}`, creatorCookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ archived: true, isOwner: true });
    const mine = await get('/api/my/cases?country=NZ', creatorCookie);
    expect(mine.json().cases.find((c: { id: string }) => c.id === stale.id)).toMatchObject({
      archived: true,
    });

    // The case 29 days from it stays listed; its creator got the reminder with the link.
    expect(await listed(due)).toEqual({ search: true, recent: true });
    const { mails } = await reminderFor(due.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: creator.email,
      subject: 'Your Forewarn case will be archived in 30 days',
    });
    expect(mails[0]?.links).toContain(`${config.publicUrl}/case/${due.id}`);
    // The stale one's creator was told it is archived, with the same kind of link.
    expect((await reminderFor(stale.id)).mails[0]?.subject).toBe(
      'Your Forewarn case has been archived',
    );
    // Nothing for a case 31 days from it, nor for a paused one (out of the lists already).
    expect((await reminderFor(fresh.id)).mails).toEqual([]);
    expect((await reminderFor(pausedDue.id)).mails).toEqual([]);

    // The next hour's sweep sends no second reminder and archives nothing new.
    expect(await sweep()).toEqual({ reminded: 0, archived: 0 });
    // 30 days on, the reminded case is archived in its turn (it was never touched).
    const later = new Date(NOW.getTime() + 30 * 24 * 60 * 60 * 1000);
    expect((await sweep(later)).archived).toBeGreaterThanOrEqual(2);
    expect(await listed(due)).toEqual({ search: false, recent: false });
  });

  it("the reminder's link keeps the case listed another 3 years, once, and brings back an archived one", async () => {
    const stale = await cases_.stale;
    const due = await cases_.due;
    for (const kase of [due, stale]) {
      const { token } = await reminderFor(kase.id);
      expect(token).not.toBe('');
      const res = await keep(kase.id, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.keptListed });
      expect(await listed(kase)).toEqual({ search: true, recent: true });
      const [row] = await db.select().from(cases).where(eq(cases.id, kase.id));
      expect(row?.archivedAt).toBeNull();
      expect(row?.touchedAt.getTime()).toBeGreaterThan(NOW.getTime() - 60_000);
      // The link works once.
      expect((await keep(kase.id, token)).statusCode).toBe(404);
    }
    // A sweep at the pinned time leaves them alone now.
    expect(await sweep()).toEqual({ reminded: 0, archived: 0 });
  });

  it('refuses a token that is not the case’s', async () => {
    const due = await aCase(threeYearsAgo(10));
    await sweep();
    const { token } = await reminderFor(due.id);
    const other = await aCase(threeYearsAgo(100));
    for (const [id, attempt] of [
      [other.id, token],
      [due.id, 'not-the-token'],
      [due.id, ''],
    ] as const) {
      const res = await keep(id, attempt);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(MESSAGES.emailLinkInvalid);
    }
  });

  it('refuses a suspended creator, signed out as they are, until the suspension ends', async () => {
    const suspended = await makeUser(db);
    const due = await makeCase(db, {
      creatorId: suspended.id,
      country: 'NZ',
      number: '021 555 9001',
      postcode: '7901',
      touchedAt: threeYearsAgo(10),
    });
    await sweep();
    const { token } = await reminderFor(due.id);
    expect(token).not.toBe('');
    const until = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await db.execute(sql`UPDATE users SET suspended_at = now(), suspended_until = ${until},
      suspension_reason = 'Spam.' WHERE id = ${suspended.id}`);

    const refused = await keep(due.id, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('Spam.');
    const [row] = await db.select().from(cases).where(eq(cases.id, due.id));
    expect(row?.touchedAt.getTime()).toBe(threeYearsAgo(10).getTime());

    await db.execute(sql`UPDATE users SET suspended_until = now() WHERE id = ${suspended.id}`);
    expect((await keep(due.id, token)).statusCode).toBe(200);
  });
});

describe('what keeps a case listed', () => {
  it('an edit, a response and an un-pause each start its 3 years again', async () => {
    const edited = await aCase(threeYearsAgo(-5));
    const answered = await aCase(threeYearsAgo(-5));
    const unpaused = await aCase(threeYearsAgo(-5), { paused: true });
    const paused = await aCase(threeYearsAgo(-5));

    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/cases/${edited.id}`,
      headers: { cookie: creatorCookie, 'content-type': 'application/json' },
      payload: { title: 'Kept the deposit and never returned' },
    });
    expect(patch.statusCode).toBe(200);
    const response = await app.inject({
      method: 'POST',
      url: `/api/cases/${answered.id}/comments`,
      headers: { cookie: otherCookie, 'content-type': 'application/json' },
      payload: { text: 'Still happening to people in our street.' },
    });
    expect(response.statusCode).toBe(201);
    for (const [kase, action] of [
      [unpaused, 'unpause'],
      [paused, 'pause'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/cases/${kase.id}/${action}`,
        headers: { cookie: creatorCookie },
      });
      expect(res.statusCode).toBe(200);
    }

    await sweep();
    const archived = async (id: string) =>
      (await db.select().from(cases).where(eq(cases.id, id)))[0]?.archivedAt !== null;
    expect(await archived(edited.id)).toBe(false);
    expect(await archived(answered.id)).toBe(false);
    expect(await archived(unpaused.id)).toBe(false);
    // Pausing is no touch.
    expect(await archived(paused.id)).toBe(true);
  });
});

describe('a reminder that could not be sent', () => {
  it('is retried by the queue, with a fresh link that keeps the case listed', async () => {
    let fail = true;
    const sent: { to: string; text: string }[] = [];
    const mail: Mail = {
      async send(message) {
        if (fail) throw new Error('SMTP down');
        sent.push({ to: message.to, text: message.text });
      },
    };
    const { app: flaky, database: flakyDatabase } = await buildTestApp({}, { mail });
    const owner = await makeUser(flakyDatabase.db);
    const kase = await makeCase(flakyDatabase.db, {
      creatorId: owner.id,
      touchedAt: threeYearsAgo(20),
    });
    const flakySweep = () => retireStaleCases({ ...flaky.deps, log: flaky.log }, NOW);
    // Claimed and queued, once: the next sweep does not claim it again.
    expect(await flakySweep()).toEqual({ reminded: 1, archived: 0 });
    expect(await flakySweep()).toEqual({ reminded: 0, archived: 0 });
    expect(sent).toEqual([]);
    fail = false;
    const [queued] = await flakyDatabase.db.select().from(outgoingMails);
    expect(queued?.body).not.toMatch(/token=/);
    expect(await deliverMail(flaky.deps, queued?.id ?? '', { fromJob: true })).toBe('sent');
    expect(sent.map((m) => m.to)).toEqual([owner.email]);
    const link = new URL(/https?:\/\/\S+KeepListed\S+/.exec(sent[0]?.text ?? '')?.[0] ?? '');
    expect(link.searchParams.get('case')).toBe(kase.id);
    const kept = await flaky.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/keep-listed`,
      headers: { 'content-type': 'application/json' },
      payload: { token: link.searchParams.get('token') },
    });
    expect(kept.statusCode).toBe(200);
  });
});

describe('a backlog of stale cases', () => {
  it('is archived in bounded batches, every one of them, oldest first', async () => {
    const backlog = [];
    for (let i = 0; i < 5; i++) backlog.push(await aCase(threeYearsAgo(-400 - i)));
    const notYet = await aCase(threeYearsAgo(10));
    // Batches of 2: three statements for these 5 (and whatever else is due in this database).
    const archived = await archiveStale(db, NOW, 2);
    expect(archived).toBeGreaterThanOrEqual(5);
    const rows = await db
      .select({ id: cases.id, archivedAt: cases.archivedAt })
      .from(cases)
      .where(sql`${cases.id} IN ${[...backlog.map((c) => c.id), notYet.id]}`);
    const archivedIds = rows.filter((r) => r.archivedAt !== null).map((r) => r.id);
    expect(archivedIds.sort()).toEqual(backlog.map((c) => c.id).sort());
    expect(await archiveStale(db, NOW, 2)).toBe(0);
  });
});
