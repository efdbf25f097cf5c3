import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser } from '../../../test/factories.js';
import { notifications } from '../../db/schema/index.js';
import { NAMING_PAGE_SIZE } from './alert-matching.js';
import { noticeCasesNaming } from './alerts.js';

// A member who verifies a number named in more cases than one page (issue 36): every case gets
// them a notice, none is dropped by a silent limit, and the trade rule still applies.

const { database } = await buildTestApp();
const { db } = database;

describe('notices of the cases naming a newly verified number', () => {
  it('reach every case, page after page, but a trade-restricted one only its trade', async () => {
    const lodger = await makeUser(db);
    const total = NAMING_PAGE_SIZE * 2 + 5;
    for (let i = 0; i < total; i++) {
      await makeCase(db, { creatorId: lodger.id, number: '0413 777 888', title: `Case ${i}` });
    }
    await makeCase(db, { creatorId: lodger.id, number: '0413 777 888', visibleToPlumbers: true });
    const named = await makeUser(db, { phoneVerified: true, verifiedPhoneNumber: '+61413777888' });
    await db.transaction((tx) =>
      noticeCasesNaming(tx, { id: named.id, phone: '+61413777888', email: null }),
    );
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, named.id), eq(notifications.kind, 'named_party')));
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.caseId)).size).toBe(total);
  }, 120_000);
});
