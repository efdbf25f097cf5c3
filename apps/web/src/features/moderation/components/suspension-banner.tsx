import { MODERATION_MESSAGES } from '@forewarn/domain';
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
          ? `Until ${formatDateTime(suspension.until)}.`
          : 'Until a moderator lifts it.'}{' '}
        Reason: {suspension.reason}
      </p>
      <p className="mt-1 text-sm">
        You can still sign in and read, but not lodge cases, respond, message, report or verify your
        phone.
      </p>
    </div>
  );
}
