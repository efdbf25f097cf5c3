import {
  NOTICE_MESSAGES,
  nextDeadline,
  noticeDeadlines,
  type PosterAnswerRequest,
  type Regime,
  SYSTEM_ACTOR_NAME,
} from '@forewarn/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases, notices, notifications, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { writeAudit } from '../moderation/audit.js';
import { casePayload } from '../watches/alert-presentation.js';
import { addJob } from './submit-service.js';

// The poster's side (issue 48): the case's creator is told what was complained of (never who:
// no regime here needs the complainant's consent to share, and the UK's is asked for but only
// moderators read it), their deadline, and a form to consent, refuse with details, or answer.

type Deps = Pick<AppDeps, 'database'>;

/**
 * The job that tells the poster: once per notice (the row is locked and its time recorded),
 * their deadline computed from the moment they are told, a bell notice and the email's job in
 * the same transaction, and an audit row. A case whose creator is gone is recorded so.
 */
export async function tellPoster(deps: Deps, noticeId: string, now = new Date()): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [notice] = await tx.select().from(notices).where(eq(notices.id, noticeId)).for('update');
    if (!notice || notice.posterToldAt || notice.decidedAt) return false;
    const [kase] = notice.caseId
      ? await tx.select().from(cases).where(eq(cases.id, notice.caseId))
      : [];
    if (!kase?.creatorId) {
      await writeAudit(tx, {
        actor: { id: null, name: SYSTEM_ACTOR_NAME },
        action: 'poster_unreachable',
        targetType: 'notice',
        targetId: notice.id,
        reason: notice.reference,
      });
      return false;
    }
    const regime = notice.regime as Regime;
    const timeline = { receivedAt: notice.receivedAt, posterToldAt: now };
    const { answerBy } = noticeDeadlines(regime, timeline);
    await tx
      .update(notices)
      .set({
        posterToldAt: now,
        answerBy,
        status: 'poster_told',
        dueAt: nextDeadline(regime, timeline),
      })
      .where(eq(notices.id, notice.id));
    // The bell; its email is the notice's own mail below, sent whatever the member's settings
    // say (a legal notice is not a digest item), so the row is written already decided.
    await tx
      .insert(notifications)
      .values({
        userId: kase.creatorId,
        kind: 'case_update',
        caseId: kase.id,
        payload: casePayload(kase, 'notice_of_complaint'),
        dedupeKey: `notice:${notice.id}`,
        emailStatus: 'skipped',
      })
      .onConflictDoNothing();
    await writeAudit(tx, {
      actor: { id: null, name: SYSTEM_ACTOR_NAME },
      action: 'poster_told',
      targetType: 'notice',
      targetId: notice.id,
      reason: notice.reference,
      details: { answerBy: answerBy?.toISOString() ?? null, caseId: kase.id },
    });
    await addJob(
      tx,
      'notice_mail',
      { kind: 'poster', id: notice.id },
      `notice-poster-mail:${notice.id}`,
    );
    return true;
  });
}

/** What the poster sees of the notices about one of their cases: never who sent them. */
export async function noticesForPoster(deps: Deps, user: SessionUser, caseId: string) {
  const { db } = deps.database;
  const [kase] = await db
    .select({ id: cases.id, creatorId: cases.creatorId })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!kase || kase.creatorId !== user.id) throw notFound(NOTICE_MESSAGES.caseNotFound);
  const rows = await db
    .select()
    .from(notices)
    .where(and(eq(notices.caseId, caseId), sql`${notices.posterToldAt} IS NOT NULL`))
    .orderBy(desc(notices.receivedAt));
  return rows.map((n) => ({
    id: n.id,
    reference: n.reference,
    regime: n.regime as Regime,
    reason: n.reason,
    explanation: n.explanation,
    location: n.location,
    meaning: n.meaning,
    inaccurate: n.inaccurate,
    receivedAt: n.receivedAt.toISOString(),
    answerBy: n.answerBy?.toISOString() ?? null,
    answer: n.posterAnswer,
    answeredAt: n.answeredAt?.toISOString() ?? null,
    decision: n.decision,
    decidedAt: n.decidedAt?.toISOString() ?? null,
  }));
}

/** The poster's answer: once, before the deadline, while undecided; it reaches the desk. */
export async function answerNotice(
  deps: Deps,
  user: SessionUser,
  noticeId: string,
  input: PosterAnswerRequest,
  now = new Date(),
) {
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ notice: notices, creatorId: cases.creatorId })
      .from(notices)
      .innerJoin(cases, eq(cases.id, notices.caseId))
      .where(eq(notices.id, noticeId))
      .for('update', { of: notices });
    if (!row || row.creatorId !== user.id || !row.notice.posterToldAt) {
      throw notFound(NOTICE_MESSAGES.statusNotFound);
    }
    const notice = row.notice;
    if (notice.decidedAt) throw conflict(NOTICE_MESSAGES.answerClosed);
    if (notice.answeredAt) throw conflict(NOTICE_MESSAGES.alreadyAnswered);
    if (notice.answerBy && now.getTime() >= notice.answerBy.getTime()) {
      throw conflict(NOTICE_MESSAGES.answerTooLate);
    }
    const regime = notice.regime as Regime;
    const timeline = {
      receivedAt: notice.receivedAt,
      posterToldAt: notice.posterToldAt,
      answeredAt: now,
    };
    await tx
      .update(notices)
      .set({
        posterAnswer: input.answer,
        posterAnswerText: input.text,
        posterName: input.answer === 'refuse' ? input.name : null,
        posterAddress: input.answer === 'refuse' ? input.address : null,
        posterConsentToRelease: input.answer === 'refuse' ? input.consentToRelease : null,
        answeredAt: now,
        status: 'answered',
        dueAt: nextDeadline(regime, timeline),
      })
      .where(eq(notices.id, noticeId));
    await writeAudit(tx, {
      actor: { id: user.id, name: user.username ?? user.email },
      action: 'poster_answered',
      targetType: 'notice',
      targetId: noticeId,
      reason: notice.reference,
      details: { answer: input.answer },
    });
  });
}

/** The poster's address and the case's title, for the notice's mail; null once gone. */
export async function posterEmail(db: DbOrTx, caseId: string | null) {
  if (!caseId) return null;
  const [row] = await db
    .select({ email: users.email, title: cases.title, verified: users.emailVerified })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.creatorId))
    .where(eq(cases.id, caseId));
  return row ?? null;
}
