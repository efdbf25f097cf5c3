import { LIMITS, MESSAGES, messagesLeft, THREADS_UI, type Thread } from '@forewarn/domain';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { useSuspended } from '../../../lib/session';
import { useSendForm } from '../hooks/use-send-form';

/** The chat's send box, with what is left of the sender's allowance in this chat. */
export function SendForm({ thread }: { thread: Thread }) {
  const suspended = useSuspended();
  const { text, error, input, submit, change, sending } = useSendForm(thread);
  const inputId = useId();
  const { allowance } = thread;
  const resetsAt = allowance.resetsAt ? formatDateTime(allowance.resetsAt) : '';

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <fieldset disabled={suspended} className="contents">
        {allowance.limited ? (
          <p role="status" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {MESSAGES.chatLimitReached(resetsAt)}
          </p>
        ) : (
          allowance.warning && (
            <p role="status" className="text-sm text-amber-900" data-testid="messages-left">
              {messagesLeft(allowance.remaining, resetsAt)}
            </p>
          )
        )}
        <div className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {THREADS_UI.messageLabel}
          </label>
          <input
            id={inputId}
            ref={input}
            type="text"
            value={text}
            maxLength={LIMITS.chatMessageMax}
            disabled={allowance.limited}
            autoComplete="off"
            placeholder={allowance.limited ? '' : THREADS_UI.typeMessage}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => change(event.target.value)}
            className="min-w-0 flex-1 rounded border border-slate-300 px-3 py-2 disabled:bg-slate-100"
          />
          <button
            type="submit"
            disabled={allowance.limited || sending}
            className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
          >
            {THREADS_UI.send}
          </button>
        </div>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
      </fieldset>
    </form>
  );
}
