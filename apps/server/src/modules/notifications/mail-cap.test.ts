import { NOTIFICATION_MESSAGES } from '@forewarn/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser } from '../../../test/factories.js';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { notifications } from '../../db/schema/index.js';
import { MAIL_PER_RECIPIENT_RULES } from '../accounts/abuse-limits.js';
import { alertCaseShown } from '../watches/alerts.js';
import { deliverNotification } from './delivery.js';
import { sendDigest } from './digest.js';

// Every email counted (issue 36): notification emails count against the per-recipient mail cap
// (5 an hour), and past it they wait for the member's next daily digest, which says so.

const sent: MailMessage[] = [];
const { app, database } = await buildTestApp(
  {},
  { mail: { send: async (message: MailMessage) => void sent.push(message) } },
);
const { db } = database;
const hourly = MAIL_PER_RECIPIENT_RULES.find((rule) => rule.scope === 'mail-recipient:hour');

describe('notification emails and the per-recipient mail cap', () => {
  it('8 named-party notices in a minute: the cap by email, the rest in the digest, which says so', async () => {
    const named = await makeUser(db, {
      phoneVerified: true,
      verifiedPhoneNumber: '+61413222333',
    });
    const lodger = await makeUser(db);
    for (let i = 0; i < 8; i++) {
      const kase = await makeCase(db, {
        creatorId: lodger.id,
        number: '0413 222 333',
        title: `Case number ${i} naming them`,
      });
      await db.transaction((tx) => alertCaseShown(tx, kase.id));
    }
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, named.id), eq(notifications.kind, 'named_party')));
    expect(rows).toHaveLength(8);
    const outcomes = [];
    for (const row of rows) outcomes.push(await deliverNotification(app.deps, row.id));
    const cap = hourly?.limit ?? 0;
    expect(cap).toBe(5);
    const mailedToThem = sent.filter((m) => m.to === named.email);
    expect(mailedToThem).toHaveLength(cap);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(cap);
    expect(outcomes.filter((o) => o === 'digest')).toHaveLength(8 - cap);
    const held = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, named.id), eq(notifications.emailStatus, 'digest')));
    expect(held).toHaveLength(8 - cap);
    expect(held.every((row) => row.overCap)).toBe(true);

    // The digest carries the three, says why they waited, and goes out though the cap is full.
    expect(
      await sendDigest(app.deps, { userId: named.id, kind: 'named_party', day: '2026-11-27' }),
    ).toBe(8 - cap);
    const digest = sent.filter((m) => m.to === named.email).at(-1);
    expect(digest?.subject).toBe(NOTIFICATION_MESSAGES.digestSubject);
    expect(digest?.text).toContain(NOTIFICATION_MESSAGES.digestOverCapNote);
    for (const row of held) expect(digest?.text).toContain(row.payload.title);
    const after = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, named.id), eq(notifications.emailStatus, 'sent')));
    expect(after).toHaveLength(8);
  });
});
