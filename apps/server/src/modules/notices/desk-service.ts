import {
  DESK_CLAIM_MS,
  type DeskFilter,
  NOTICE_MESSAGES,
  type NoticeDecisionRequest,
  type NoticeReason,
  type Regime,
  TRANSPORT_MESSAGES,
} from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases, notices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { maskedTitle } from '../cases/free-text.js';
import { actorOf } from '../moderation/actions.js';
import { writeAudit } from '../moderation/audit.js';
import { tellFollowers } from '../watches/alerts.js';
import { deskContext, deskWhere } from './desk-context.js';
import { issueStatement, ruleOfNotice } from './statements.js';
import { addJob } from './submit-service.js';

// The desk's notices (issue 48): one item at a time, ordered by deadline then age; a claim is
// a lease, so two moderators never decide the same item (the claim is one UPDATE that only one
// of two racing moderators can win; deciding locks the row and checks the claim again).

/** How long a claim holds an item without a decision (the desk renews it while shown). */
export const CLAIM_MS = DESK_CLAIM_MS;

type Deps = Pick<AppDeps, 'database'>;

const claimable = (userId: string) =>
  sql`(${notices.claimedBy} IS NULL OR ${notices.claimUntil} < now() OR ${notices.claimedBy} = ${userId})`;

