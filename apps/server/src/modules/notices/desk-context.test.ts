import { NOTICE_MESSAGES } from '@forewarn/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, VALID_CASE } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { insertAppeal, insertNotice, kit } from '../../../test/notice-kit.js';
import {
  appeals,
  caseImages,
  cases,
  comments,
  notices,
  statements,
  tradeApplications,
} from '../../db/schema/index.js';

// The desk's one screen (issue 48): the case's images and responses, the lodger's and the
// notifier's history and earlier decisions beside the notice; the desk's filters; notices and
// appeals in the nav's count; statements of reasons for automatic holds and refused trades.

// A normal of 1 a window, so two accounts counted make the crowd run above normal.
const { app, database } = await buildTestApp({ SIGNUP_NORMAL_PER_10_MINUTES: '1' });
const { db } = database;
const { get, post } = kit(app, database);

const moderator = await makeUser(db, { role: 'moderator', username: 'ctx_mod' });
const second = await makeUser(db, { role: 'moderator', username: 'ctx_mod_two' });

type Desk = {
  item: {
    id: string;
    reference: string;
    regime: string;
    context: {
      details: string;
      images: { thumbUrl: string }[];
      responses: { author: string; byLodger: boolean; text: string }[];
      lodger: { name: string; cases: number; hidden: number; statements: number } | null;
      notifier: { notices: number; removed: number; kept: number };
      earlier: { action: string; reason: string }[];
    } | null;
  } | null;
};

/** Decides every undecided notice, so each test reads the desk from empty. */
async function clearDesk() {
  await db
    .update(notices)
    .set({ decidedAt: new Date(), decision: 'keep', status: 'decided', dueAt: null });
}

