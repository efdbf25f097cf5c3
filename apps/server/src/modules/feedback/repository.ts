import type { FeedbackType } from '@forewarn/domain';
import type { DbOrTx } from '../../db/client.js';
import { bugReports, feedback } from '../../db/schema/index.js';

/** 'bug' entries go to bug_reports (the spec's ReportedBugs), the other types to feedback. */
export async function insertFeedbackEntry(
  db: DbOrTx,
  values: { userId: string; email: string; type: FeedbackType; details: string },
): Promise<void> {
  const table = values.type === 'bug' ? bugReports : feedback;
  await db.insert(table).values(values);
}
