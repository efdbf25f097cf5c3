import { MESSAGES } from '@forewarn/domain';
import { useId } from 'react';
import { useMessageEmails, useSetMessageEmails } from '../api/thread-actions';

/**
 * My Account: the switch for the email sent when a message waits unread for 15 minutes (at
 * most one per chat every 6 hours; it holds a link, never the message).
 */
export function MessageEmailSwitch() {
  const setting = useMessageEmails();
  const change = useSetMessageEmails();
  const id = useId();
  if (setting.isPending) return null;
  if (setting.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {MESSAGES.failedToLoadProfile(setting.error.message)}
      </p>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4">
      <label htmlFor={id} className="flex items-center gap-2 font-medium">
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5"
          checked={setting.data.enabled}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        {MESSAGES.messageEmailsLabel}
      </label>
      <p className="text-sm text-slate-600">
        At most one email per chat every 6 hours. It holds a link to the chat, never the message.
      </p>
      {change.isError && (
        <p role="alert" className="text-sm text-red-800">
          {MESSAGES.failedToSave(change.error.message)}
        </p>
      )}
    </div>
  );
}
