import type { HeldBulkRequest } from '@forewarn/domain';
import { and, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { auditLog, cases } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { SessionUser } from '../../plugins/session.js';
import { actorOf } from '../moderation/actions.js';
import type { AuditAction } from '../moderation/audit.js';
import { alertCaseShown } from '../watches/alerts.js';
import { FOREWARN_RULES, issueStatements } from './statements.js';

// A wave at once (issue 48): every held first-day case from one network (an IPv4 /24 or IPv6
// /48, kept when it was held) or created in one window is released or removed together, in one
// transaction: each case gets its audit row and, removed, its own statement of reasons.

export async function decideHeldWave(
  deps: Pick<AppDeps, 'database'>,
  actor: SessionUser,
  input: HeldBulkRequest,
): Promise<{ count: number }> {
  const by = actorOf(actor);
  return deps.database.db.transaction(async (tx) => {
    const where: SQL[] = [isNotNull(cases.heldAt)];
    if (input.network) where.push(eq(cases.heldNetwork, input.network));
    if (input.from) where.push(gte(cases.createdAt, new Date(input.from)));
    if (input.to) where.push(lt(cases.createdAt, new Date(input.to)));
    const wave = await tx
      .select({ id: cases.id, creatorId: cases.creatorId })
      .from(cases)
      .where(and(...where))
      .orderBy(cases.heldAt)
      .limit(5000)
      .for('update');
    if (wave.length === 0) return { count: 0 };
    const ids = wave.map((c) => c.id);
    let statementIds: string[] = [];
    if (input.action === 'release') {
      await tx
        .update(cases)
        .set({ hiddenAt: null, heldAt: null, heldNetwork: null })
        .where(inArray(cases.id, ids));
      for (const id of ids) await alertCaseShown(tx, id);
    } else {
      await tx
        .update(cases)
        .set({ heldAt: null, heldNetwork: null, hiddenReason: input.reason })
        .where(inArray(cases.id, ids));
      statementIds = await issueStatements(
        tx,
        wave.map((kase) => ({
          restriction: 'remove' as const,
          caseId: kase.id,
          recipientId: kase.creatorId,
          facts: input.reason,
          rule: FOREWARN_RULES.hide,
          automated: false,
          decidedBy: by,
        })),
      );
    }
    // One audit row a case, written in one statement.
    await tx.insert(auditLog).values(
      ids.map((id, i) => ({
        actorId: by.id,
        actorName: by.name,
        action: (input.action === 'release' ? 'bulk_release' : 'bulk_remove') satisfies AuditAction,
        targetType: 'case',
        targetId: id,
        details: {
          reason: input.reason,
          statementId: statementIds[i] ?? null,
          network: input.network ?? null,
          from: input.from ?? null,
          to: input.to ?? null,
        },
      })),
    );
    return { count: ids.length };
  });
}
