import { sql } from 'drizzle-orm';
import { aliasColumns, withdrawnSql } from '../../db/case-listing.js';
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

/** Hidden by a moderator or archived: the case page's withdrawn rule (db/case-listing.ts). */
export const withdrawn = withdrawnSql(aliasColumns('cases'));
export const archived = sql.raw('(cases.archived_at IS NOT NULL AND cases.hidden_at IS NULL)');

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
export const anonymousNow = sql.raw(
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
