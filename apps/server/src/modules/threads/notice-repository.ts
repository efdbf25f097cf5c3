import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

// The email notice of unread messages (notices.ts): the member's switch, the cron's claim of
// the notices due as jobs, and where a notice goes (or, past the mail cap, the digest).

/**
 * The user's switch for message emails: the `message` kind's email setting (issue 23), on
 * unless set to off or daily. The old `users.message_email_notices` column is no longer read.
 */
export async function messageEmailSetting(db: DbOrTx, userId: string): Promise<boolean> {
  const result = await db.execute<{ enabled: boolean }>(sql`
    SELECT NOT EXISTS (
      SELECT 1 FROM notification_settings
      WHERE user_id = ${userId} AND kind = 'message' AND email <> 'instant'
    ) AS enabled
  `);
  return result.rows[0]?.enabled ?? false;
}

export async function setMessageEmailSetting(
  db: DbOrTx,
  userId: string,
  enabled: boolean,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO notification_settings (user_id, kind, email)
    VALUES (${userId}, 'message', ${enabled ? 'instant' : 'off'})
    ON CONFLICT (user_id, kind) DO UPDATE SET email = EXCLUDED.email, updated_at = now()
  `);
}

/**
 * The UPDATE that claims the email notices due now (without its RETURNING): a participant who
 * has a message from the other party unread for `unreadFor`, newer than their last notice, and
 * no notice in the last `gap`, with the switch on. Row locks make a second process (re)check
 * the claimed rows and skip them, so two servers never claim the same notice.
 */
function claimDueNotices(options: { unreadForMs: number; gapMs: number }) {
  const unreadFor = sql`make_interval(secs => ${options.unreadForMs / 1000})`;
  const gap = sql`make_interval(secs => ${options.gapMs / 1000})`;
  return sql`
    UPDATE thread_participants p SET notice_sent_at = now()
    FROM threads t, users u
    WHERE t.id = p.thread_id AND u.id = p.user_id
      AND (t.owner_id = p.user_id OR t.responder_id = p.user_id)
      AND NOT EXISTS (
        SELECT 1 FROM notification_settings s
        WHERE s.user_id = u.id AND s.kind = 'message' AND s.email <> 'instant'
      )
      AND (u.suspended_at IS NULL OR u.suspended_until <= now())
      AND (p.notice_sent_at IS NULL OR p.notice_sent_at <= now() - ${gap})
      AND EXISTS (
        SELECT 1 FROM messages m
        WHERE m.thread_id = p.thread_id AND m.sender_id <> p.user_id
          AND m.created_at <= now() - ${unreadFor}
          AND (p.last_read_at IS NULL OR m.created_at > p.last_read_at)
          AND (p.notice_sent_at IS NULL OR m.created_at > p.notice_sent_at)
      )`;
}

/**
 * The queue's way to claim notices (docs/decisions/0036): the claim and one delivery job per
 * claimed notice commit together, so a crash after the claim loses no notice, and the job's
 * key (thread, member, claim time) makes each notice one job.
 */
export async function enqueueMessageNotices(
  db: DbOrTx,
  options: { unreadForMs: number; gapMs: number },
): Promise<number> {
  const result = await db.execute(sql`
    WITH claimed AS (
      ${claimDueNotices(options)}
      RETURNING p.thread_id, p.user_id, p.notice_sent_at
    )
    SELECT graphile_worker.add_job(
      'send_message_notice',
      json_build_object('threadId', thread_id, 'userId', user_id,
        'key', thread_id || '-' || user_id || '-' || floor(extract(epoch FROM notice_sent_at))),
      job_key => 'message-notice:' || thread_id || ':' || user_id,
      job_key_mode => 'preserve_run_at',
      max_attempts => 12
    ) FROM claimed
  `);
  return result.rows.length;
}

/** The address a message notice goes to, if the member still belongs to the thread. */
export async function noticeRecipient(
  db: DbOrTx,
  threadId: string,
  userId: string,
): Promise<string | null> {
  const result = await db.execute<{ email: string }>(sql`
    SELECT u.email FROM threads t JOIN users u ON u.id = ${userId}
    WHERE t.id = ${threadId} AND (t.owner_id = u.id OR t.responder_id = u.id)
  `);
  return result.rows[0]?.email ?? null;
}

/**
 * A message notice the mail cap held back: the thread's newest unread `message` notification
 * of the member goes into their next daily digest, and says why.
 */
export async function foldMessageNoticeIntoDigest(
  db: DbOrTx,
  threadId: string,
  userId: string,
): Promise<void> {
  await db.execute(sql`
    UPDATE notifications SET email_status = 'digest', over_cap = true
    WHERE id = (
      SELECT id FROM notifications
      WHERE user_id = ${userId} AND thread_id = ${threadId} AND kind = 'message'
        AND read_at IS NULL AND email_status = 'skipped'
      ORDER BY created_at DESC, id DESC LIMIT 1
    )
  `);
}
