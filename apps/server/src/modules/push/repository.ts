import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores this device's subscription for the user and session (moved to them if it was another's). */
export async function upsertSubscription(
  db: DbOrTx,
  row: { userId: string; sessionTokenHash: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        sessionTokenHash: row.sessionTokenHash,
        p256dh: row.p256dh,
        auth: row.auth,
        createdAt: sql`CASE WHEN ${pushSubscriptions.userId} = ${row.userId} THEN ${pushSubscriptions.createdAt} ELSE now() END`,
      },
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
    .orderBy(asc(pushSubscriptions.createdAt));
}
