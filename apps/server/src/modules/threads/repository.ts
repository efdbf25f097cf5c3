import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tradeVisible, type Viewer } from '../cases/visibility.js';

// SQL of private messaging. Every read is scoped to a member (owner or responder): a thread
// that is not the caller's is indistinguishable from one that does not exist.

/** The NOTIFY channel live chat listens on (see live.ts). */
export const CHAT_CHANNEL = 'forewarn_chat';

/** What a NOTIFY on CHAT_CHANNEL carries: ids only, never text (payloads are not private). */
export type ChatNotice =
  | {
      /** A new message: the thread, the message and both members (to refresh their red dots). */
      kind: 'message';
      threadId: string;
      messageId: string;
      members: [string, string];
    }
  | {
      /**
       * A member's notifications changed (one was inserted, or read): sent by the notifications
       * table's trigger and by mark-read, so their bell's count refreshes (issue 23).
       */
      kind: 'notification';
      members: string[];
    };

export type CaseHeaderColumns = {
  /** What the case's title is masked with (issue 14 §2) and whether it was withdrawn. */
  caseCountry: string;
  caseName: string;
  caseInstagram: string;
  caseTiktok: string;
  caseAddress: string;
  /** Hidden by a moderator or archived: its header shows neither title nor image to others. */
  caseWithdrawn: boolean;
  /** Archived for age and not hidden by a moderator: the header says so, not "removed". */
  caseArchived: boolean;
  /**
   * Trade-restricted away from this member since the thread began (the creator flagged it for
   * plumbers or electricians, or the member lost a verification): the same rule as the case
   * page's, so the header shows no more of the case than its page would.
   */
  caseRestricted: boolean;
};

/** Hidden by a moderator or archived (the case page's withdrawn rule, see cases/visibility). */
const withdrawn = sql.raw('(cases.hidden_at IS NOT NULL OR cases.archived_at IS NOT NULL)');
const archived = sql.raw('(cases.archived_at IS NOT NULL AND cases.hidden_at IS NULL)');

export type MemberThreadRow = CaseHeaderColumns & {
  id: string;
  caseId: string;
  caseTitle: string;
  mainImageId: string | null;
  isAnonymous: boolean;
  isOwner: boolean;
  otherId: string;
  otherUsername: string | null;
  otherImageKey: string | null;
  otherPlumber: boolean;
  otherElectrician: boolean;
  sentCount: number;
  countResetAt: Date | null;
  lastReportAt: Date | null;
};

/** Starts a chat: the thread of (case, owner, responder), created if missing, in one statement. */
export async function findOrCreateThread(
  db: DbOrTx,
  input: { caseId: string; ownerId: string; responderId: string; isAnonymous: boolean },
): Promise<string> {
  // DO UPDATE (not DO NOTHING) so a row another transaction just committed is still returned:
  // a double click or two tabs make one thread. Both members get their participant row here.
  const result = await db.execute<{ id: string }>(sql`
    WITH thread AS (
      INSERT INTO threads (case_id, owner_id, responder_id, is_anonymous)
      VALUES (${input.caseId}, ${input.ownerId}, ${input.responderId}, ${input.isAnonymous})
      ON CONFLICT (case_id, owner_id, responder_id) DO UPDATE SET case_id = EXCLUDED.case_id
      RETURNING id
    ), members AS (
      INSERT INTO thread_participants (thread_id, user_id)
      SELECT thread.id, member FROM thread,
        unnest(ARRAY[${input.ownerId}::uuid, ${input.responderId}::uuid]) AS member
      ON CONFLICT (thread_id, user_id) DO NOTHING
    )
    SELECT id FROM thread
  `);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('find-or-create thread returned no row');
  return id;
}

/**
 * Whether the owner is anonymous to the responder now: the thread began about an anonymous
 * case, or its creator has since made it anonymous, or deleted their account. A creator who
 * goes anonymous later stops showing their name, avatar and badges in every thread.
 */
const anonymousNow = sql.raw(
  '(t.is_anonymous OR cases.post_anonymously OR cases.creator_id IS NULL)',
);

