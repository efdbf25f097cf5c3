import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser } from '../../../test/factories.js';
import { insertAppeal, insertNotice } from '../../../test/notice-kit.js';
import { notices } from '../../db/schema/index.js';

// The transparency figures against a fixture (issue 48): known notices, known times to
// decision, known appeals; the JSON and the CSV say the same.

const { app, database } = await buildTestApp();
const { db } = database;

describe('transparency figures', () => {
  it('counts a quarter of 2025 from the rows: received, decided, share, median, p90, appeals', async () => {
    const poster = await makeUser(db);
    const mod = await makeUser(db, { role: 'moderator' });
    const kase = await makeCase(db, { creatorId: poster.id, number: '' });
    const at = (iso: string) => new Date(iso);
    const hours = (h: number) => new Date(at('2025-04-10T00:00:00Z').getTime() + h * 3_600_000);
    // Three decided in Q2 after 1, 2 and 10 hours (two removed), one undecided UK notice.
    for (const [h, decision, regime] of [
      [1, 'remove', 'eu'],
      [2, 'keep', 'eu'],
      [10, 'remove', 'au'],
    ] as const) {
      await insertNotice(db, kase.id, {
        regime,
        receivedAt: at('2025-04-10T00:00:00Z'),
        decidedAt: hours(h),
        decision,
        status: 'decided',
        dueAt: null,
      });
    }
    await insertNotice(db, kase.id, {
      regime: 'uk',
      reason: 'defamation',
      receivedAt: at('2025-05-01T00:00:00Z'),
    });
    const appeal = await insertAppeal(db, {
      caseId: kase.id,
      recipientId: poster.id,
      decidedBy: mod.id,
    });
    await db.execute(
      `UPDATE appeals SET created_at = '2025-05-02T00:00:00Z', outcome = 'reversed' WHERE id = '${appeal.id}'` as never,
    );

    const res = await app.inject({ method: 'GET', url: '/api/transparency?year=2025' });
    const q2 = res.json().quarters.find((q: { quarter: string }) => q.quarter === '2025Q2');
    expect(q2).toEqual({
      quarter: '2025Q2',
      received: [
        { regime: 'au', reason: 'illegal', count: 1 },
        { regime: 'eu', reason: 'illegal', count: 2 },
        { regime: 'uk', reason: 'defamation', count: 1 },
      ],
      decided: 3,
      actedOn: 2,
      shareActedOn: 0.667,
      medianHoursToDecision: 2,
      // percentile_cont over 1, 2, 10: 2 + 0.8 × (10 − 2).
      p90HoursToDecision: 8.4,
      statements: [],
      appeals: 1,
      reversals: 1,
    });
    const q1 = res.json().quarters.find((q: { quarter: string }) => q.quarter === '2025Q1');
    expect(q1).toMatchObject({ decided: 0, shareActedOn: 0, medianHoursToDecision: null });

    const csv = await app.inject({ method: 'GET', url: '/api/transparency.csv?year=2025' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('2025Q2,notices_received,eu,illegal,2\n');
    expect(csv.body).toContain('2025Q2,p90_hours_to_decision,,,8.4\n');
    expect(csv.body).toContain('2025Q2,reversals,,,1\n');
    expect(await db.select().from(notices)).toHaveLength(4);
  });

  it('puts the current year’s figures on /metrics, by quarter', async () => {
    const poster = await makeUser(db);
    const kase = await makeCase(db, { creatorId: poster.id, number: '' });
    const now = new Date();
    const year = now.getUTCFullYear();
    const q = Math.floor(now.getUTCMonth() / 3);
    const quarter = `${year}Q${q + 1}`;
    const start = new Date(Date.UTC(year, q * 3, 1, 0, 0));
    const after = (h: number) => new Date(start.getTime() + h * 3_600_000);
    // This quarter: decided after 4 and 6 hours (one removed), one privacy notice undecided.
    for (const [h, decision] of [
      [4, 'remove'],
      [6, 'keep'],
    ] as const) {
      await insertNotice(db, kase.id, {
        regime: 'au',
        reason: 'defamation',
        receivedAt: start,
        decidedAt: after(h),
        decision,
        status: 'decided',
        dueAt: null,
      });
    }
    await insertNotice(db, kase.id, { regime: 'eu', reason: 'privacy', receivedAt: after(1) });

    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const line = (name: string, labels: string) => {
      const found = res.body.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
      return found === undefined ? undefined : Number(found.split(' ').pop());
    };
    expect(
      line('forewarn_notices_received', `quarter="${quarter}",regime="au",reason="defamation"`),
    ).toBe(2);
    expect(
      line('forewarn_notices_received', `quarter="${quarter}",regime="eu",reason="privacy"`),
    ).toBe(1);
    expect(line('forewarn_notice_hours_to_decision', `quarter="${quarter}",quantile="0.5"`)).toBe(
      5,
    );
    // percentile_cont over 4 and 6: 4 + 0.9 × 2.
    expect(line('forewarn_notice_hours_to_decision', `quarter="${quarter}",quantile="0.9"`)).toBe(
      5.8,
    );
    expect(line('forewarn_notices_decisions', `quarter="${quarter}",what="decided"`)).toBe(2);
    expect(line('forewarn_notices_decisions', `quarter="${quarter}",what="acted_on"`)).toBe(1);
    // The 2025 fixture above is another year's: /metrics holds the current year only.
    if (year !== 2025) expect(res.body).not.toContain('quarter="2025Q2"');
  });
});
