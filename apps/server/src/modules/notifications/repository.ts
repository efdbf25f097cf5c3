import type { NotificationKind, NotificationPayload } from '@forewarn/domain';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  payload: NotificationPayload;
  /** Once-only per member: a second insert with the same key is skipped, not an error. */
  dedupeKey: string;
};

/**
 * Writes notifications inside the caller's transaction (the change that causes them), so a
 * rolled-back change tells nobody. Returns the rows actually written: those whose member had
 * no notification with that key yet. Every producer (watches, follows, the named-party notice,
 * messages) goes through here.
 */
export async function insertNotifications(
  tx: DbOrTx,
  rows: readonly NewNotification[],
): Promise<{ id: string; userId: string; kind: string }[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(notifications)
    .values(
      rows.map((row) => ({
        userId: row.userId,
        kind: row.kind,
        caseId: row.payload.caseId,
        threadId: row.payload.threadId,
        payload: row.payload,
        dedupeKey: row.dedupeKey,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
}