/** The thread if the user is one of its two members, with what the chat header needs. */
export async function findMemberThread(
  db: DbOrTx,
  threadId: string,
  viewer: NonNullable<Viewer>,
): Promise<MemberThreadRow | null> {
  const userId = viewer.id;
  const result = await db.execute<MemberThreadRow>(sql`
    SELECT t.id, t.case_id AS "caseId", cases.title AS "caseTitle", img.id AS "mainImageId",
      cases.country AS "caseCountry", cases.name AS "caseName", cases.instagram AS "caseInstagram",
      cases.tiktok AS "caseTiktok", cases.address AS "caseAddress", ${withdrawn} AS "caseWithdrawn",
      ${archived} AS "caseArchived",
      NOT ${tradeVisible(viewer)} AS "caseRestricted",
      ${anonymousNow} AS "isAnonymous", t.owner_id = ${userId} AS "isOwner",
      o.id AS "otherId", o.username AS "otherUsername", o.profile_image_key AS "otherImageKey",
      o.verified_plumber AS "otherPlumber", o.verified_electrician AS "otherElectrician",
      COALESCE(p.sent_count, 0) AS "sentCount", p.count_reset_at AS "countResetAt",
      p.last_report_at AS "lastReportAt"
    FROM threads t
    JOIN cases ON cases.id = t.case_id
    JOIN users o ON o.id = CASE WHEN t.owner_id = ${userId} THEN t.responder_id ELSE t.owner_id END
    LEFT JOIN case_images img ON img.case_id = t.case_id AND img.kind = 'main'
    LEFT JOIN thread_participants p ON p.thread_id = t.id AND p.user_id = ${userId}
    WHERE t.id = ${threadId} AND (t.owner_id = ${userId} OR t.responder_id = ${userId})
  `);
  const row = result.rows[0];
  return row
    ? { ...row, countResetAt: toDate(row.countResetAt), lastReportAt: toDate(row.lastReportAt) }
    : null;
}

export type ConversationRow = CaseHeaderColumns & {
  id: string;
  caseId: string;
  caseTitle: string;
  isAnonymous: boolean;
  isOwner: boolean;
  otherUsername: string | null;
  unreadMessages: number;
};

/**
 * The bell's view of the member's threads among `threadIds` (issue 45): what the chat header
 * names (the other party, the case's title) and how many of the other party's messages are
 * unread, in one statement for a page of notices. Threads the member is not in are left out.
 */
