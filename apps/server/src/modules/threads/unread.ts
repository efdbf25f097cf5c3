import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Whether any thread the user owns or responds to, and has not hidden, holds a message from
 * the other party newer than the user's last read (or never read). Drives the red dot beside
 * My Messages (spec §2, §4 Unread). A missing participant row counts as never read, not hidden.
 */
export async function hasUnreadThreads(db: DbOrTx, userId: string): Promise<boolean> {
  const result = await db.execute<{ unread: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1
      FROM threads t
      LEFT JOIN thread_participants p ON p.thread_id = t.id AND p.user_id = ${userId}
      WHERE (t.owner_id = ${userId} OR t.responder_id = ${userId})
        AND p.hidden_at IS NULL
        AND EXISTS (
          SELECT 1 FROM messages m
          WHERE m.thread_id = t.id
            AND m.sender_id <> ${userId}
            AND (p.last_read_at IS NULL OR m.created_at > p.last_read_at)
        )
    ) AS unread
  `);
  return result.rows[0]?.unread === true;
}
