import { type ChatMessage, PAGES_UI, THREADS_UI, timesInZone } from '@forewarn/domain';
import { useLayoutEffect, useRef } from 'react';
import { formatShortTime, viewerTimeZone } from '../../../lib/dates';
import { useOlderMessages } from '../hooks/use-older-messages';
import { buttonClass } from './chat-styles';

/** The chat's messages, oldest first, with older pages loaded above on request. */
export function MessageList({
  threadId,
  messages,
  olderCursor,
}: {
  threadId: string;
  messages: ChatMessage[];
  olderCursor: string | null;
}) {
  const zone = viewerTimeZone();
  const { older, loadingOlder, olderError, loadOlder } = useOlderMessages(threadId, olderCursor);
  const bottom = useRef<HTMLLIElement>(null);
  const count = messages.length;
  // Scroll to the newest message when one arrives (not when older ones are loaded above).
  useLayoutEffect(() => {
    if (count > 0) bottom.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const all = [...older.messages, ...messages];

  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-slate-600">{timesInZone(zone)}</p>
      {older.cursor && (
        <button
          type="button"
          className={`${buttonClass} self-center`}
          onClick={loadOlder}
          disabled={loadingOlder}
        >
          {loadingOlder ? PAGES_UI.loadingMore : THREADS_UI.showOlderMessages}
        </button>
      )}
      {olderError && (
        <p role="alert" className="text-sm text-red-800">
          {olderError}
        </p>
      )}
      {/* Reachable by Tab and scrolled with the arrow keys (issue 38: axe
          scrollable-region-focusable). */}
      <ol
        aria-label={THREADS_UI.messages}
        aria-live="polite"
        aria-relevant="additions"
        data-testid="messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus to be scrolled by keyboard.
        tabIndex={0}
        className="flex max-h-[60vh] min-h-40 flex-col gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
      >
        {all.length === 0 && (
          <li className="m-auto text-sm text-slate-600">{THREADS_UI.noMessagesYet}</li>
        )}
        {all.map((message) => (
          <li
            key={message.id}
            data-testid="message"
            data-mine={message.mine}
            className={`flex max-w-[85%] flex-col rounded-lg px-3 py-2 shadow-sm ${
              message.mine ? 'self-end bg-brand text-white' : 'self-start bg-white text-slate-900'
            }`}
          >
            <span className="sr-only">
              {message.mine ? THREADS_UI.saidByYou : THREADS_UI.saidByOther}
            </span>
            <span className="whitespace-pre-wrap wrap-anywhere">{message.text}</span>
            <time
              dateTime={message.createdAt}
              className={`mt-1 self-end text-[0.7rem] ${message.mine ? 'text-white/85' : 'text-slate-600'}`}
            >
              {formatShortTime(message.createdAt ? Date.parse(message.createdAt) : 0)}
            </time>
          </li>
        ))}
        <li ref={bottom} aria-hidden="true" className="h-0" />
      </ol>
    </div>
  );
}
