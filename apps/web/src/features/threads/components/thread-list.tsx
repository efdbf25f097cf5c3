import { MESSAGES, type ThreadSummary } from '@forewarn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { formatShortTime } from '../../../lib/dates';
import { queryKeys } from '../../../lib/query-keys';
import { useThreads } from '../api/get-threads';
import { useHideThread } from '../api/thread-actions';
import { getUnread } from '../hooks/use-has-unread';
import { PartyAvatar } from './avatar';

type Notify = (message: string, tone: 'success' | 'error' | 'info') => void;

/**
 * My Messages (spec §2): the viewer's threads, newest activity first, 50 at a time. Loading
 * the list marks the listed threads read on the server; the red dot follows.
 */
export function ThreadList({ notify }: { notify: Notify }) {
  const threads = useThreads();
  const queryClient = useQueryClient();
  const hide = useHideThread();
  const [confirming, setConfirming] = useState<ThreadSummary | null>(null);

  // Each load marked the listed threads read: the red dot follows.
  const loadedAt = threads.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.unreadThreads() });
  }, [loadedAt, queryClient]);
  // A message arriving while the list is open (the nav bar's live event) refreshes it.
  const unread = useQuery({
    queryKey: queryKeys.unreadThreads(),
    queryFn: ({ signal }) => getUnread(signal),
    retry: false,
  });
  const { refetch } = threads;
  useEffect(() => {
    if (unread.data?.hasUnread) void refetch();
  }, [unread.data, refetch]);

  if (threads.isPending) {
    return (
      <div role="status" className="p-6 text-center text-slate-600">
        Loading messages…
      </div>
    );
  }
  if (threads.isError) {
    return (
      <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-900">
        <p>{MESSAGES.failedToLoadMessages(threads.error.message)}</p>
        <button
          type="button"
          className="mt-2 rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold"
          onClick={() => void threads.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  const all = threads.data.pages.flatMap((page) => page.threads);
  if (all.length === 0) return <p className="text-slate-700">{MESSAGES.noMessagesYet}</p>;

  return (
    <>
      <ul className="flex flex-col gap-2" aria-label="Threads">
        {all.map((thread) => (
          <li
            key={thread.id}
            data-testid="thread"
            className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            <PartyAvatar party={thread.other} />
            <Link
              to={paths.chat.href(thread.id)}
              className="min-w-0 flex-1 rounded focus-visible:outline-2"
            >
              <span className="flex items-center gap-2">
                <span className="min-w-0 font-semibold wrap-anywhere">{thread.other.name}</span>
                {thread.unread && (
                  <>
                    <span
                      aria-hidden="true"
                      data-testid="thread-unread-dot"
                      className="inline-block h-2.5 w-2.5 shrink-0 rounded-full bg-red-500"
                    />
                    <span className="sr-only">(unread)</span>
                  </>
                )}
              </span>
              <span className="block text-sm text-slate-700 wrap-anywhere">{thread.caseTitle}</span>
              <span className="block truncate text-sm text-slate-600">
                {thread.lastMessage === null
                  ? 'No messages yet.'
                  : `${thread.lastMessageMine ? 'You: ' : ''}${thread.lastMessage}`}
              </span>
              <time dateTime={thread.lastMessageAt} className="block text-xs text-slate-600">
                {formatShortTime(thread.lastMessageAt)}
              </time>
            </Link>
            <button
              type="button"
              className="shrink-0 rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
              aria-label={`Delete the thread with ${thread.other.name} about ${thread.caseTitle}`}
              onClick={() => setConfirming(thread)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      {threads.hasNextPage && (
        <button
          type="button"
          className="self-center rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold"
          disabled={threads.isFetchingNextPage}
          onClick={() => void threads.fetchNextPage()}
        >
          {threads.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete thread"
        message="Delete this thread from your messages? The other person keeps their copy, and a new message from them brings it back."
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (!target) return;
          hide.mutate(target.id, {
            onError: (error) => notify(MESSAGES.failedToHideThread(error.message), 'error'),
          });
        }}
      />
    </>
  );
}
