import { SYSTEM_ACTOR_NAME } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { writeAudit } from '../moderation/audit.js';

// The minute's sweep (issue 48): every undecided notice past the deadline it works towards is
// escalated once (marked, and written to the audit log); the desk shows it first, as it
// orders by deadline. A notice whose poster was never told gets its job again.

export async function escalateOverdue(
  deps: Pick<AppDeps, 'database'>,
  now: Date = new Date(),
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string; reference: string; due_at: Date }>(sql`
      UPDATE notices SET escalated_at = ${now.toISOString()}::timestamptz
      WHERE decided_at IS NULL AND escalated_at IS NULL
        AND due_at < ${now.toISOString()}::timestamptz
      RETURNING id, reference, due_at`);
    for (const row of result.rows) {
      await writeAudit(tx, {
        actor: { id: null, name: SYSTEM_ACTOR_NAME },
        action: 'notice_escalated',
        targetType: 'notice',
        targetId: row.id,
        reason: row.reference,
        details: { dueAt: new Date(row.due_at).toISOString() },
      });
    }
    // A poster not yet told (a job lost with its database, say) is tried again.
    await tx.execute(sql`
      SELECT graphile_worker.add_job('notice_tell_poster', json_build_object('id', id),
        job_key => 'notice-poster:' || id, max_attempts => 12)
      FROM notices
      WHERE poster_told_at IS NULL AND decided_at IS NULL
        AND created_at < ${now.toISOString()}::timestamptz - interval '10 minutes'
        AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.target_type = 'notice'
          AND a.target_id = notices.id::text AND a.action = 'poster_unreachable')`);
    return result.rows.length;
  });
}
