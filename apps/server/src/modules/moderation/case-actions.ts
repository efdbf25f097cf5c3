import { MESSAGES, MODERATION_MESSAGES, maskFreeText, type QueueItemRef } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases, comments, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { freeTextColumns, freeTextContext } from '../cases/free-text.js';
import { FOREWARN_RULES, issueStatement } from '../notices/statements.js';
import { alertCaseShown, tellFollowers } from '../watches/alerts.js';
import { actorOf, type ModerationCtx, run, settle } from './actions.js';
import { writeAudit } from './audit.js';
import { openItemsAboutCase } from './items.js';
import { caseHiddenMail, caseReleasedMail, caseRestoredMail } from './mails.js';

// What moderators do to cases and responses (hide, restore, release a held case, delete a
// response), each in the one-transaction frame of actions.ts.

const sameItem = (a: QueueItemRef, b: QueueItemRef) => a.kind === b.kind && a.id === b.id;

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
      ...freeTextColumns,
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
