import {
  LIST_STATE_MESSAGES,
  NAMED_PARTY_MESSAGES,
  NOTIFICATION_MESSAGES,
  type Notification,
  notificationHref,
  notificationText,
} from '@forewarn/domain';
import { Link } from 'react-router';
import { Flag } from '../../../components/flag';
import { ListUnavailable } from '../../../components/list-unavailable';
import { formatShortTime } from '../../../lib/dates';
import { listState, retryingLabel } from '../../../lib/list-state';
import { useMarkRead, useNotificationList } from '../api/notifications';
import {
  type BellEntry,
  conversationHeadline,
  groupNotifications,
} from '../lib/group-notifications';

/**
 * One entry: what kind of notice it is, the masked identifier that matched (the national
 * shape the case page shows, masked by the server), the case's flag, the headline and the time.
 */
function NotificationEntry({
  item,
  onOpen,
  onMarkRead,
}: {
  item: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const href = notificationHref(item);
  const text = notificationText(item);
  return (
    <li
      data-testid="notification-entry"
      className={`flex items-start gap-3 border-b border-slate-100 px-4 py-3 text-sm ${item.read ? '' : 'bg-sky-50'}`}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600">
          <span className="font-semibold uppercase tracking-wide text-slate-700">
            {NOTIFICATION_MESSAGES.entryKind[item.kind]}
          </span>
          {item.country && <Flag country={item.country} className="h-3 w-auto" />}
          {item.maskedIdentifiers.map((masked) => (
            <span
              key={masked}
              data-testid="notification-identifier"
              className="font-mono text-slate-800"
            >
              {masked}
            </span>
          ))}
        </p>
        {href ? (
          <Link
            to={href}
            className="mt-0.5 block wrap-anywhere text-slate-900 underline-offset-2 hover:underline"
            onClick={() => {
              if (!item.read) onMarkRead();
              onOpen();
            }}
          >
            {text}
          </Link>
        ) : (
          <p className="mt-0.5 wrap-anywhere">{text}</p>
        )}
        {item.event === 'case_names_you' && (
          <p className="mt-0.5 text-xs text-slate-700">{NAMED_PARTY_MESSAGES.bellLine}</p>
        )}
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={item.createdAt}>{formatShortTime(item.createdAt)}</time>
        </p>
      </div>
      {!item.read && (
        <button
          type="button"
          className="min-h-11 shrink-0 px-1 text-xs text-brand underline"
          onClick={onMarkRead}
        >
          {NOTIFICATION_MESSAGES.markRead}
        </button>
      )}
    </li>
  );
}

/**
 * One conversation's message notices as one entry (issue 45): who wrote, about which case, how
 * many are new; opening it opens the chat, which reads them all (the server marks them read).
 */
function ConversationEntry({
  entry,
  onOpen,
  onMarkRead,
}: {
  entry: Extract<BellEntry, { type: 'conversation' }>;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const text = conversationHeadline(entry);
  return (
    <li
      data-testid="notification-entry"
      className={`flex items-start gap-3 border-b border-slate-100 px-4 py-3 text-sm ${entry.read ? '' : 'bg-sky-50'}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">
          {NOTIFICATION_MESSAGES.entryKind.message}
        </p>
        <Link
          to={`/chat/${entry.threadId}`}
          className="mt-0.5 block wrap-anywhere text-slate-900 underline-offset-2 hover:underline"
          onClick={() => {
            if (!entry.read) onMarkRead();
            onOpen();
          }}
        >
          {text}
        </Link>
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={entry.createdAt}>{formatShortTime(entry.createdAt)}</time>
        </p>
      </div>
      {!entry.read && (
        <button
          type="button"
          className="min-h-11 shrink-0 px-1 text-xs text-brand underline"
          onClick={onMarkRead}
        >
          {NOTIFICATION_MESSAGES.markRead}
        </button>
      )}
    </li>
  );
}

/**
 * The bell's list, 20 notices at a time: unread alerts and notices first, then the rest newest
 * first, a conversation's messages as one entry (groupNotifications).
 */
export function NotificationList({
  onNavigate,
  onClose,
}: {
  onNavigate: () => void;
  onClose: () => void;
}) {
  const list = useNotificationList(true);
  const mark = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const entries = groupNotifications(items);
  const state = listState(list);
  return (
    <section
      aria-label={NOTIFICATION_MESSAGES.listTitle}
      className="flex min-h-0 flex-1 flex-col min-[500px]:max-h-[70vh]"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 className="text-base font-semibold">{NOTIFICATION_MESSAGES.listTitle}</h2>
        <span className="flex items-center gap-1">
          <button
            type="button"
            className="min-h-11 px-1 text-sm text-brand underline disabled:opacity-50"
            disabled={mark.isPending || !items.some((n) => !n.read)}
            onClick={() => mark.mutate(null)}
          >
            {NOTIFICATION_MESSAGES.markAllRead}
          </button>
          <button
            type="button"
            aria-label={NOTIFICATION_MESSAGES.close}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-slate-700 hover:bg-slate-100"
            onClick={onClose}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </span>
      </header>
      {/* A mark that failed leaves the entry unread: said, not silently undone. */}
      {mark.isError && (
        <p role="alert" className="px-4 pt-2 text-sm text-red-800">
          {mark.error.message}
        </p>
      )}
      {state.kind === 'loading' || state.kind === 'retrying' ? (
        <p className="p-4 text-sm">{state.kind === 'retrying' ? retryingLabel(state) : '…'}</p>
      ) : state.kind === 'unavailable' ? (
        // Never the empty state for a list that did not load (issue 45).
        <div className="p-4 text-sm">
          <ListUnavailable
            message={LIST_STATE_MESSAGES.notificationsUnavailable}
            retryAt={state.retryAt}
            onRetry={() => void list.refetch()}
          />
        </div>
      ) : state.kind === 'refused' ? (
        <p role="alert" className="p-4 text-sm text-red-800">
          {state.message}
        </p>
      ) : items.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">{NOTIFICATION_MESSAGES.empty}</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto">
          {entries.map((entry) =>
            entry.type === 'notice' ? (
              <NotificationEntry
                key={entry.key}
                item={entry.item}
                onOpen={onNavigate}
                onMarkRead={() => mark.mutate(entry.item.id)}
              />
            ) : (
              <ConversationEntry
                key={entry.key}
                entry={entry}
                onOpen={onNavigate}
                // The server reads the whole conversation's notices with any one of them.
                onMarkRead={() => mark.mutate(entry.items[0]?.id ?? null)}
              />
            ),
          )}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="min-h-11 px-4 py-2 text-sm text-brand underline"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {NOTIFICATION_MESSAGES.loadMore}
        </button>
      )}
    </section>
  );
}
