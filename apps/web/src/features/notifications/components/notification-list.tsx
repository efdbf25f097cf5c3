import { NOTIFICATION_MESSAGES, notificationHref, notificationText } from '@forewarn/domain';
import { Link } from 'react-router';
import { useMarkRead, useNotificationList } from '../api/notifications';

/** The bell's list: newest first, 20 at a time, each linking to its case or chat. */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const list = useNotificationList(true);
  const mark = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-label={NOTIFICATION_MESSAGES.listTitle} className="flex max-h-[70vh] flex-col">
      <header className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
        <h2 className="font-semibold">{NOTIFICATION_MESSAGES.listTitle}</h2>
        <button
          type="button"
          className="text-sm text-brand underline disabled:opacity-50"
          disabled={mark.isPending || !items.some((n) => !n.read)}
          onClick={() => mark.mutate(null)}
        >
          {NOTIFICATION_MESSAGES.markAllRead}
        </button>
      </header>
      {list.isPending ? (
        <p className="p-3 text-sm">…</p>
      ) : list.isError ? (
        <p role="alert" className="p-3 text-sm text-red-800">
          {list.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="p-3 text-sm text-slate-600">{NOTIFICATION_MESSAGES.empty}</p>
      ) : (
        <ul className="overflow-y-auto">
          {items.map((item) => {
            const href = notificationHref(item);
            const text = notificationText(item);
            return (
              <li
                key={item.id}
                className={`flex items-start gap-2 border-b border-slate-100 px-3 py-2 text-sm ${item.read ? '' : 'bg-sky-50'}`}
              >
                <div className="min-w-0 flex-1">
                  {href ? (
                    <Link
                      to={href}
                      className="wrap-anywhere text-slate-900 underline"
                      onClick={() => {
                        if (!item.read) mark.mutate(item.id);
                        onNavigate();
                      }}
                    >
                      {text}
                    </Link>
                  ) : (
                    <span className="wrap-anywhere">{text}</span>
                  )}
                  <p className="text-xs text-slate-600">
                    {new Date(item.createdAt).toLocaleString()}
                  </p>
                </div>
                {!item.read && (
                  <button
                    type="button"
                    className="shrink-0 text-xs text-brand underline"
                    onClick={() => mark.mutate(item.id)}
                  >
                    {NOTIFICATION_MESSAGES.markRead}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="px-3 py-2 text-sm text-brand underline"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {NOTIFICATION_MESSAGES.loadMore}
        </button>
      )}
    </section>
  );
}
