import type { QueueItemRef } from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { tradeApplications } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { SessionUser } from '../../plugins/session.js';
import { FOREWARN_RULES, issueStatement } from '../notices/statements.js';
import { type MailToQueue, queueMail, sendQueued } from '../outbox/outbox.js';
import { type AuditActor, writeAudit } from './audit.js';
import { type Closing, closeItem } from './items.js';

// What moderators do (issue 13). Each action is one transaction holding the change, the queue
// items it settles and exactly one audit row; the emails it owes are queued in it and sent
// after the commit (docs/decisions/0086), so a mail server that is down never undoes a decision
// and a mail that fails is retried. This file holds that frame and the dismissal of a queue
// item; the actions on cases are in case-actions.ts, those on members in user-actions.ts.

export type ModerationCtx = {
  deps: Pick<AppDeps, 'database' | 'mail' | 'storage' | 'config'> & Partial<Pick<AppDeps, 'crowd'>>;
  actor: SessionUser;
  log: FastifyBaseLogger;
};

export const actorOf = (user: Pick<SessionUser, 'id' | 'username' | 'email'>): AuditActor => ({
  id: user.id,
  name: user.username ?? user.email,
});

export async function run(
  ctx: ModerationCtx,
  work: (tx: DbOrTx, mails: MailToQueue[]) => Promise<void>,
): Promise<void> {
  const queued = await ctx.deps.database.db.transaction(async (tx) => {
    const mails: MailToQueue[] = [];
    await work(tx, mails);
    // Outcomes count against the recipient's cap like any ordinary mail (issue 22).
    return Promise.all(mails.map((mail) => queueMail(tx, mail, 'ordinary')));
  });
  await sendQueued(ctx.deps, ctx.log, queued);
}

export async function settle(
  tx: DbOrTx,
  mails: MailToQueue[],
  items: QueueItemRef[],
  to: Closing,
  reason: string,
): Promise<void> {
  for (const item of items) {
    const mail = await closeItem(tx, item, to, reason);
    if (mail) mails.push(mail);
  }
}

/** Closes an item with no action. Its reporter is told no action was taken. */
export async function dismissItem(ctx: ModerationCtx, item: QueueItemRef, reason: string) {
  await run(ctx, async (tx, mails) => {
    await settle(tx, mails, [item], 'dismissed', reason);
    // A refused trade application restricts its applicant: a statement of reasons (issue 48).
    const statementId =
      item.kind === 'trade_application' ? await refusalStatement(ctx, tx, item.id, reason) : null;
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: 'dismiss',
      targetType: item.kind,
      targetId: item.id,
      reason,
      ...(statementId ? { details: { statementId } } : {}),
    });
  });
}

async function refusalStatement(
  ctx: ModerationCtx,
  tx: DbOrTx,
  applicationId: string,
  reason: string,
): Promise<string | null> {
  const [application] = await tx
    .select({ userId: tradeApplications.userId })
    .from(tradeApplications)
    .where(eq(tradeApplications.id, applicationId));
  if (!application) return null;
  return issueStatement(tx, {
    restriction: 'refuse_trade',
    caseId: null,
    recipientId: application.userId,
    facts: reason,
    rule: FOREWARN_RULES.refuse_trade,
    automated: false,
    decidedBy: actorOf(ctx.actor),
  });
}
