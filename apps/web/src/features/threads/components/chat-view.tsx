import { LIST_STATE_MESSAGES, MESSAGES, THREADS_UI } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useMessages, useThread } from '../api/get-thread';
import { useThreadEvents } from '../hooks/use-thread-events';
import { ChatHeader } from './chat-header';
import { buttonClass } from './chat-styles';
import { MessageList } from './message-list';
import { SendForm } from './send-form';

// The chat screen composes its parts, one use case each: the header with Report user
// (chat-header.tsx), the messages with their older pages (message-list.tsx,
// hooks/use-older-messages.ts) and the send box (send-form.tsx, hooks/use-send-form.ts).

export type ChatViewProps = {
  threadId: string;
  /** The thread is not the viewer's (or does not exist): the page says so and goes home. */
  onNotFound: () => void;
};

/** The chat (spec §2 Chat): header, messages oldest first, and the send form. */
export function ChatView({ threadId, onNotFound }: ChatViewProps) {
  const thread = useThread(threadId);
  const messages = useMessages(threadId);
  const queryClient = useQueryClient();
  // Live while there are messages to add to: a refresh that failed keeps them, and the stream.
  const live = useThreadEvents(threadId, messages.data !== undefined);
  const missing = [thread.error, messages.error].some(
    (error) => error instanceof ApiError && error.status === 404,
  );

  useEffect(() => {
    if (missing) onNotFound();
  }, [missing, onNotFound]);

  // Loading the messages marked the thread read: the red dot follows.
  useEffect(() => {
    if (messages.isSuccess) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadThreads() });
    }
  }, [messages.isSuccess, queryClient]);

  const retry = () => {
    void thread.refetch();
    void messages.refetch();
  };

  if (missing) {
    return (
      <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-900">
        {MESSAGES.chatNoAccess}
      </p>
    );
  }
  // Offline, a query waits for the network without failing: said so, not "Loading" for ever.
  const offline = [thread, messages].some((q) => q.isPending && q.fetchStatus === 'paused');
  if (!offline && (thread.isPending || messages.isPending)) {
    return (
      <div role="status" className="p-6 text-center text-slate-600">
        {THREADS_UI.loadingChat}
      </div>
    );
  }
  // The whole chat gives way to the failure only when it never loaded: a refresh that fails later
  // (after a new message, a reconnect) keeps the messages shown and what the member is typing.
  if (thread.data === undefined || messages.data === undefined) {
    const error = thread.error ?? messages.error;
    return (
      <ChatFailure
        message={MESSAGES.failedToOpenChat(error?.message ?? LIST_STATE_MESSAGES.cannotReach)}
        className="rounded bg-red-50 px-3 py-2 text-red-900"
        onRetry={retry}
      />
    );
  }

  return (
    <section className="flex flex-col gap-3" aria-label={THREADS_UI.chat}>
      {/* The way back to the list (issue 24): on a phone the nav bar has no My Messages. */}
      <Link
        to={paths.myMessages.href()}
        className="inline-flex min-h-11 items-center gap-1 self-start rounded px-1 text-sm font-medium text-brand underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {THREADS_UI.backToMessages}
      </Link>
      <ChatHeader thread={thread.data} />
      <MessageList
        threadId={threadId}
        messages={messages.data.messages}
        olderCursor={messages.data.olderCursor}
      />
      {(thread.isError || messages.isError) && (
        <ChatFailure
          message={LIST_STATE_MESSAGES.chatNotUpToDate}
          className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-950"
          onRetry={retry}
        />
      )}
      {live === 'reconnecting' && (
        <p role="status" className="text-sm text-amber-800">
          {THREADS_UI.reconnecting}
        </p>
      )}
      <SendForm thread={thread.data} />
    </section>
  );
}

/** What failed to load, and Try again: both of the chat's reads are asked again. */
function ChatFailure({
  message,
  className,
  onRetry,
}: {
  message: string;
  className: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className={`${buttonClass} mt-2 min-h-11`} onClick={onRetry}>
        {THREADS_UI.tryAgain}
      </button>
    </div>
  );
}
