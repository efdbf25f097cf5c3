import type { QueueItemRef, QueueKind } from '@forewarn/domain';
import { TRANSPORT_MESSAGES } from '@forewarn/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bugReports,
  caseReports,
  cases,
  disputes,
  feedback,
  tradeApplications,
  userReports,
  users,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { freeTextColumns, maskedTitle } from '../cases/free-text.js';
import type { MailToQueue } from '../outbox/outbox.js';
import { outcomeMail, tradeDecisionMail } from './mails.js';

// Closing a queue item: its status goes from open to dismissed or actioned, and whoever raised
// it may be owed an email (sent after the transaction commits).

export type Closing = 'dismissed' | 'actioned';

type Row = { status: string };

async function lockRow(tx: DbOrTx, kind: QueueKind, id: string): Promise<Row | undefined> {
  const table = {
    case_report: caseReports,
    user_report: userReports,
    dispute: disputes,
    trade_application: tradeApplications,
    bug_report: bugReports,
    feedback,
  }[kind];
  const [row] = await tx
    .select({ status: table.status })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row;
}

async function emailOf(tx: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

async function titleOf(tx: DbOrTx, caseId: string | null): Promise<string> {
  if (!caseId) return '';
  const [row] = await tx
    .select({
      title: cases.title,
      ...freeTextColumns,
    })
    .from(cases)
    .where(eq(cases.id, caseId));
  // The outcome mail goes to whoever reported: the title as they read it on the site, masked.
  return row ? maskedTitle(row) : '';
}

/**
 * Closes one open item (404 when there is none, 409 when it is already closed) and returns the
 * mail owed to whoever raised it, if any. `reason` reaches only a trade applicant turned down.
 */
export async function closeItem(
  tx: DbOrTx,
  ref: QueueItemRef,
  to: Closing,
  reason: string,
): Promise<MailToQueue | null> {
  const row = await lockRow(tx, ref.kind, ref.id);
  if (!row) throw notFound(TRANSPORT_MESSAGES.notFound);
  if (row.status !== 'open') throw conflict(TRANSPORT_MESSAGES.itemAlreadyClosed);
  const actioned = to === 'actioned';
  switch (ref.kind) {
    case 'case_report': {
      const [r] = await tx
        .update(caseReports)
        .set({ status: to, updatedAt: sql`now()` })
        .where(eq(caseReports.id, ref.id))
        .returning();
      const email = await emailOf(tx, r?.reporterId ?? null);
      const caseTitle = await titleOf(tx, r?.caseId ?? null);
      return email ? () => outcomeMail(email, { kind: 'case_report', caseTitle }, actioned) : null;
    }
    case 'dispute': {
      const [r] = await tx
        .update(disputes)
        .set({ status: to, updatedAt: sql`now()` })
        .where(eq(disputes.id, ref.id))
        .returning();
      const email = await emailOf(tx, r?.userId ?? null);
      const caseTitle = await titleOf(tx, r?.caseId ?? null);
      return email ? () => outcomeMail(email, { kind: 'dispute', caseTitle }, actioned) : null;
    }
    case 'user_report': {
      const [r] = await tx
        .update(userReports)
        .set({ status: to })
        .where(eq(userReports.id, ref.id))
        .returning();
      const email = await emailOf(tx, r?.reporterId ?? null);
      return email ? () => outcomeMail(email, { kind: 'user_report' }, actioned) : null;
    }
    case 'trade_application': {
      const [r] = await tx
        .update(tradeApplications)
        .set({ status: to, decidedAt: sql`now()` })
        .where(eq(tradeApplications.id, ref.id))
        .returning();
      const email = await emailOf(tx, r?.userId ?? null);
      return email && r
        ? () => tradeDecisionMail(email, r.trade as 'plumber' | 'electrician', actioned, reason)
        : null;
    }
    case 'bug_report':
      await tx.update(bugReports).set({ status: to }).where(eq(bugReports.id, ref.id));
      return null;
    case 'feedback':
      await tx.update(feedback).set({ status: to }).where(eq(feedback.id, ref.id));
      return null;
  }
}

/** The open reports and disputes about a case: hiding it settles them all. */
export async function openItemsAboutCase(tx: DbOrTx, caseId: string): Promise<QueueItemRef[]> {
  const reports = await tx
    .select({ id: caseReports.id })
    .from(caseReports)
    .where(and(eq(caseReports.caseId, caseId), eq(caseReports.status, 'open')));
  const disputed = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.caseId, caseId), eq(disputes.status, 'open')));
  return [
    ...reports.map((r) => ({ kind: 'case_report' as const, id: r.id })),
    ...disputed.map((r) => ({ kind: 'dispute' as const, id: r.id })),
  ];
}
