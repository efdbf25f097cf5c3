import {
  type AppealDecisionRequest,
  type AppealOutcome,
  type AppealRequest,
  NOTICE_MESSAGES,
  type Restriction,
  statementRule,
  TRANSPORT_MESSAGES,
} from '@forewarn/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appeals, cases, statements, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { actorOf } from '../moderation/actions.js';
import { writeAudit } from '../moderation/audit.js';
import { alertCaseShown } from '../watches/alerts.js';
import { addJob } from './submit-service.js';

// Appeals (issue 48, DSA Art. 20): the member a statement of reasons restricted may appeal it
// once, within six months; a moderator other than the one who decided it decides the appeal
// (the server refuses the first one); the outcome and its reasons are mailed after the commit.

type Deps = Pick<AppDeps, 'database'>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function presentStatement(
  s: typeof statements.$inferSelect,
  appeal?: typeof appeals.$inferSelect | null,
) {
  return {
    id: s.id,
    reference: s.reference,
    restriction: s.restriction as Restriction,
    caseId: s.caseId,
    facts: s.facts,
    rule: statementRule(s.ruleId, s.rule),
    automated: s.automated,
    createdAt: s.createdAt.toISOString(),
    appealUntil: s.appealUntil.toISOString(),
    reversed: s.reversedAt !== null,
    appeal: appeal
      ? {
          id: appeal.id,
          text: appeal.text,
          createdAt: appeal.createdAt.toISOString(),
          outcome: appeal.outcome as AppealOutcome | null,
          reason: appeal.reason,
          decidedAt: iso(appeal.decidedAt),
        }
      : null,
  };
}

/** The statements of reasons about the member, newest first, with their appeals. */
export async function myStatements(deps: Deps, user: SessionUser) {
  const rows = await deps.database.db
    .select({ statement: statements, appeal: appeals })
    .from(statements)
    .leftJoin(appeals, eq(appeals.statementId, statements.id))
    .where(eq(statements.recipientId, user.id))
    .orderBy(desc(statements.createdAt))
    .limit(100);
  return rows.map((r) => presentStatement(r.statement, r.appeal));
}

export async function lodgeAppeal(
  deps: Deps,
  user: SessionUser,
  statementId: string,
  input: AppealRequest,
  now = new Date(),
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [statement] = await tx
      .select()
      .from(statements)
      .where(eq(statements.id, statementId))
      .for('update');
    if (!statement) throw notFound(NOTICE_MESSAGES.statementNotFound);
    if (statement.recipientId !== user.id) throw notFound(NOTICE_MESSAGES.statementNotFound);
    if (now.getTime() > statement.appealUntil.getTime()) {
      throw conflict(NOTICE_MESSAGES.appealClosed);
    }
    const [made] = await tx
      .insert(appeals)
      .values({ statementId, appellantId: user.id, text: input.text })
      .onConflictDoNothing()
      .returning({ id: appeals.id });
    if (!made) throw conflict(NOTICE_MESSAGES.appealExists);
    await writeAudit(tx, {
      actor: actorOf(user),
      action: 'appeal_lodged',
      targetType: 'appeal',
      targetId: made.id,
      reason: statement.reference,
      details: { statementId },
    });
  });
}

/** Open appeals, oldest first, with the statement they contest. */
export async function openAppeals(db: DbOrTx) {
  const rows = await db
    .select({ statement: statements, appeal: appeals })
    .from(appeals)
    .innerJoin(statements, eq(statements.id, appeals.statementId))
    .where(sql`${appeals.decidedAt} IS NULL`)
    .orderBy(appeals.createdAt)
    .limit(100);
  return rows.map((r) => ({
    ...presentStatement(r.statement, r.appeal),
    firstDecidedBy: r.statement.decidedBy,
  }));
}

/** Undoes what a reversed statement restricted. */
async function reverse(tx: DbOrTx, statement: typeof statements.$inferSelect) {
  if (
    (statement.restriction === 'remove' ||
      statement.restriction === 'hide' ||
      statement.restriction === 'hold') &&
    statement.caseId
  ) {
    await tx
      .update(cases)
      .set({ hiddenAt: null, hiddenReason: null, heldAt: null, heldNetwork: null })
      .where(eq(cases.id, statement.caseId));
    await alertCaseShown(tx, statement.caseId);
  }
  if (statement.restriction === 'suspend' && statement.recipientId) {
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(eq(users.id, statement.recipientId));
  }
  if (statement.restriction === 'refuse_trade' && statement.recipientId) {
    // The statement does not name the application, so the applicant's latest refused one
    // goes back to the queue for a fresh check (a reversal is not itself a licence check).
    await tx.execute(sql`
      UPDATE trade_applications SET status = 'open', decided_at = NULL
      WHERE id = (SELECT id FROM trade_applications
        WHERE user_id = ${statement.recipientId} AND status = 'dismissed'
        ORDER BY created_at DESC LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM trade_applications
          WHERE user_id = ${statement.recipientId} AND status = 'open')`);
  }
  await tx
    .update(statements)
    .set({ reversedAt: sql`now()` })
    .where(eq(statements.id, statement.id));
}

export async function decideAppeal(
  deps: Deps,
  actor: SessionUser,
  appealId: string,
  input: AppealDecisionRequest,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ appeal: appeals, statement: statements })
      .from(appeals)
      .innerJoin(statements, eq(statements.id, appeals.statementId))
      .where(eq(appeals.id, appealId))
      .for('update', { of: appeals });
    if (!row) throw notFound(TRANSPORT_MESSAGES.notFound);
    if (row.appeal.decidedAt) throw conflict(NOTICE_MESSAGES.appealDecided);
    if (row.statement.decidedBy === actor.id) throw forbidden(NOTICE_MESSAGES.appealSameModerator);
    if (row.appeal.appellantId === actor.id) throw forbidden(NOTICE_MESSAGES.appealSameModerator);
    if (input.outcome === 'reversed') await reverse(tx, row.statement);
    await tx
      .update(appeals)
      .set({
        outcome: input.outcome,
        reason: input.reason,
        decidedBy: actor.id,
        decidedAt: sql`now()`,
      })
      .where(eq(appeals.id, appealId));
    await writeAudit(tx, {
      actor: actorOf(actor),
      action: 'appeal_decided',
      targetType: 'appeal',
      targetId: appealId,
      reason: input.reason,
      details: { outcome: input.outcome, statementId: row.statement.id },
    });
    await addJob(tx, 'notice_mail', { kind: 'appeal', id: appealId }, `appeal-mail:${appealId}`);
  });
}
