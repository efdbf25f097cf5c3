import type { AuditAction } from '@forewarn/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

// The audit log (issue 13): who did what, to which item, when and why. Rows are only ever added:
// the database refuses UPDATE, DELETE and TRUNCATE on the table (migration
// 0005_audit-log-append-only), so no route, and no bug in one, can rewrite history.

export type AuditActor = { id: string | null; name: string };

/** The actions the log records: one list, in the domain (the screens label each). */
export type { AuditAction };

export type AuditEntryInput = {
  actor: AuditActor;
  action: AuditAction;
  targetType: string;
  targetId: string;
  reason: string;
  details?: Record<string, unknown>;
};

/** Adds one row; call it inside the action's transaction, so both land or neither does. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: { reason: entry.reason, ...entry.details },
  });
}

export type AuditFilter = { actorId?: string; targetType?: string; targetId?: string };

export async function readAudit(
  db: DbOrTx,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
