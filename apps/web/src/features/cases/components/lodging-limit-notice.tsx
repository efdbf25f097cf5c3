import { LIMITS_MESSAGES } from '@forewarn/domain';
import { formatDateTime } from '../../../lib/dates';
import type { SubmissionLimit } from '../api/get-submission-limit';

/**
 * What limits the member's lodging, told at the top of the page before any field (issue 38:
 * the first-day rule was found beside Submit, below 13 fields): that they cannot lodge now and
 * until when, or, on a new account's first day, the rule before its first case. When several
 * limits hold at once (a suspension and the first day, say), the server sends the one that ends
 * last: one reason, one date (issue 45); the suspension banner steps aside on this page.
 */
export function LodgingLimitNotice({ limit }: { limit: SubmissionLimit }) {
  if (limit.message) {
    return (
      <div
        role="alert"
        data-testid="lodging-limit"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <p className="font-semibold">{LIMITS_MESSAGES.cannotLodgeNow}</p>
        <p className="mt-1">{limit.message}</p>
        {limit.until && (
          <p className="mt-1 text-sm">
            {LIMITS_MESSAGES.lodgeAgainFrom(formatDateTime(limit.until))}
          </p>
        )}
      </div>
    );
  }
  if (limit.firstDayEndsAt) {
    return (
      <p
        data-testid="lodging-first-day"
        className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
      >
        {LIMITS_MESSAGES.firstDayRule(formatDateTime(limit.firstDayEndsAt))}
      </p>
    );
  }
  return null;
}
