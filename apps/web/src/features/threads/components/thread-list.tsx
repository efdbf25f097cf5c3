import {
  LIST_STATE_MESSAGES,
  lastMessageMine,
  MESSAGES,
  PAGES_UI,
  partyName,
  THREADS_UI,
  type ThreadSummary,
  threadActions,
} from '@forewarn/domain';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
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

  // Offline, the query waits for the network: say so rather than "Loading" for ever (issue 45).
  if (threads.isPending && threads.fetchStatus !== 'paused') {
    return (
      <div role="status" className="p-6 text-center text-slate-600">
        {THREADS_UI.loadingMessages}
      </div>
    );
  }
  if (threads.isError || threads.isPending) {
    return (
      <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-900">
        <p>
          {MESSAGES.failedToLoadMessages(
            threads.isError ? threads.error.message : LIST_STATE_MESSAGES.cannotReach,
          )}
        </p>
        <button
          type="button"
          className="mt-2 rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold"
          onClick={() => void threads.refetch()}
        >
          {THREADS_UI.tryAgain}
        </button>
      </div>
    );
  }
  const all = threads.data.pages.flatMap((page) => page.threads);
  if (all.length === 0) return <p className="text-slate-700">{MESSAGES.noMessagesYet}</p>;

  return (
    <>
      <ul
        className="flex flex-col divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white"
        aria-label={THREADS_UI.threads}
      >
        {all.map((thread) => (
          <ThreadRow key={thread.id} thread={thread} onDelete={() => setConfirming(thread)} />
        ))}
      </ul>
      {threads.hasNextPage && (
        <button
          type="button"
          className="self-center rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold"
          disabled={threads.isFetchingNextPage}
          onClick={() => void threads.fetchNextPage()}
        >
          {threads.isFetchingNextPage ? PAGES_UI.loadingMore : PAGES_UI.showMore}
        </button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={THREADS_UI.deleteThread}
        message={THREADS_UI.deleteThreadConfirm}
        confirmLabel={THREADS_UI.delete}
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

/**
 * One thread, one row: avatar; name and time; the case's title; the last message; each on one
 * line, cut with an ellipsis; the unread mark; Delete behind the row's overflow menu.
 */
function ThreadRow({ thread, onDelete }: { thread: ThreadSummary; onDelete: () => void }) {
  const { name, tag, full } = partyName(thread.other);
  return (
    <li data-testid="thread" className="relative flex items-center gap-3 px-3 py-2.5">
      <PartyAvatar party={thread.other} size={44} />
      <Link
        to={paths.chat.href(thread.id)}
        className="min-w-0 flex-1 focus-visible:outline-2 after:absolute after:inset-0 after:content-['']"
      >
        <span className="flex items-baseline gap-2">
          <span data-testid="thread-name" className="min-w-0 truncate font-semibold text-slate-900">
            {name}
          </span>
          {tag && (
            <span className="shrink-0 font-mono text-xs text-slate-500" title={full}>
              {tag}
            </span>
          )}
        </span>
        <span className="block truncate text-sm text-slate-700">{thread.caseTitle}</span>
        <span className="flex items-center gap-2">
          <span
            className={`min-w-0 flex-1 truncate text-sm ${thread.unread ? 'font-medium text-slate-900' : 'text-slate-500'}`}
          >
            {thread.lastMessage === null
              ? MESSAGES.noMessagesYet
              : thread.lastMessageMine
                ? lastMessageMine(thread.lastMessage)
                : thread.lastMessage}
          </span>
          <time
            dateTime={thread.lastMessageAt}
            className={`shrink-0 text-xs ${thread.unread ? 'font-semibold text-brand' : 'text-slate-500'}`}
          >
            {formatShortTime(thread.lastMessageAt)}
          </time>
          {thread.unread && (
            <>
              <span
                aria-hidden="true"
                data-testid="thread-unread-dot"
                className="inline-block h-2.5 w-2.5 shrink-0 rounded-full bg-red-500"
              />
              <span className="sr-only">{THREADS_UI.unread}</span>
            </>
          )}
        </span>
      </Link>
      <Menu>
        <MenuButton
          aria-label={threadActions(thread.other.name, thread.caseTitle)}
          className="relative z-10 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <circle cx="10" cy="4" r="1.7" />
            <circle cx="10" cy="10" r="1.7" />
            <circle cx="10" cy="16" r="1.7" />
          </svg>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-40 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
        >
          <MenuItem>
            <button
              type="button"
              onClick={onDelete}
              className="flex min-h-11 w-full items-center rounded px-3 text-left text-sm font-medium text-red-700 data-focus:bg-slate-100"
            >
              {THREADS_UI.delete}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
    </li>
  );
}
