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
});
