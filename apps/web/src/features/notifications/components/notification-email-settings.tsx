import {
  EMAIL_DELIVERIES,
  type EmailDelivery,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
} from '@forewarn/domain';
import { useEffect, useId } from 'react';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

/**
 * My Account: per kind of notification, email at once, in a daily digest (08:00 in the
 * member's time zone, which the browser reports here) or not at all.
 */
export function NotificationEmailSettings() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const id = useId();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { mutate } = save;

  // The browser's zone, once, when it differs from the one stored: the digest follows it.
  const stored = settings.data?.timeZone;
  useEffect(() => {
    if (stored && browserZone && stored !== browserZone) mutate({ timeZone: browserZone });
  }, [stored, browserZone, mutate]);

  if (settings.isPending) return null;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {settings.error.message}
      </p>
    );
  }
  return (
    <fieldset className="mt-4 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-medium">{NOTIFICATION_MESSAGES.settingsTitle}</legend>
      {NOTIFICATION_KINDS.map((kind) => (
        <label
          key={kind}
          htmlFor={`${id}-${kind}`}
          className="flex flex-wrap items-center justify-between gap-2"
        >
          <span>{NOTIFICATION_MESSAGES.kindLabels[kind]}</span>
          <select
            id={`${id}-${kind}`}
            className="rounded border border-slate-300 px-2 py-1"
            value={settings.data.email[kind]}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate({ email: { [kind]: event.target.value as EmailDelivery } })
            }
          >
            {EMAIL_DELIVERIES.map((delivery) => (
              <option key={delivery} value={delivery}>
                {NOTIFICATION_MESSAGES.deliveryLabels[delivery]}
              </option>
            ))}
          </select>
        </label>
      ))}
      <p className="text-sm text-slate-600">
        {NOTIFICATION_MESSAGES.timeZoneNote(settings.data.timeZone)}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm text-red-800">
          {save.error.message}
        </p>
      )}
    </fieldset>
  );
}
