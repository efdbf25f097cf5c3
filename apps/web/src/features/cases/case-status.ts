import type { CaseDetail } from '@forewarn/domain';

/**
 * One status per state (issue 45): a new account's first case held for a moderator to read is
 * `hidden` on the wire too (issue 37), yet it was not hidden by anyone. Its lodger is told only
 * that it waits for a moderator; "Hidden by a moderator" is for a case a moderator hid. Visitors
 * never see either: the server answers 404 for both.
 */
export function moderationStatusOf(
  detail: Pick<CaseDetail, 'hidden' | 'heldForReview'>,
): 'held' | 'hidden' | null {
  if (detail.heldForReview) return 'held';
  if (detail.hidden) return 'hidden';
  return null;
}
