import { ANONYMOUS_AUTHOR, DELETED_AUTHOR, type DeskFilter, maskFreeText } from '@forewarn/domain';
import { and, count, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  auditLog,
  caseImages,
  cases,
  comments,
  notices,
  statements,
  users,
} from '../../db/schema/index.js';
import { freeTextContext } from '../cases/free-text.js';
import { imageRef } from '../cases/summary.js';
import { commentImageRef } from '../comments/presenter.js';

// Everything a moderator needs to decide one notice on one screen (issue 48): the case's text,
// its images and responses, the lodger's and the notifier's history, and the earlier decisions
// about the case. Loaded for the one item on the desk, never for a list.

const RESPONSES = 20;
const EARLIER = 20;

/** The desk's filters as a condition on `notices` (undecided ones only are ever asked for). */
export function deskWhere(filter: DeskFilter): SQL {
  const parts: SQL[] = [sql`${notices.decidedAt} IS NULL`];
  if (filter.regime) parts.push(eq(notices.regime, filter.regime));
  if (filter.reason) parts.push(eq(notices.reason, filter.reason));
  if (filter.due === 'overdue') parts.push(sql`${notices.dueAt} < now()`);
  if (filter.due === 'day') parts.push(sql`${notices.dueAt} < now() + interval '24 hours'`);
  if (filter.due === 'answered') parts.push(isNotNull(notices.answeredAt));
  return and(...parts) as SQL;
}

type Kase = typeof cases.$inferSelect;
type Notice = typeof notices.$inferSelect;

export async function deskContext(db: DbOrTx, notice: Notice, kase: Kase | null) {
  const [caseView, lodger, notifier, earlier] = await Promise.all([
    kase ? caseContext(db, kase) : null,
    kase?.creatorId ? lodgerHistory(db, kase.creatorId) : null,
    notifierHistory(db, notice),
    kase ? earlierDecisions(db, kase.id, notice.id) : [],
  ]);
  return {
    details: caseView?.details ?? '',
    images: caseView?.images ?? [],
    responses: caseView?.responses ?? [],
    lodger,
    notifier,
    earlier,
  };
}

async function caseContext(db: DbOrTx, kase: Kase) {
  // Moderators read cases masked like everyone else (DESIGN.md §1).
  const context = freeTextContext(kase);
  const [images, responses] = await Promise.all([
    db
      .select({ id: caseImages.id, kind: caseImages.kind })
      .from(caseImages)
      .where(eq(caseImages.caseId, kase.id))
      .orderBy(caseImages.createdAt),
    db
      .select({
        id: comments.id,
        text: comments.text,
        imageKey: comments.imageKey,
        createdAt: comments.createdAt,
        userId: comments.userId,
        username: users.username,
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.caseId, kase.id))
      .orderBy(desc(comments.createdAt))
      .limit(RESPONSES),
  ]);
  return {
    details: maskFreeText(kase.details, context),
    // The main image first, as the case page shows it.
    images: images
      .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'main' ? -1 : 1))
      .map((image) => imageRef(kase.id, image.id)),
    responses: responses.map((r) => ({
      id: r.id,
      // Moderators see who wrote a response, as they see the notifier.
      author: r.userId === null ? DELETED_AUTHOR : (r.username ?? ANONYMOUS_AUTHOR),
      byLodger: r.userId !== null && r.userId === kase.creatorId,
      text: maskFreeText(r.text, context),
      createdAt: r.createdAt.toISOString(),
      image: r.imageKey ? commentImageRef(kase.id, r.id) : null,
    })),
  };
}

async function lodgerHistory(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [counts] = await db
    .select({
      cases: count(),
      hidden: sql<number>`count(*) FILTER (WHERE ${cases.hiddenAt} IS NOT NULL)::int`,
    })
    .from(cases)
    .where(eq(cases.creatorId, userId));
  const [said] = await db
    .select({ n: count() })
    .from(statements)
    .where(eq(statements.recipientId, userId));
  return {
    name: user.username ?? user.email,
    memberSince: user.createdAt.toISOString(),
    suspended: user.suspendedAt !== null,
    cases: counts?.cases ?? 0,
    hidden: counts?.hidden ?? 0,
    statements: said?.n ?? 0,
  };
}

/** The notifier's earlier notices, matched by their email (they need no account). */
async function notifierHistory(db: DbOrTx, notice: Notice) {
  const [row] = await db
    .select({
      notices: count(),
      removed: sql<number>`count(*) FILTER (WHERE ${notices.decision} = 'remove')::int`,
      kept: sql<number>`count(*) FILTER (WHERE ${notices.decision} = 'keep')::int`,
    })
    .from(notices)
    .where(
      and(
        sql`lower(${notices.notifierEmail}) = lower(${notice.notifierEmail})`,
        ne(notices.id, notice.id),
      ),
    );
  return { notices: row?.notices ?? 0, removed: row?.removed ?? 0, kept: row?.kept ?? 0 };
}

/** What moderators did about the case before: the audit log's rows on it and its notices. */
async function earlierDecisions(db: DbOrTx, caseId: string, noticeId: string) {
  const others = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.caseId, caseId), ne(notices.id, noticeId)));
  const targets = [
    and(eq(auditLog.targetType, 'case'), eq(auditLog.targetId, caseId)),
    ...(others.length > 0
      ? [
          and(
            eq(auditLog.targetType, 'notice'),
            inArray(
              auditLog.targetId,
              others.map((o) => o.id),
            ),
          ),
        ]
      : []),
  ];
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(...targets))
    .orderBy(desc(auditLog.createdAt))
    .limit(EARLIER);
  return rows.map((row) => {
    const reason = (row.details as { reason?: unknown }).reason;
    return {
      createdAt: row.createdAt.toISOString(),
      actorName: row.actorName,
      action: row.action,
      reason: typeof reason === 'string' ? reason : '',
    };
  });
}
