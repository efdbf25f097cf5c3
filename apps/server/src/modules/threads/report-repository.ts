import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { LockedThread } from './repository.js';

// Report User from a chat (spec §4): the report with its evidence, the last messages.

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
