import { DESK_SKIP_MAX, NOTICE_MESSAGES } from '@forewarn/domain';
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser } from '../../../test/factories.js';
import { kit } from '../../../test/notice-kit.js';
import { auditLog, cases, notices, statements, users } from '../../db/schema/index.js';

// The desk under concurrency (issue 48): two moderators, one item, exactly one decides; two
// asking for the next item get two different ones; and a wave of 500 held first cases removed
// in one transaction with one statement of reasons each.

const { app, database } = await buildTestApp();
const { db } = database;
const { post, get, call } = kit(app, database);

const one = await makeUser(db, { role: 'moderator', username: 'claims_one' });
const two = await makeUser(db, { role: 'moderator', username: 'claims_two' });

let n = 0;
async function aNotice(dueInHours: number) {
  const poster = await makeUser(db, { country: 'IE' });
  const kase = await makeCase(db, { creatorId: poster.id, country: 'IE', number: '' });
  const receivedAt = new Date(Date.now() - 3_600_000);
  n += 1;
  const [row] = await db
    .insert(notices)
    .values({
      reference: `N-TEST-${n}`,
      statusTokenHash: `hash-${n}-${Math.random()}`,
      caseId: kase.id,
      regime: 'eu',
      reason: 'illegal',
      explanation: 'Illegal content',
      location: 'The title',
      notifierName: 'Notifier',
      notifierEmail: 'notifier@example.test',
      goodFaith: true,
      receivedAt,
      tellPosterBy: receivedAt,
      dueAt: new Date(Date.now() + dueInHours * 3_600_000),
    })
    .returning();
  if (!row) throw new Error('no notice');
  return row;
}

const decide = (who: typeof one, id: string) =>
  post(who, `/api/moderation/notices/${id}/decide`, { decision: 'remove', reason: 'Unlawful.' });

