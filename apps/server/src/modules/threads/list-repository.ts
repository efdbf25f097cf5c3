import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tradeVisible, type Viewer } from '../cases/visibility.js';
import { anonymousNow, archived, type CaseHeaderColumns, withdrawn } from './repository.js';

// My Messages: the member's threads, a page at a time, read as they are listed.

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
