import {
  EMAIL_DELIVERIES,
  type EmailDelivery,
  LAYOUT_UI,
  LIST_STATE_MESSAGES,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  WATCH_MESSAGES,
} from '@forewarn/domain';
import { useEffect, useId, useState } from 'react';
import { QueryView } from '../../../components/query-view';
import { SavedNote } from '../../../components/saved-note';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

/**
 * My Account: per kind of notification, email at once, in a daily digest (08:00 in the
 * member's time zone, which the browser reports here) or not at all. The bell has no setting
 * per kind (every notice reaches it), so the group says so in words instead of offering a
 * column that cannot change (issue 38).
 */
export function NotificationEmailSettings() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const id = useId();
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { mutate } = save;
  const [savedAt, setSavedAt] = useState(0);

  // The browser's zone, once, when it differs from the one stored: the digest follows it.
  const stored = settings.data?.timeZone;
  useEffect(() => {
    if (stored && browserZone && stored !== browserZone) mutate({ timeZone: browserZone });
  }, [stored, browserZone, mutate]);

  // Loading, or not read (never shown as every kind off): the states every list shows.
  if (!settings.isSuccess) {
    return (
      <QueryView
        query={settings}
        loading={LAYOUT_UI.loading}
        unavailable={LIST_STATE_MESSAGES.settingsUnavailable}
      >
        {() => null}
      </QueryView>
    );
  }
  return (
    <fieldset
      aria-label={NOTIFICATION_MESSAGES.settingsTitle}
      aria-describedby={`${id}-bell`}
      className="flex min-w-0 flex-col"
    >
      <p id={`${id}-bell`} className="mb-3 text-sm text-slate-600">
        {NOTIFICATION_MESSAGES.settingsBellNote(WATCH_MESSAGES.namedPartySwitch)}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <span>{NOTIFICATION_MESSAGES.settingsKind}</span>
        <span className="w-32">{NOTIFICATION_MESSAGES.settingsEmail}</span>
      </div>
      {NOTIFICATION_KINDS.map((kind) => (
        <div
          key={kind}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 border-b border-slate-100 py-2"
        >
          <label htmlFor={`${id}-${kind}`} className="min-w-0 text-sm font-medium text-slate-900">
            {NOTIFICATION_MESSAGES.kindLabels[kind]}
          </label>
          <select
            id={`${id}-${kind}`}
            className="w-32 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
            value={settings.data.email[kind]}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { email: { [kind]: event.target.value as EmailDelivery } },
                // 'Saved' answers the member's own change, not the zone the page stores.
                { onSuccess: () => setSavedAt(Date.now()) },
              )
            }
          >
            {EMAIL_DELIVERIES.map((delivery) => (
              <option key={delivery} value={delivery}>
                {NOTIFICATION_MESSAGES.deliveryLabels[delivery]}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>{NOTIFICATION_MESSAGES.timeZoneNote(settings.data.timeZone)}</span>
        <SavedNote savedAt={savedAt} />
      </p>
      {save.isError && (
        <p role="alert" className="text-sm text-red-800">
          {save.error.message}
        </p>
      )}
    </fieldset>
  );
}