describe('claims', () => {
  it('of two moderators claiming one item at once, exactly one holds it', async () => {
    const notice = await aNotice(1);
    const answers = await Promise.all([
      post(one, `/api/moderation/notices/${notice.id}/claim`),
      post(two, `/api/moderation/notices/${notice.id}/claim`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers[0]?.statusCode === 409 ? one : two;
    const winner = loser === one ? two : one;
    const refused = await decide(loser, notice.id);
    expect(refused.json().error.message).toBe(NOTICE_MESSAGES.claimedByAnother);
    expect((await decide(winner, notice.id)).statusCode).toBe(200);
  });

  it('of two moderators deciding one unclaimed item at once, exactly one decides', async () => {
    const notice = await aNotice(1);
    const answers = await Promise.all([decide(one, notice.id), decide(two, notice.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [{ n: written } = { n: 0 }] = await db
      .select({ n: count() })
      .from(statements)
      .where(eq(statements.noticeId, notice.id));
    expect(written).toBe(1);
    const decided = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetId} = ${notice.id} AND ${auditLog.action} = 'notice_decided'`);
    expect(decided).toHaveLength(1);
  });

  it('hands two moderators asking at once two different items, the earliest deadline first', async () => {
    await db.update(notices).set({ claimedBy: one.id, claimUntil: new Date(Date.now() + 60_000) });
    const later = await aNotice(30);
    const sooner = await aNotice(2);
    const [a, b] = await Promise.all([
      post(one, '/api/moderation/desk/next'),
      post(two, '/api/moderation/desk/next'),
    ]);
    const ids = [a?.json().item?.id, b?.json().item?.id];
    expect(new Set(ids).size).toBe(2);
    expect(ids.sort()).toEqual([later.id, sooner.id].sort());
    const desk = (await get(one, '/api/moderation/desk')).json();
    const order = desk.items.map((i: { id: string }) => i.id);
    expect(order.indexOf(sooner.id)).toBeLessThan(order.indexOf(later.id));
  });
});

describe('opening the desk', () => {
  const third = makeUser(db, { role: 'moderator', username: 'claims_three' });
  // Every other undecided item is held by a third moderator, so the desk holds only the test's.
  const onlyThese = async () =>
    db
      .update(notices)
      .set({ claimedBy: (await third).id, claimUntil: new Date(Date.now() + 3_600_000) })
      .where(isNull(notices.decidedAt));
  const open = (who: typeof one, skip: string[] = []) =>
    post(who, `/api/moderation/desk/next${skip.length ? `?skip=${skip.join(',')}` : ''}`);
  const holder = async (id: string) =>
    (await db.select().from(notices).where(eq(notices.id, id)))[0];

  it('claims the item it shows; two opening at once are shown two items, each held by its own', async () => {
    await onlyThese();
    const a = await aNotice(1);
    const b = await aNotice(2);
    const [first, second] = await Promise.all([open(one), open(two)]);
    const shown = { [one.id]: first?.json().item?.id, [two.id]: second?.json().item?.id };
    expect(new Set(Object.values(shown)).size).toBe(2);
    expect(Object.values(shown).sort()).toEqual([a.id, b.id].sort());
    for (const [moderator, id] of Object.entries(shown)) {
      const row = await holder(id);
      expect(row?.claimedBy).toBe(moderator);
      expect(row?.claimUntil?.getTime()).toBeGreaterThan(Date.now() + 60_000);
    }
    // Opening it again (a reload) shows the same item: the claim is the opener's.
    expect((await open(one)).json().item?.id).toBe(shown[one.id]);
  });

  it('a moderator who passes an item gives it up to another; renewing keeps it', async () => {
    await onlyThese();
    const a = await aNotice(1);
    const b = await aNotice(2);
    expect((await open(one)).json().item?.id).toBe(a.id);
    expect((await open(two)).json().item?.id).toBe(b.id);
    // Renewed while on screen; another's renewal is refused.
    const before = (await holder(a.id))?.claimUntil?.getTime() ?? 0;
    expect((await post(one, `/api/moderation/notices/${a.id}/claim`)).statusCode).toBe(200);
    expect((await holder(a.id))?.claimUntil?.getTime()).toBeGreaterThanOrEqual(before);
    const taken = await post(two, `/api/moderation/notices/${a.id}/claim`);
    expect(taken.json().error.message).toBe(NOTICE_MESSAGES.claimedByAnother);
    // Another's release does nothing; the holder's frees it.
    await call(two, { method: 'DELETE', url: `/api/moderation/notices/${a.id}/claim` });
    expect((await holder(a.id))?.claimedBy).toBe(one.id);
    const released = await call(one, {
      method: 'DELETE',
      url: `/api/moderation/notices/${a.id}/claim`,
    });
    expect(released.statusCode).toBe(200);
    expect((await holder(a.id))?.claimedBy).toBeNull();
    // The one who passed it is not shown it again; the other is.
    expect((await open(one, [a.id])).json().item).toBeNull();
    await call(two, { method: 'DELETE', url: `/api/moderation/notices/${b.id}/claim` });
    expect((await open(two, [b.id])).json().item?.id).toBe(a.id);
  });

  it(`passes over at most ${DESK_SKIP_MAX} items`, async () => {
    const ids = (k: number) => Array.from({ length: k }, () => crypto.randomUUID());
    expect((await open(one, ids(DESK_SKIP_MAX))).statusCode).toBe(200);
    expect((await open(one, ids(DESK_SKIP_MAX + 1))).statusCode).toBe(400);
  });
});

describe('a wave of held first cases', () => {
  it('removes 500 from one /48 in one transaction, one statement each, and releases another wave', async () => {
    const network = '2001:db8:48::/48';
    const lodger = await makeUser(db, { country: 'AU' });
    const heldAt = new Date();
    const values = Array.from({ length: 500 }, (_, i) => ({
      id: `wave${String(i).padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`,
      creatorId: lodger.id,
      country: 'AU',
      title: 'Took a deposit and never came back',
      name: 'Jordan Example',
      number: '',
      postcode: '2000',
      details: 'Paid a deposit of four hundred dollars for tiling work and nobody came since then.',
      hiddenAt: heldAt,
      heldAt,
      heldNetwork: network,
    }));
    await db.insert(cases).values(values);
    const others = await Promise.all(
      Array.from({ length: 3 }, () =>
        makeCase(db, {
          creatorId: lodger.id,
          number: '',
          hiddenAt: heldAt,
          heldAt,
          heldNetwork: '198.51.100.0/24',
        }),
      ),
    );
    const ids = values.map((v) => v.id);

    const removed = await post(one, '/api/moderation/held/bulk', {
      action: 'remove',
      network,
      reason: 'One script lodged these from one network in a minute.',
    });
    expect(removed.json()).toEqual({ count: 500 });
    const still = await db.select().from(cases).where(inArray(cases.id, ids));
    expect(still.every((c) => c.hiddenAt !== null && c.heldAt === null)).toBe(true);
    const [{ n: issued } = { n: 0 }] = await db
      .select({ n: count() })
      .from(statements)
      .where(inArray(statements.caseId, ids));
    expect(issued).toBe(500);
    const [{ n: audited } = { n: 0 }] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'bulk_remove' AND ${inArray(auditLog.targetId, ids)}`);
    expect(audited).toBe(500);
    // The other network's cases were not touched; then they are released together.
    const untouched = await db
      .select()
      .from(cases)
      .where(
        inArray(
          cases.id,
          others.map((c) => c.id),
        ),
      );
    expect(untouched.every((c) => c.heldAt !== null)).toBe(true);
    const released = await post(one, '/api/moderation/held/bulk', {
      action: 'release',
      network: '198.51.100.0/24',
      reason: 'Read: ordinary cases.',
    });
    expect(released.json()).toEqual({ count: 3 });
    const shown = await db
      .select()
      .from(cases)
      .where(
        sql`${inArray(
          cases.id,
          others.map((c) => c.id),
        )} AND ${isNull(cases.hiddenAt)}`,
      );
    expect(shown).toHaveLength(3);
  });

  it('wants a network or a window', async () => {
    const res = await post(one, '/api/moderation/held/bulk', { action: 'release', reason: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NOTICE_MESSAGES.bulkScopeRequired);
  });
});

describe('statements for the moderation queue’s restrictions', () => {
  it('hiding a case and suspending a member each issue a statement of reasons', async () => {
    const poster = await makeUser(db);
    const kase = await makeCase(db, { creatorId: poster.id, number: '' });
    expect(
      (await post(one, `/api/moderation/cases/${kase.id}/hide`, { reason: 'Names a child.' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(one, `/api/moderation/users/${poster.id}/suspend`, { reason: 'Spam.', days: 7 }))
        .statusCode,
    ).toBe(200);
    const mine = (await get(poster, '/api/my/statements')).json().statements;
    expect(
      mine.map((s: { restriction: string; facts: string }) => [s.restriction, s.facts]),
    ).toEqual([
      ['suspend', 'Spam.'],
      ['hide', 'Names a child.'],
    ]);
    // A suspended member appeals their suspension; another moderator reverses it.
    const suspension = mine[0];
    expect(
      (await post(poster, `/api/statements/${suspension.id}/appeal`, { text: 'Not spam.' }))
        .statusCode,
    ).toBe(201);
    const [open] = (await get(two, '/api/moderation/appeals')).json().appeals;
    expect(
      (
        await post(two, `/api/moderation/appeals/${open.appeal.id}/decide`, {
          outcome: 'reversed',
          reason: 'Ordinary posts.',
        })
      ).statusCode,
    ).toBe(200);
    const [after] = await db.select().from(users).where(eq(users.id, poster.id));
    expect(after?.suspendedAt).toBeNull();
  });
});
