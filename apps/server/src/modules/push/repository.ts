import { LIMITS } from '@forewarn/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Push devices one account may have (docs/decisions/0057): a phone, a tablet, a laptop or two,
 * with room to spare. Each message is pushed to every one of them, so this bounds what one
 * message can cost.
 */
export const PUSH_DEVICES_PER_ACCOUNT = LIMITS.pushDevicesPerAccount;

/**
 * Stores this device's subscription for the user and session, in one transaction that holds
 * the account's lock, so two at once never leave more than the cap: the same endpoint again
 * updates its keys; a new one past the cap replaces the account's oldest, as a browser that
 * subscribed afresh expects. Another account's registration of the same endpoint is left as it
 * is: registering never moves or removes it.
 */
export async function upsertSubscription(
  db: DbOrTx,
  row: { userId: string; sessionTokenHash: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('push-devices:' || ${row.userId}))`);
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
        set: { sessionTokenHash: row.sessionTokenHash, p256dh: row.p256dh, auth: row.auth },
      });
    await tx.execute(sql`
      DELETE FROM push_subscriptions
      WHERE user_id = ${row.userId} AND id NOT IN (
        SELECT id FROM push_subscriptions WHERE user_id = ${row.userId}
        ORDER BY created_at DESC, id DESC
        LIMIT ${PUSH_DEVICES_PER_ACCOUNT}
      )
    `);
  });
}

/** Removes the user's subscription with this endpoint; nobody else's. */
export async function deleteOwnSubscription(
  db: DbOrTx,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptionById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function subscriptionsOf(db: DbOrTx, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt))
    .limit(PUSH_DEVICES_PER_ACCOUNT);
}