export async function findConversations(
  db: DbOrTx,
  threadIds: readonly string[],
  viewer: NonNullable<Viewer>,
): Promise<ConversationRow[]> {
  if (threadIds.length === 0) return [];
  const userId = viewer.id;
  const ids = sql.join(
    threadIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<ConversationRow>(sql`
    SELECT t.id, t.case_id AS "caseId", cases.title AS "caseTitle",
      cases.country AS "caseCountry", cases.name AS "caseName", cases.instagram AS "caseInstagram",
      cases.tiktok AS "caseTiktok", ${withdrawn} AS "caseWithdrawn",
      ${archived} AS "caseArchived",
      NOT ${tradeVisible(viewer)} AS "caseRestricted",
      ${anonymousNow} AS "isAnonymous", t.owner_id = ${userId} AS "isOwner",
      o.username AS "otherUsername",
      (SELECT count(*)::int FROM messages m
        WHERE m.thread_id = t.id AND m.sender_id <> ${userId}
          AND (p.last_read_at IS NULL OR m.created_at > p.last_read_at)) AS "unreadMessages"
    FROM threads t
    JOIN cases ON cases.id = t.case_id
    JOIN users o ON o.id = CASE WHEN t.owner_id = ${userId} THEN t.responder_id ELSE t.owner_id END
    LEFT JOIN thread_participants p ON p.thread_id = t.id AND p.user_id = ${userId}
    WHERE t.id IN (${ids}) AND (t.owner_id = ${userId} OR t.responder_id = ${userId})
  `);
  return result.rows;
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

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

export type LockedThread = {
  id: string;
  ownerId: string;
  responderId: string;
  caseId: string;
  isAnonymous: boolean;
};

/**
 * Locks the thread's row until commit, if the user is a member: every write to a thread
 * (messages, reports) takes this lock first, so writes in one thread are serialised and locks
 * are always taken in one order (thread, then participants).
 */
export async function lockMemberThread(
  tx: DbOrTx,
  threadId: string,
  userId: string,
): Promise<LockedThread | null> {
  const result = await tx.execute<LockedThread>(sql`
    SELECT id, owner_id AS "ownerId", responder_id AS "responderId", case_id AS "caseId",
      is_anonymous AS "isAnonymous"
    FROM threads
    WHERE id = ${threadId} AND (owner_id = ${userId} OR responder_id = ${userId})
    FOR UPDATE
  `);
  return result.rows[0] ?? null;
}

export type LockedParticipant = {
  sentCount: number;
  countResetAt: Date | null;
  lastReportAt: Date | null;
  /** The database's clock when the row was locked: the rules' "now". */
  now: Date;
};

/** The member's participant row, created if missing, locked until commit. */
export async function lockParticipant(
  tx: DbOrTx,
  threadId: string,
  userId: string,
): Promise<LockedParticipant> {
  await tx.execute(sql`
    INSERT INTO thread_participants (thread_id, user_id) VALUES (${threadId}, ${userId})
    ON CONFLICT (thread_id, user_id) DO NOTHING
  `);
  const result = await tx.execute<{
    sentCount: number;
    countResetAt: Date | string | null;
    lastReportAt: Date | string | null;
    now: Date | string;
  }>(sql`
    SELECT sent_count AS "sentCount", count_reset_at AS "countResetAt",
      last_report_at AS "lastReportAt", clock_timestamp() AS now
    FROM thread_participants WHERE thread_id = ${threadId} AND user_id = ${userId}
    FOR UPDATE
  `);
  const row = result.rows[0];
  if (!row) throw new Error('participant row missing after insert');
  return {
    sentCount: Number(row.sentCount),
    countResetAt: toDate(row.countResetAt),
    lastReportAt: toDate(row.lastReportAt),
    now: new Date(row.now),
  };
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

/** The last `limit` messages, oldest first, with who sent them: a report's evidence. */
export async function lastMessagesForEvidence(tx: DbOrTx, threadId: string, limit: number) {
  const result = await tx.execute<{
    id: string;
    senderId: string;
    text: string;
    createdAt: Date | string;
  }>(sql`
    SELECT id, sender_id AS "senderId", text, created_at AS "createdAt" FROM (
      SELECT * FROM messages WHERE thread_id = ${threadId}
      ORDER BY created_at DESC, id DESC LIMIT ${limit}
    ) last ORDER BY created_at, id
  `);
  return result.rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

export async function insertUserReport(
  tx: DbOrTx,
  input: {
    thread: LockedThread;
    reporterId: string;
    reportedUserId: string;
    evidence: unknown;
    reason: string;
    now: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO user_reports
      (thread_id, reporter_id, reported_user_id, case_id, is_anonymous, evidence, reason, created_at)
    VALUES (${input.thread.id}, ${input.reporterId}, ${input.reportedUserId},
      ${input.thread.caseId}, ${input.thread.isAnonymous},
      ${JSON.stringify(input.evidence)}::jsonb, ${input.reason}, ${input.now})
  `);
  await tx.execute(sql`
    UPDATE thread_participants SET last_report_at = ${input.now}
    WHERE thread_id = ${input.thread.id} AND user_id = ${input.reporterId}
  `);
}

/**
 * Sets a column of the member's own participant row (hiding, reading); false when the user is
 * not a member of that thread.
 */
export async function touchParticipant(
  db: DbOrTx,
  threadId: string,
  userId: string,
  what: 'hide' | 'read',
): Promise<boolean> {
  const set =
    what === 'hide'
      ? sql`hidden_at = now()`
      : sql`last_read_at = GREATEST(thread_participants.last_read_at, now())`;
  const result = await db.execute(sql`
    INSERT INTO thread_participants (thread_id, user_id, hidden_at, last_read_at)
    SELECT id, ${userId}, ${what === 'hide' ? sql`now()` : sql`NULL`},
      ${what === 'read' ? sql`now()` : sql`NULL`}
    FROM threads WHERE id = ${threadId} AND (owner_id = ${userId} OR responder_id = ${userId})
    ON CONFLICT (thread_id, user_id) DO UPDATE SET ${set}
  `);
  return (result.rowCount ?? 0) > 0;
}

export type ThreadListRow = CaseHeaderColumns & {
  id: string;
  caseId: string;
  caseTitle: string;
  isAnonymous: boolean;
  isOwner: boolean;
  otherUsername: string | null;
  otherImageKey: string | null;
  otherPlumber: boolean;
  otherElectrician: boolean;
  lastText: string | null;
  lastMine: boolean | null;
  lastMessageAt: Date;
  lastMessageAtText: string;
  unread: boolean;
};

/**
 * My Messages in one statement: the user's visible threads, newest activity first, with the
 * other party, the case title and the last message, and (in the same statement) the listed
 * threads marked read. A thread with no message yet is listed only for the one who started
 * it. Paged by (last_message_at, id) after the cursor.
 */
export async function listThreadsAndMarkRead(
  db: DbOrTx,
  viewer: NonNullable<Viewer>,
  options: { after: { at: string; id: string } | null; limit: number },
): Promise<ThreadListRow[]> {
  const userId = viewer.id;
  const after = options.after
    ? sql`AND (t.last_message_at, t.id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  const result = await db.execute<ThreadListRow>(sql`
    WITH page AS (
      SELECT t.id, t.case_id AS "caseId", cases.title AS "caseTitle",
        cases.country AS "caseCountry", cases.name AS "caseName", cases.instagram AS "caseInstagram",
        cases.tiktok AS "caseTiktok", cases.address AS "caseAddress", ${withdrawn} AS "caseWithdrawn",
      ${archived} AS "caseArchived",
        NOT ${tradeVisible(viewer)} AS "caseRestricted",
        ${anonymousNow} AS "isAnonymous", t.owner_id = ${userId} AS "isOwner",
        o.username AS "otherUsername", o.profile_image_key AS "otherImageKey",
      o.verified_plumber AS "otherPlumber", o.verified_electrician AS "otherElectrician",
        lm.text AS "lastText", lm.sender_id = ${userId} AS "lastMine",
        t.last_message_at AS "lastMessageAt",
        to_char(t.last_message_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
          AS "lastMessageAtText",
        COALESCE(lm.sender_id <> ${userId}
          AND (p.last_read_at IS NULL OR lm.created_at > p.last_read_at), false) AS unread
      FROM threads t
      JOIN cases ON cases.id = t.case_id
      JOIN users o ON o.id = CASE WHEN t.owner_id = ${userId} THEN t.responder_id ELSE t.owner_id END
      LEFT JOIN thread_participants p ON p.thread_id = t.id AND p.user_id = ${userId}
      LEFT JOIN LATERAL (
        SELECT m.text, m.sender_id, m.created_at FROM messages m
        WHERE m.thread_id = t.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1
      ) lm ON true
      WHERE (t.owner_id = ${userId} OR t.responder_id = ${userId})
        AND p.hidden_at IS NULL
        AND (lm.created_at IS NOT NULL OR t.responder_id = ${userId})
        ${after}
      ORDER BY t.last_message_at DESC, t.id DESC
      LIMIT ${options.limit}
    ), marked AS (
      UPDATE thread_participants tp
      SET last_read_at = GREATEST(tp.last_read_at, now())
      FROM page WHERE tp.thread_id = page.id AND tp.user_id = ${userId}
    )
    SELECT * FROM page ORDER BY "lastMessageAt" DESC, id DESC
  `);
  return result.rows.map((r) => ({ ...r, lastMessageAt: new Date(r.lastMessageAt) }));
}

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
