import { MESSAGES } from '@forewarn/domain';
import type { AppDeps } from '../../deps.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { foreignKeyViolation } from '../../lib/pg-errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { viewerOf } from '../cases/visibility.js';
import { findViewableCaseCreator, upsertOpenReport } from './repository.js';

// Reporting a case (spec §2 Report Case, §5 Report case): any signed-in user with a verified
// email (DESIGN.md §1, decision 0022) but the case's creator, on a case they may see. Reports
// land in the moderation queue.

type Deps = Pick<AppDeps, 'database'>;

export async function reportCase(
  deps: Deps,
  user: SessionUser,
  caseId: string,
  details: string,
): Promise<{ created: boolean }> {
  // Before the case is looked up, so the answer reveals nothing about the case id.
  if (!user.emailVerified) throw forbidden(MESSAGES.verifyEmailToReport);
  const { db } = deps.database;
  const kase = await findViewableCaseCreator(db, caseId, viewerOf(user));
  if (!kase) throw notFound(MESSAGES.caseNotFound);
  if (kase.creatorId === user.id) throw forbidden(MESSAGES.cannotReportOwnCase);
  try {
    const report = await upsertOpenReport(db, { caseId: kase.id, reporterId: user.id, details });
    return { created: report.created };
  } catch (error) {
    // The case was deleted between the check and the insert.
    if (foreignKeyViolation(error)) throw notFound(MESSAGES.caseNotFound);
    throw error;
  }
}
