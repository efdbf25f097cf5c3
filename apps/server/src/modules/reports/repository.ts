import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { caseReports, cases } from '../../db/schema/index.js';
import { type Viewer, viewableBy } from '../cases/visibility.js';

/** The case's creator, when the viewer may open the case; otherwise null (404). */
export async function findViewableCaseCreator(
  db: DbOrTx,
  caseId: string,
  viewer: Viewer,
): Promise<{ id: string; creatorId: string | null } | null> {
  const [row] = await db
    .select({ id: cases.id, creatorId: cases.creatorId })
    .from(cases)
    .where(and(eq(cases.id, caseId), viewableBy(viewer)))
    .limit(1);
  return row ?? null;
}

/**
 * Files the report, or updates the reporter's open report on this case: one statement against
 * the partial unique index case_reports_one_open, so two reports at once still leave one row.
 */
export async function upsertOpenReport(
  db: DbOrTx,
  values: { caseId: string; reporterId: string; details: string },
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(caseReports)
    .values(values)
    .onConflictDoUpdate({
      target: [caseReports.caseId, caseReports.reporterId],
      targetWhere: sql`${caseReports.status} = 'open'`,
      set: { details: values.details, updatedAt: sql`now()` },
    })
    // xmax is 0 on a freshly inserted row and set on one the conflict updated.
    .returning({ id: caseReports.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsertOpenReport wrote nothing');
  return row;
}