describe('the desk shows everything needed to decide on one screen', () => {
  it('the case, its images and responses, both histories and the earlier decisions', async () => {
    await clearDesk();
    const lodger = await makeUser(db, { username: 'ctx_lodger', country: 'GB' });
    const responder = await makeUser(db, { username: 'ctx_responder' });
    const kase = await makeCase(db, {
      creatorId: lodger.id,
      country: 'GB',
      number: '',
      details: 'He took the deposit and never came back.',
    });
    await makeCase(db, { creatorId: lodger.id, country: 'GB', number: '', hiddenAt: new Date() });
    await db.insert(caseImages).values([
      {
        caseId: kase.id,
        kind: 'extra',
        storageKey: 'x/extra.webp',
        thumbKey: 'x/extra-thumb.webp',
        contentType: 'image/webp',
        width: 10,
        height: 10,
        bytes: 10,
      },
      {
        caseId: kase.id,
        kind: 'main',
        storageKey: 'x/main.webp',
        thumbKey: 'x/main-thumb.webp',
        contentType: 'image/webp',
        width: 10,
        height: 10,
        bytes: 10,
      },
    ]);
    await db.insert(comments).values([
      { caseId: kase.id, userId: responder.id, text: 'Same thing happened to me.' },
      { caseId: kase.id, userId: lodger.id, text: 'He has since answered my messages.' },
    ]);
    // The same notifier complained before: one removed, one kept.
    const email = 'repeat.notifier@example.test';
    const other = await makeCase(db, { creatorId: lodger.id, country: 'GB', number: '' });
    await insertNotice(db, other.id, {
      notifierEmail: email,
      decidedAt: new Date(),
      decision: 'remove',
      status: 'decided',
    });
    await insertNotice(db, other.id, {
      notifierEmail: email.toUpperCase(),
      decidedAt: new Date(),
      decision: 'keep',
      status: 'decided',
    });
    // An earlier notice about this case, decided (kept) through the desk, with its reason.
    const earlier = await insertNotice(db, kase.id, { regime: 'uk' });
    const kept = await post(moderator, `/api/moderation/notices/${earlier.id}/decide`, {
      decision: 'keep',
      reason: 'Honest opinion on facts it gives.',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const notice = await insertNotice(db, kase.id, { regime: 'uk', notifierEmail: email });

    const res = await post(moderator, '/api/moderation/desk/next');
    expect(res.statusCode, res.body).toBe(200);
    const { item } = res.json() as Desk;
    expect(item?.id).toBe(notice.id);
    const context = item?.context;
    expect(context?.details).toBe('He took the deposit and never came back.');
    // The main image first, as the case page shows it; each a URL the moderator can open.
    expect(context?.images).toHaveLength(2);
    const [main] = await db
      .select()
      .from(caseImages)
      .where(and(eq(caseImages.caseId, kase.id), eq(caseImages.kind, 'main')));
    expect(context?.images[0]?.thumbUrl).toBe(
      `/api/cases/${kase.id}/images/${main?.id}?variant=thumb`,
    );
    expect(context?.responses.map((r) => [r.author, r.byLodger, r.text])).toEqual(
      expect.arrayContaining([
        ['ctx_responder', false, 'Same thing happened to me.'],
        ['ctx_lodger', true, 'He has since answered my messages.'],
      ]),
    );
    expect(context?.lodger).toMatchObject({ name: 'ctx_lodger', cases: 3, hidden: 1 });
    expect(context?.notifier).toEqual({ notices: 2, removed: 1, kept: 1 });
    expect(context?.earlier).toEqual([
      expect.objectContaining({
        action: 'notice_decided',
        reason: 'Honest opinion on facts it gives.',
      }),
    ]);

    // A list of the desk does not load every item's context.
    const list = await get(moderator, '/api/moderation/desk');
    expect(list.json().items[0].context).toBeNull();
  });

  it('filters by law, complaint and deadline; the order stays deadline then age', async () => {
    await clearDesk();
    const poster = await makeUser(db);
    const kase = await makeCase(db, { creatorId: poster.id, number: '' });
    const hour = 3_600_000;
    const ukLate = await insertNotice(db, kase.id, {
      regime: 'uk',
      reason: 'defamation',
      dueAt: new Date(Date.now() - hour),
    });
    const ukSoon = await insertNotice(db, kase.id, {
      regime: 'uk',
      reason: 'defamation',
      dueAt: new Date(Date.now() + 2 * hour),
    });
    const auLater = await insertNotice(db, kase.id, {
      regime: 'au',
      reason: 'privacy',
      dueAt: new Date(Date.now() + 48 * hour),
      answeredAt: new Date(),
      posterAnswer: 'answer',
      posterAnswerText: 'It is true.',
    });
    const ids = async (query: string) =>
      ((await get(moderator, `/api/moderation/desk${query}`)).json().items as { id: string }[]).map(
        (i) => i.id,
      );
    expect(await ids('')).toEqual([ukLate.id, ukSoon.id, auLater.id]);
    expect(await ids('?regime=au')).toEqual([auLater.id]);
    expect(await ids('?reason=defamation')).toEqual([ukLate.id, ukSoon.id]);
    expect(await ids('?due=overdue')).toEqual([ukLate.id]);
    expect(await ids('?due=day')).toEqual([ukLate.id, ukSoon.id]);
    expect(await ids('?due=answered')).toEqual([auLater.id]);
    expect((await get(moderator, '/api/moderation/desk?regime=mars')).statusCode).toBe(400);

    // The next item honours the filter: Australia's only, though the UK's are due first.
    const next = await post(moderator, '/api/moderation/desk/next?regime=au');
    expect((next.json() as Desk).item?.id).toBe(auLater.id);
    const none = await post(second, '/api/moderation/desk/next?regime=eu');
    expect((none.json() as Desk).item).toBeNull();
  });

  it('counts undecided notices and open appeals beside Moderation in the nav', async () => {
    await clearDesk();
    await db.update(appeals).set({ decidedAt: new Date(), outcome: 'upheld' });
    const before = (await get(moderator, '/api/moderation/count')).json().open as number;
    const poster = await makeUser(db);
    const kase = await makeCase(db, { creatorId: poster.id, number: '' });
    await insertNotice(db, kase.id);
    await insertNotice(db, kase.id);
    await insertAppeal(db, { caseId: kase.id, recipientId: poster.id, decidedBy: second.id });
    const after = (await get(moderator, '/api/moderation/count')).json().open as number;
    expect(after - before).toBe(3);
  });
});

describe('statements of reasons for every restriction', () => {
  it('an automatic hold of a first-day case while sign-ups run above normal', async () => {
    await app.deps.crowd?.accountMade();
    await app.deps.crowd?.accountMade();
    const newcomer = await makeUser(db, { createdAt: new Date(), username: 'ctx_newcomer' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie: await sessionCookie(db, newcomer.id) },
      payload: caseForm({ ...VALID_CASE, title: 'A first case in a crowd' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const caseId = res.json().case.id as string;
    const [kase] = await db.select().from(cases).where(eq(cases.id, caseId));
    expect(kase?.heldAt).not.toBeNull();

    const [statement] = await db.select().from(statements).where(eq(statements.caseId, caseId));
    expect(statement).toMatchObject({
      restriction: 'hold',
      recipientId: newcomer.id,
      automated: true,
      decidedBy: null,
      facts: NOTICE_MESSAGES.holdFacts,
    });
    // The member reads it, and may appeal it; any moderator may decide (nobody decided it).
    const mine = await get(newcomer, '/api/my/statements');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(statement?.reference ?? '-');
    const appealed = await post(newcomer, `/api/statements/${statement?.id}/appeal`, {
      text: 'It is true and I can prove it.',
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    const [appeal] = await db
      .select()
      .from(appeals)
      .where(eq(appeals.statementId, statement?.id ?? ''));
    const reversed = await post(moderator, `/api/moderation/appeals/${appeal?.id}/decide`, {
      outcome: 'reversed',
      reason: 'Read: the case is lawful.',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const [after] = await db.select().from(cases).where(eq(cases.id, caseId));
    expect(after?.heldAt).toBeNull();
    expect(after?.hiddenAt).toBeNull();
  });

  it('a refused trade application, and its reversal puts it back in the queue', async () => {
    const applicant = await makeUser(db, { username: 'ctx_applicant' });
    const [application] = await db
      .insert(tradeApplications)
      .values({
        userId: applicant.id,
        trade: 'plumber',
        licenceNumber: 'PL-0001',
        licenceRegion: 'NSW',
      })
      .returning();
    const refused = await post(
      moderator,
      `/api/moderation/items/trade_application/${application?.id}/dismiss`,
      { reason: 'The licence is not on the NSW register.' },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    const [statement] = await db
      .select()
      .from(statements)
      .where(eq(statements.recipientId, applicant.id));
    expect(statement).toMatchObject({
      restriction: 'refuse_trade',
      automated: false,
      decidedBy: moderator.id,
      facts: 'The licence is not on the NSW register.',
      caseId: null,
    });

    const appealed = await post(applicant, `/api/statements/${statement?.id}/appeal`, {
      text: 'My licence was renewed last week.',
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    const [appeal] = await db
      .select()
      .from(appeals)
      .where(eq(appeals.statementId, statement?.id ?? ''));
    // Not by the moderator who refused it.
    const same = await post(moderator, `/api/moderation/appeals/${appeal?.id}/decide`, {
      outcome: 'reversed',
      reason: 'Renewed.',
    });
    expect(same.statusCode).toBe(403);
    const other = await post(second, `/api/moderation/appeals/${appeal?.id}/decide`, {
      outcome: 'reversed',
      reason: 'Renewed: check it again.',
    });
    expect(other.statusCode, other.body).toBe(200);
    const [reopened] = await db
      .select()
      .from(tradeApplications)
      .where(eq(tradeApplications.id, application?.id ?? ''));
    expect(reopened?.status).toBe('open');
  });
});