/** Claims one notice for the moderator (or renews their claim); false if another holds it. */
export async function claimNotice(deps: Deps, actor: SessionUser, id: string): Promise<void> {
  const { db } = deps.database;
  const claimed = await db
    .update(notices)
    .set({ claimedBy: actor.id, claimUntil: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval` })
    .where(sql`${notices.id} = ${id} AND ${notices.decidedAt} IS NULL AND ${claimable(actor.id)}`)
    .returning({ id: notices.id });
  if (claimed.length === 1) return;
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  if (!row) throw notFound(TRANSPORT_MESSAGES.notFound);
  if (row.decidedAt) throw conflict(NOTICE_MESSAGES.alreadyDecided);
  throw conflict(NOTICE_MESSAGES.claimedByAnother);
}

/** Gives up the moderator's own claim on a notice (passed with N): another may take it now. */
export async function releaseClaim(deps: Deps, actor: SessionUser, id: string): Promise<void> {
  await deps.database.db
    .update(notices)
    .set({ claimedBy: null, claimUntil: null })
    .where(sql`${notices.id} = ${id} AND ${notices.claimedBy} = ${actor.id}`);
}

/**
 * The next undecided notice nobody else holds, claimed for the moderator in the same
 * statement: the earliest deadline first, then the oldest. SKIP LOCKED lets two moderators
 * asking at once get two different items.
 */
export async function claimNextNotice(
  deps: Deps,
  actor: SessionUser,
  filter: DeskFilter = { due: 'all' },
  /** Items the moderator's desk holds in their undo window: decided there, not yet sent. */
  skip: readonly string[] = [],
): Promise<string | null> {
  const skipped =
    skip.length > 0
      ? sql`AND id NOT IN (${sql.join(
          skip.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const result = await deps.database.db.execute<{ id: string }>(sql`
    UPDATE notices SET claimed_by = ${actor.id},
      claim_until = now() + ${`${CLAIM_MS} milliseconds`}::interval
    WHERE id = (
      SELECT id FROM notices
      WHERE ${deskWhere(filter)} ${skipped}
        AND (claimed_by IS NULL OR claim_until < now() OR claimed_by = ${actor.id})
      ORDER BY due_at ASC NULLS LAST, created_at ASC, id
      LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  return result.rows[0]?.id ?? null;
}

/** Undecided notices in the desk's order, with the moderator's view of each. */
export async function listDesk(
  db: DbOrTx,
  page: { limit: number; offset: number },
  filter: DeskFilter = { due: 'all' },
) {
  const rows = await db
    .select({ notice: notices, kase: cases })
    .from(notices)
    .leftJoin(cases, eq(cases.id, notices.caseId))
    .where(deskWhere(filter))
    .orderBy(sql`${notices.dueAt} ASC NULLS LAST`, notices.receivedAt, notices.id)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(deskWhere(filter));
  return { items: rows.map((row) => presentDeskItem(row, null)), total: total?.n ?? 0 };
}

export async function loadDeskItem(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ notice: notices, kase: cases })
    .from(notices)
    .leftJoin(cases, eq(cases.id, notices.caseId))
    .where(eq(notices.id, id));
  if (!row) throw notFound(TRANSPORT_MESSAGES.notFound);
  return presentDeskItem(row, await deskContext(db, row.notice, row.kase));
}

type DeskRow = { notice: typeof notices.$inferSelect; kase: typeof cases.$inferSelect | null };

/** Moderators read everything a notice holds, the notifier's identity included. */
export function presentDeskItem(
  { notice: n, kase }: DeskRow,
  context: Awaited<ReturnType<typeof deskContext>> | null,
) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: n.id,
    reference: n.reference,
    regime: n.regime as Regime,
    reason: n.reason as NoticeReason,
    status: n.status,
    explanation: n.explanation,
    location: n.location,
    meaning: n.meaning,
    inaccurate: n.inaccurate,
    cannotIdentifyPoster: n.cannotIdentifyPoster,
    consentToShare: n.consentToShare,
    notifierName: n.notifierName,
    notifierEmail: n.notifierEmail,
    fromNamedParty: n.fromNamedParty,
    receivedAt: n.receivedAt.toISOString(),
    tellPosterBy: n.tellPosterBy.toISOString(),
    posterToldAt: iso(n.posterToldAt),
    answerBy: iso(n.answerBy),
    dueAt: iso(n.dueAt),
    escalated: n.escalatedAt !== null,
    posterAnswer: n.posterAnswer,
    posterAnswerText: n.posterAnswerText,
    posterName: n.posterName,
    posterAddress: n.posterAddress,
    answeredAt: iso(n.answeredAt),
    decision: n.decision,
    decidedAt: iso(n.decidedAt),
    claimedBy: n.claimedBy,
    claimUntil: iso(n.claimUntil),
    case: kase
      ? {
          id: kase.id,
          title: maskedTitle(kase),
          country: kase.country,
          hidden: kase.hiddenAt !== null,
          creatorId: kase.creatorId,
        }
      : null,
    context,
  };
}

/**
 * Decides a notice: remove (the case is hidden and its creator gets a statement of reasons) or
 * keep. The notifier is told the outcome with its reasons. The row is locked, so of two
 * moderators deciding at once exactly one does; a live claim by another refuses.
 */
export async function decideNotice(
  deps: Deps,
  actor: SessionUser,
  id: string,
  input: NoticeDecisionRequest,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [notice] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
    if (!notice) throw notFound(TRANSPORT_MESSAGES.notFound);
    if (notice.decidedAt) throw conflict(NOTICE_MESSAGES.alreadyDecided);
    const heldByOther =
      notice.claimedBy !== null &&
      notice.claimedBy !== actor.id &&
      notice.claimUntil !== null &&
      notice.claimUntil.getTime() > Date.now();
    if (heldByOther) throw conflict(NOTICE_MESSAGES.claimedByAnother);
    const by = actorOf(actor);
    let statementId: string | null = null;
    if (input.decision === 'remove' && notice.caseId) {
      const [kase] = await tx.select().from(cases).where(eq(cases.id, notice.caseId)).for('update');
      if (kase && !kase.hiddenAt) {
        await tx
          .update(cases)
          .set({ hiddenAt: sql`now()`, hiddenReason: input.reason })
          .where(eq(cases.id, kase.id));
        await tellFollowers(tx, kase.id, 'case_no_longer_shown', { eventKey: `notice:${id}` });
      }
      if (kase) {
        statementId = await issueStatement(tx, {
          restriction: 'remove',
          caseId: kase.id,
          noticeId: id,
          recipientId: kase.creatorId,
          facts: input.reason,
          rule: ruleOfNotice(notice.regime as Regime, notice.reason as NoticeReason),
          automated: false,
          decidedBy: by,
        });
      }
    }
    await tx
      .update(notices)
      .set({
        decision: input.decision,
        decidedAt: sql`now()`,
        decidedBy: actor.id,
        decisionReason: input.reason,
        status: 'decided',
        dueAt: null,
        claimedBy: null,
        claimUntil: null,
      })
      .where(eq(notices.id, id));
    await writeAudit(tx, {
      actor: by,
      action: 'notice_decided',
      targetType: 'notice',
      targetId: id,
      reason: input.reason,
      details: { decision: input.decision, statementId, caseId: notice.caseId },
    });
    await addJob(tx, 'notice_mail', { kind: 'outcome', id }, `notice-outcome:${id}`);
  });
}
