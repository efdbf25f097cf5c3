import { MODERATION_MESSAGES } from '@forewarn/domain';

/** On My Account: why the user is suspended and until when (in their own time zone). */
export function SuspensionBanner({
  suspension,
}: {
  suspension: { reason: string; until: string | null } | null | undefined;
}) {
  if (!suspension) return null;
  return (
    <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{MODERATION_MESSAGES.suspendedBanner}</p>
      <p className="mt-1">
        {suspension.until
          ? `Until ${new Date(suspension.until).toLocaleString(undefined, {
              year: 'numeric',
              month: 'long',
              day: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              timeZoneName: 'short',
            })}.`
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
