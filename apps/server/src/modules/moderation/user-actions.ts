import {
  DAY_MS,
  MODERATION_MESSAGES,
  type RoleChangeRequest,
  type SuspendUserRequest,
  TRANSPORT_MESSAGES,
  type Trade,
  type TradeBadgeRequest,
} from '@forewarn/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tradeApplications, users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { activeSuspension } from '../../lib/suspension.js';
import type { SessionUser } from '../../plugins/session.js';
import { deleteApiTokensOf } from '../api-tokens/repository.js';
import { FOREWARN_RULES, issueStatement } from '../notices/statements.js';
import { actorOf, type ModerationCtx, run, settle } from './actions.js';
import { writeAudit } from './audit.js';
import { suspendedMail } from './mails.js';

// What moderators and admins do to members (suspend, lift, trade badges and applications,
// roles), each in the one-transaction frame of actions.ts, behind one rule of who may act on whom.

async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound(MODERATION_MESSAGES.moderationUserNotFound);
  return row;
}

/**
 * Who may act on whom: nobody on themselves; moderators on ordinary users only; admins on users
 * and moderators; admins are made and unmade from the command line, never in the app.
 */
function checkAuthority(actor: SessionUser, target: { id: string; role: string }) {
  if (actor.id === target.id) throw forbidden(MODERATION_MESSAGES.moderationSelf);
  if (target.role === 'admin') throw forbidden(MODERATION_MESSAGES.moderationAdminRole);
  if (target.role === 'moderator' && actor.role !== 'admin') {
    throw notFound(MODERATION_MESSAGES.moderationUserNotFound);
  }
}

export async function suspendUser(ctx: ModerationCtx, userId: string, input: SuspendUserRequest) {
  await run(ctx, async (tx, mails) => {
    const target = await lockUser(tx, userId);
    checkAuthority(ctx.actor, target);
    // Under the lock: a double click, or two moderators at once, made two suspensions, two
    // statements of reasons (each with its own appeal) and two mails.
    if (activeSuspension(target)) throw conflict(MODERATION_MESSAGES.moderationAlreadySuspended);
    const until = input.days === null ? null : new Date(Date.now() + input.days * DAY_MS);
    await tx
      .update(users)
      .set({ suspendedAt: sql`now()`, suspendedUntil: until, suspensionReason: input.reason })
      .where(eq(users.id, userId));
    // A suspension ends every API token of the member, not only while it lasts (decision 0063).
    await deleteApiTokensOf(tx, userId);
    if (input.item) await settle(tx, mails, [input.item], 'actioned', input.reason);
    mails.push(() => suspendedMail(target.email, until, input.reason, target.timeZone));
    const statementId = await issueStatement(tx, {
      restriction: 'suspend',
      caseId: null,
      recipientId: userId,
      facts: input.reason,
      rule: FOREWARN_RULES.suspend,
      automated: false,
      decidedBy: actorOf(ctx.actor),
    });
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: 'suspend_user',
      targetType: 'user',
      targetId: userId,
      reason: input.reason,
      details: { until: until?.toISOString() ?? null, statementId },
    });
  });
}

export async function liftSuspension(ctx: ModerationCtx, userId: string, reason: string) {
  await run(ctx, async (tx) => {
    const target = await lockUser(tx, userId);
    checkAuthority(ctx.actor, target);
    if (!activeSuspension(target)) throw conflict(MODERATION_MESSAGES.moderationNotSuspended);
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(eq(users.id, userId));
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: 'lift_suspension',
      targetType: 'user',
      targetId: userId,
      reason,
    });
  });
}

const tradeColumn = (trade: Trade) =>
  trade === 'plumber' ? { verifiedPlumber: true } : { verifiedElectrician: true };
const tradeOff = (trade: Trade) =>
  trade === 'plumber' ? { verifiedPlumber: false } : { verifiedElectrician: false };

/** Grants or revokes Verified Plumber / Verified Electrician. */
export async function setTradeBadge(ctx: ModerationCtx, userId: string, input: TradeBadgeRequest) {
  await run(ctx, async (tx) => {
    await lockUser(tx, userId);
    // A moderator does not verify themselves: another moderator checks their licence.
    if (userId === ctx.actor.id) throw forbidden(MODERATION_MESSAGES.moderationSelf);
    await tx
      .update(users)
      .set(input.granted ? tradeColumn(input.trade) : tradeOff(input.trade))
      .where(eq(users.id, userId));
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: input.granted ? 'grant_badge' : 'revoke_badge',
      targetType: 'user',
      targetId: userId,
      reason: input.reason,
      details: { trade: input.trade },
    });
  });
}

/** Approves a trade application: the badge is granted and the applicant told. */
export async function approveApplication(
  ctx: ModerationCtx,
  applicationId: string,
  reason: string,
) {
  await run(ctx, async (tx, mails) => {
    const [application] = await tx
      .select()
      .from(tradeApplications)
      .where(eq(tradeApplications.id, applicationId));
    if (!application) throw notFound(TRANSPORT_MESSAGES.notFound);
    if (application.userId === ctx.actor.id) throw forbidden(MODERATION_MESSAGES.moderationSelf);
    await settle(tx, mails, [{ kind: 'trade_application', id: applicationId }], 'actioned', reason);
    const trade = application.trade as Trade;
    await tx.update(users).set(tradeColumn(trade)).where(eq(users.id, application.userId));
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: 'approve_application',
      targetType: 'trade_application',
      targetId: applicationId,
      reason,
      details: { userId: application.userId, trade },
    });
  });
}

/** Admins make and unmake moderators. */
export async function setRole(ctx: ModerationCtx, userId: string, input: RoleChangeRequest) {
  await run(ctx, async (tx) => {
    const target = await lockUser(tx, userId);
    checkAuthority(ctx.actor, target);
    await tx
      .update(users)
      .set({ role: input.role, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId)));
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: 'set_role',
      targetType: 'user',
      targetId: userId,
      reason: input.reason,
      details: { from: target.role, to: input.role },
    });
  });
}
