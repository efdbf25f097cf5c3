import {
  type EmailDelivery,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPayload,
} from '@forewarn/domain';
import { sql } from 'drizzle-orm';
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
 * no notification with that key yet. Every producer (watches, follows, the named-party notice)
 * goes through here, except messages: insertMessageNotification, below.
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

/**
 * The recipient's `message` notice for a new message, in one statement of the send's
 * transaction: one notice per unread stretch of the thread (the key is the recipient's last
 * read of it), a link and nothing else. It is written already decided, by the one rule every
 * delivery uses (forewarn_email_decision, migration 0025): kept for the daily digest if that is
 * the member's setting and their email is verified, else not mailed (its email has its own job,
 * threads/notices.ts, and its push goes with the message). So it needs no job (migration 0022), which the chat bench
 * measured as a quarter of a message's cost. Also says whether the recipient has a push device.
 */
export async function insertMessageNotification(
  tx: DbOrTx,
  input: { recipientId: string; threadId: string; payload: NotificationPayload },
): Promise<{ hasPushDevice: boolean }> {
  const result = await tx.execute<{ hasPushDevice: boolean }>(sql`
    WITH written AS (
      INSERT INTO notifications (user_id, kind, thread_id, payload, dedupe_key, email_status)
      SELECT u.id, 'message', ${input.threadId}, ${JSON.stringify(input.payload)}::jsonb,
        'message:' || ${input.threadId} || ':'
          || COALESCE(floor(extract(epoch FROM p.last_read_at) * 1000)::text, 'never'),
        forewarn_email_decision('message', u.email_verified, s.email)
      FROM users u
      LEFT JOIN thread_participants p ON p.thread_id = ${input.threadId} AND p.user_id = u.id
      LEFT JOIN notification_settings s ON s.user_id = u.id AND s.kind = 'message'
      WHERE u.id = ${input.recipientId}
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = ${input.recipientId})
      AS "hasPushDevice"
  `);
  return { hasPushDevice: result.rows[0]?.hasPushDevice === true };
}

/** The NOTIFY channel the member streams listen on (threads/live.ts), shared with chat. */
const LIVE_CHANNEL = 'forewarn_chat';

type NotificationRow = {
  id: string;
  kind: string;
  payload: NotificationPayload;
  createdAt: string;
  read: boolean;
};

/**
 * One page of the member's notifications, newest first. The cursor is the last row's
 * `createdAt|id`, so a page never repeats or skips a row that arrived in between.
 */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  // limit null: every one (PostgreSQL reads LIMIT NULL as no limit), for Download my data.
  options: { limit: number | null; before: { createdAt: string; id: string } | null },
): Promise<NotificationRow[]> {
  const after = options.before
    ? sql`AND (n.created_at, n.id) < (${options.before.createdAt}::timestamptz, ${options.before.id}::uuid)`
    : sql``;
  const result = await db.execute<NotificationRow>(sql`
    SELECT n.id, n.kind, n.payload,
      to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "createdAt",
      n.read_at IS NOT NULL AS read
    FROM notifications n
    WHERE n.user_id = ${userId} ${after}
    ORDER BY n.created_at DESC, n.id DESC
    LIMIT ${options.limit}
  `);
  return result.rows;
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const result = await db.execute<{ unread: number }>(
    sql`SELECT count(*)::int AS unread FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`,
  );
  return result.rows[0]?.unread ?? 0;
}

/** Marks the member's notification (or all of them) read; tells their open streams. */
export async function markRead(db: DbOrTx, userId: string, id: string | null): Promise<number> {
  const only = id === null ? sql`` : sql`AND id = ${id}`;
  const result = await db.execute(sql`
    WITH marked AS (
      UPDATE notifications SET read_at = now()
      WHERE user_id = ${userId} AND read_at IS NULL ${only}
      RETURNING 1
    )
    SELECT count(*)::int AS n,
      CASE WHEN count(*) > 0 THEN pg_notify(${LIVE_CHANNEL},
        json_build_object('kind', 'notification', 'members', json_build_array(${userId}::uuid))::text)
      END
    FROM marked
  `);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** The member's notification with this id, if it is theirs (mark-read answers 404 otherwise). */
export async function ownedNotification(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<{ kind: string; threadId: string | null } | null> {
  const result = await db.execute<{ kind: string; threadId: string | null }>(
    sql`SELECT kind, thread_id AS "threadId" FROM notifications WHERE id = ${id} AND user_id = ${userId}`,
  );
  return result.rows[0] ?? null;
}

/** The member's email setting per kind: rows where set, `instant` where not. */
export async function emailSettings(
  db: DbOrTx,
  userId: string,
): Promise<Record<NotificationKind, EmailDelivery>> {
  const result = await db.execute<{ kind: NotificationKind; email: EmailDelivery }>(
    sql`SELECT kind, email FROM notification_settings WHERE user_id = ${userId}`,
  );
  const settings = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, 'instant'])) as Record<
    NotificationKind,
    EmailDelivery
  >;
  for (const row of result.rows) settings[row.kind] = row.email;
  return settings;
}

export async function setEmailSetting(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
  email: EmailDelivery,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO notification_settings (user_id, kind, email) VALUES (${userId}, ${kind}, ${email})
    ON CONFLICT (user_id, kind) DO UPDATE SET email = EXCLUDED.email, updated_at = now()
  `);
}

/** The member's reported zone and country (the digest's clock). */
export async function memberZone(
  db: DbOrTx,
  userId: string,
): Promise<{ timeZone: string | null; country: string } | null> {
  const result = await db.execute<{ timeZone: string | null; country: string }>(
    sql`SELECT time_zone AS "timeZone", country FROM users WHERE id = ${userId}`,
  );
  return result.rows[0] ?? null;
}

export async function setTimeZone(db: DbOrTx, userId: string, timeZone: string): Promise<void> {
  await db.execute(sql`UPDATE users SET time_zone = ${timeZone} WHERE id = ${userId}`);
}

/** Whether PostgreSQL knows the zone too (the digest's query computes local time with it). */
export async function databaseKnowsZone(db: DbOrTx, timeZone: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM pg_timezone_names WHERE name = ${timeZone}`);
  return result.rows.length > 0;
}

/** A thread read in the chat: its `message` notifications are read too (and the bell told). */
export async function markThreadNotificationsRead(
  db: DbOrTx,
  userId: string,
  threadId: string,
): Promise<void> {
  await db.execute(sql`
    WITH marked AS (
      UPDATE notifications SET read_at = now()
      WHERE user_id = ${userId} AND thread_id = ${threadId} AND read_at IS NULL
      RETURNING 1
    )
    SELECT pg_notify(${LIVE_CHANNEL},
      json_build_object('kind', 'notification', 'members', json_build_array(${userId}::uuid))::text)
    FROM (SELECT count(*) AS n FROM marked) m WHERE m.n > 0
  `);
}
