import {
  DAY_MS,
  MESSAGES,
  MODERATION_MESSAGES,
  maskFreeText,
  type QueueItemRef,
  type RoleChangeRequest,
  type SuspendUserRequest,
  type Trade,
  type TradeBadgeRequest,
} from '@forewarn/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { cases, comments, tradeApplications, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { activeSuspension } from '../../lib/suspension.js';
import type { SessionUser } from '../../plugins/session.js';
import { deleteApiTokensOf } from '../api-tokens/repository.js';
import { freeTextContext } from '../cases/free-text.js';
import { FOREWARN_RULES, issueStatement } from '../notices/statements.js';
import { type MailToQueue, queueMail, sendQueued } from '../outbox/outbox.js';
import { alertCaseShown, tellFollowers } from '../watches/alerts.js';
import { type AuditActor, writeAudit } from './audit.js';
import { type Closing, closeItem, openItemsAboutCase } from './items.js';
import { caseHiddenMail, caseReleasedMail, caseRestoredMail, suspendedMail } from './mails.js';

// What moderators do (issue 13). Each action is one transaction holding the change, the queue
// items it settles and exactly one audit row; the emails it owes are queued in it and sent
// after the commit (docs/decisions/0086), so a mail server that is down never undoes a decision
// and a mail that fails is retried.

export type ModerationCtx = {
  deps: Pick<AppDeps, 'database' | 'mail' | 'storage' | 'config'> & Partial<Pick<AppDeps, 'crowd'>>;
  actor: SessionUser;
  log: FastifyBaseLogger;
};

export const actorOf = (user: Pick<SessionUser, 'id' | 'username' | 'email'>): AuditActor => ({
  id: user.id,
  name: user.username ?? user.email,
});

async function run(
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

async function settle(
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

const sameItem = (a: QueueItemRef, b: QueueItemRef) => a.kind === b.kind && a.id === b.id;

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

async function lockCase(tx: DbOrTx, caseId: string) {
  const [row] = await tx
    .select({
      id: cases.id,
      title: cases.title,
      hiddenAt: cases.hiddenAt,
      heldAt: cases.heldAt,
      creatorId: cases.creatorId,
      creatorEmail: users.email,
    })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.creatorId))
    .where(eq(cases.id, caseId))
    .for('update', { of: cases });
  if (!row) throw notFound(MESSAGES.caseNotFound);
  return row;
}

/**
 * Hides a case from everyone but its creator and the moderators. Every open report and dispute
 * about it is settled as actioned (and `item`, if it is about something else); the creator is
 * emailed the reason.
 */
export async function hideCase(
  ctx: ModerationCtx,
  caseId: string,
  reason: string,
  item?: QueueItemRef,
) {
  await run(ctx, async (tx, mails) => {
    const kase = await lockCase(tx, caseId);
    if (kase.hiddenAt) throw conflict(MODERATION_MESSAGES.moderationCaseAlreadyHidden);
    await tx
      .update(cases)
      .set({ hiddenAt: sql`now()`, hiddenReason: reason })
      .where(eq(cases.id, caseId));
    await tellFollowers(tx, caseId, 'case_no_longer_shown', {
      eventKey: new Date().toISOString(),
    });
    const settled = await openItemsAboutCase(tx, caseId);
    if (item && !settled.some((s) => sameItem(s, item))) settled.unshift(item);
    await settle(tx, mails, settled, 'actioned', reason);
    const to = kase.creatorEmail;
    if (to) mails.push(() => caseHiddenMail(to, ctx.deps.config.publicUrl, kase, reason));
    // Every restriction gets its statement of reasons, with the way to appeal (issue 48).
    const statementId = await issueStatement(tx, {
      restriction: 'hide',
      caseId,
      recipientId: kase.creatorId,
      facts: reason,
      rule: FOREWARN_RULES.hide,
      automated: false,
      decidedBy: actorOf(ctx.actor),
    });
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: 'hide_case',
      targetType: 'case',
      targetId: caseId,
      reason,
      details: { settled, statementId },
    });
  });
}

export async function restoreCase(ctx: ModerationCtx, caseId: string, reason: string) {
  await run(ctx, async (tx, mails) => {
    const kase = await lockCase(tx, caseId);
    if (!kase.hiddenAt) throw conflict(MODERATION_MESSAGES.moderationCaseNotHidden);
    await tx
      .update(cases)
      .set({ hiddenAt: null, hiddenReason: null, heldAt: null })
      .where(eq(cases.id, caseId));
    // Restored, the case is shown again: its watchers and the person named are told (issue 23).
    await alertCaseShown(tx, caseId);
    const to = kase.creatorEmail;
    if (to) mails.push(() => caseRestoredMail(to, ctx.deps.config.publicUrl, kase));
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: 'restore_case',
      targetType: 'case',
      targetId: caseId,
      reason,
    });
  });
}

/**
 * Releases a first-day case held while sign-ups ran above normal (modules/crowd, issue 37): it
 * is public from now, its watchers and the person named are told, and its creator is emailed.
 */
export async function releaseCase(ctx: ModerationCtx, caseId: string) {
  await run(ctx, async (tx, mails) => {
    const kase = await lockCase(tx, caseId);
    if (!kase.heldAt) throw conflict(MODERATION_MESSAGES.moderationCaseNotHidden);
    await tx.update(cases).set({ hiddenAt: null, heldAt: null }).where(eq(cases.id, caseId));
    // A moderator has read one of its cases: the account is no longer new (issue 46).
    if (kase.creatorId) {
      await tx
        .update(users)
        .set({ crowdNewUntil: new Date(ctx.deps.crowd?.now() ?? Date.now()) })
        .where(eq(users.id, kase.creatorId));
    }
    await alertCaseShown(tx, caseId);
    const to = kase.creatorEmail;
    if (to) mails.push(() => caseReleasedMail(to, ctx.deps.config.publicUrl, kase));
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: 'release_case',
      targetType: 'case',
      targetId: caseId,
      reason: 'Read by a moderator while sign-ups ran above normal',
    });
  });
}

async function maskedResponse(tx: DbOrTx, response: { caseId: string; text: string }) {
  const [kase] = await tx
    .select({
      country: cases.country,
      name: cases.name,
      instagram: cases.instagram,
      tiktok: cases.tiktok,
      address: cases.address,
    })
    .from(cases)
    .where(eq(cases.id, response.caseId));
  return kase ? maskFreeText(response.text, freeTextContext(kase)) : '';
}

/** Deletes someone's response; its stored image goes after the commit. */
export async function deleteResponse(
  ctx: ModerationCtx,
  commentId: string,
  reason: string,
  item?: QueueItemRef,
) {
  let keys: (string | null)[] = [];
  await run(ctx, async (tx, mails) => {
    const [gone] = await tx.delete(comments).where(eq(comments.id, commentId)).returning();
    if (!gone) throw notFound(MESSAGES.commentNotFound);
    keys = [gone.imageKey, gone.imageThumbKey];
    if (item) await settle(tx, mails, [item], 'actioned', reason);
    await writeAudit(tx, {
      actor: actorOf(ctx.actor),
      action: 'delete_response',
      targetType: 'response',
      targetId: commentId,
      reason,
      // The response stays on record as a reader saw it: its personal details masked.
      details: { caseId: gone.caseId, authorId: gone.userId, text: await maskedResponse(tx, gone) },
    });
  });
  for (const key of keys) {
    if (key) await ctx.deps.storage.delete(key).catch(() => undefined);
  }
}

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
    if (!application) throw notFound('Not found.');
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
