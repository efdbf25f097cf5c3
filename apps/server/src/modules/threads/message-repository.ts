import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { CHAT_CHANNEL, type ChatNotice, type LockedThread } from './repository.js';

// Messages of a thread: reading a page, one by id (the live stream), and sending one.

export type MessageRow = { id: string; text: string; createdAt: Date; senderId: string };

/**
 * Up to `limit` messages of a thread, newest first, before the message `before` (exclusive) or
 * from the newest; `after` instead gives the ones after that message ('start': from the first),
 * oldest first.
 */
export async function selectMessages(
  db: DbOrTx,
  threadId: string,
  options: { before?: string; after?: string; limit: number },
): Promise<MessageRow[]> {
  const columns = sql`m.id, m.text, m.created_at AS "createdAt", m.sender_id AS "senderId"`;
  const mark = (id: string) =>
    sql`(SELECT created_at, id FROM messages WHERE id = ${id} AND thread_id = ${threadId})`;
  const query = options.after
    ? sql`SELECT ${columns} FROM messages m
          WHERE m.thread_id = ${threadId}
            ${options.after === 'start' ? sql`` : sql`AND (m.created_at, m.id) > ${mark(options.after)}`}
          ORDER BY m.created_at, m.id LIMIT ${options.limit}`
    : sql`SELECT ${columns} FROM messages m
          WHERE m.thread_id = ${threadId}
            ${options.before ? sql`AND (m.created_at, m.id) < ${mark(options.before)}` : sql``}
          ORDER BY m.created_at DESC, m.id DESC LIMIT ${options.limit}`;
  const result = await db.execute<MessageRow>(query);
  return result.rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export async function findMessage(
  db: DbOrTx,
  messageId: string,
): Promise<(MessageRow & { threadId: string }) | null> {
  const result = await db.execute<MessageRow & { threadId: string }>(sql`
    SELECT id, text, created_at AS "createdAt", sender_id AS "senderId", thread_id AS "threadId"
    FROM messages WHERE id = ${messageId}
  `);
  const row = result.rows[0];
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}

/**
 * Adds a message under the locks taken above, and in the same transaction: the sender's new
 * count (and window), the other member's count back to 0 (spec §4: a reply resets it), the
 * thread shown again to both, the sender's own read mark, and the NOTIFY that live streams wait
 * for (delivered on commit).
 */
export async function insertMessage(
  tx: DbOrTx,
  input: {
    thread: LockedThread;
    senderId: string;
    text: string;
    sentCount: number;
    countResetAt: Date;
  },
): Promise<MessageRow> {
  const { thread, senderId } = input;
  const otherId = thread.ownerId === senderId ? thread.responderId : thread.ownerId;
  const result = await tx.execute<MessageRow>(sql`
    INSERT INTO messages (thread_id, sender_id, text, created_at)
    VALUES (${thread.id}, ${senderId}, ${input.text}, clock_timestamp())
    RETURNING id, text, created_at AS "createdAt", sender_id AS "senderId"
  `);
  const row = result.rows[0];
  if (!row) throw new Error('message insert returned no row');
  const createdAt = new Date(row.createdAt);
  await tx.execute(sql`
    UPDATE thread_participants SET
      sent_count = ${input.sentCount}, count_reset_at = ${input.countResetAt},
      hidden_at = NULL, last_read_at = GREATEST(last_read_at, ${row.createdAt}::timestamptz)
    WHERE thread_id = ${thread.id} AND user_id = ${senderId}
  `);
  await tx.execute(sql`
    INSERT INTO thread_participants (thread_id, user_id) VALUES (${thread.id}, ${otherId})
    ON CONFLICT (thread_id, user_id) DO UPDATE SET sent_count = 0, hidden_at = NULL
  `);
  await tx.execute(sql`
    UPDATE threads SET last_message_at = ${row.createdAt}::timestamptz WHERE id = ${thread.id}
  `);
  const notice: ChatNotice = {
    kind: 'message',
    threadId: thread.id,
    messageId: row.id,
    members: [thread.ownerId, thread.responderId],
  };
  await tx.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
  return { ...row, createdAt };
}
