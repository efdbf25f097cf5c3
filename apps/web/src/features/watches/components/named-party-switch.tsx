import { LAYOUT_UI, LIST_STATE_MESSAGES, MESSAGES, WATCH_MESSAGES } from '@forewarn/domain';
import { useId } from 'react';
import { QueryView } from '../../../components/query-view';
import { SavedNote } from '../../../components/saved-note';
import { useNamedPartyNotices, useSetNamedPartyNotices } from '../api/watches';

/**
 * My Account: whether a case that gives the member's verified phone number or email tells
 * them so (issue 23; on by default). Only the verified owner of a number is ever told.
 */
export function NamedPartySwitch() {
  const setting = useNamedPartyNotices();
  const change = useSetNamedPartyNotices();
  const id = useId();
  return (
    <QueryView
      query={setting}
      loading={LAYOUT_UI.loading}
      unavailable={LIST_STATE_MESSAGES.settingsUnavailable}
    >
      {(data) => (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="flex items-center gap-2 font-medium">
            <input
              id={id}
              type="checkbox"
              aria-describedby={`${id}-detail`}
              className="h-5 w-5"
              checked={data.enabled}
              disabled={change.isPending}
              onChange={(event) => change.mutate(event.target.checked)}
            />
            {WATCH_MESSAGES.namedPartySwitch}
            <SavedNote savedAt={change.isSuccess ? change.submittedAt : 0} />
          </label>
          <p id={`${id}-detail`} className="text-sm text-slate-600">
            {WATCH_MESSAGES.namedPartySwitchDetail}
          </p>
          {change.isError && (
            <p role="alert" className="text-sm text-red-800">
              {MESSAGES.failedToSave(change.error.message)}
            </p>
          )}
        </div>
      )}
    </QueryView>
  );
}
