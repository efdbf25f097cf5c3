import { MESSAGES, MODERATION_MESSAGES } from '@forewarn/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cases, disputes, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { foreignKeyViolation } from '../../lib/pg-errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { viewableBy, viewerOf } from '../cases/visibility.js';
import { type QueuedMail, queueMail, sendQueued } from '../outbox/outbox.js';
import { disputeLodgedMail } from './mails.js';

// 'Dispute this case' (issue 13): anyone signed in but the creator, on a case they may see,
// says why it is false or settled. The dispute lands in the moderation queue; the creator is
// told a dispute was lodged, never by whom. A second dispute by the same person updates their
// open one (and tells the creator nothing new).

type Deps = Pick<AppDeps, 'database' | 'mail' | 'config'>;

export async function disputeCase(
  deps: Deps,
  log: FastifyBaseLogger,
  user: SessionUser,
  caseId: string,
  reason: string,
): Promise<{ created: boolean }> {
  const { db } = deps.database;
  // Disputing needs a verified email (issue 22), as reporting a case does.
  if (!user.emailVerified) throw forbidden(MESSAGES.verifiedEmailForPage);
  const [kase] = await db
    .select({
      id: cases.id,
      title: cases.title,
      creatorId: cases.creatorId,
      creatorEmail: users.email,
    })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.creatorId))
    .where(and(eq(cases.id, caseId), viewableBy(viewerOf(user))))
    .limit(1);
  if (!kase) throw notFound(MESSAGES.caseNotFound);
  if (kase.creatorId === user.id) throw forbidden(MODERATION_MESSAGES.cannotDisputeOwnCase);
  let created: boolean;
  let queued: QueuedMail[] = [];
  try {
    ({ created, queued } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(disputes)
        .values({ caseId: kase.id, userId: user.id, reason })
        .onConflictDoUpdate({
          target: [disputes.caseId, disputes.userId],
          targetWhere: sql`${disputes.status} = 'open'`,
          set: { reason, updatedAt: sql`now()` },
        })
        .returning({ created: sql<boolean>`(xmax = 0)` });
      const isNew = row?.created === true;
      const to = kase.creatorEmail;
      // Counted against the creator's per-recipient cap: strangers' disputes cannot flood them.
      const mails =
        isNew && to
          ? [
              await queueMail(
                tx,
                () => disputeLodgedMail(to, deps.config.publicUrl, kase),
                'ordinary',
              ),
            ]
          : [];
      return { created: isNew, queued: mails };
    }));
  } catch (error) {
    if (foreignKeyViolation(error)) throw notFound(MESSAGES.caseNotFound);
    throw error;
  }
  await sendQueued(deps, log, queued);
  return { created };
}
