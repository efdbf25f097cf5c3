import { MODERATION_MESSAGES, MODERATION_UI, untilDate } from '@forewarn/domain';
import { formatDateTime } from '../../../lib/dates';

/** On every page: why the user is suspended and until when (in their own time zone). */
export function SuspensionBanner({
  suspension,
}: {
  suspension: { reason: string; until: string | null } | null | undefined;
}) {
  if (!suspension) return null;
  return (
    <div
      role="alert"
      data-testid="suspension-banner"
      className="mb-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{MODERATION_MESSAGES.suspendedBanner}</p>
      <p className="mt-1">
        {suspension.until
          ? untilDate(formatDateTime(suspension.until))
          : MODERATION_UI.untilModeratorLifts}{' '}
        {MODERATION_UI.reasonColon} {suspension.reason}
      </p>
      <p className="mt-1 text-sm">{MODERATION_UI.suspendedNote}</p>
    </div>
  );
}
