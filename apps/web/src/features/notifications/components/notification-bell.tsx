import { NOTIFICATION_MESSAGES } from '@forewarn/domain';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useUnreadNotifications } from '../api/unread';

const NotificationList = lazyWithRetry(() => import('./notification-list'), 'NotificationList');

/**
 * The bell in the nav bar (issue 23): the unread count, live over the member's one event
 * stream (the nav's unread hook sets it), and a list that opens under it. The list's code
 * loads when it is first opened.
 */
export function NotificationBell({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadNotifications(signedIn).data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (!signedIn) return null;
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-label={NOTIFICATION_MESSAGES.bellLabel(unread)}
        aria-expanded={open}
        aria-controls="notification-list"
        onClick={() => setOpen((was) => !was)}
        className="relative rounded px-2 py-1.5 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {unread > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-500 px-1 text-center text-[0.65rem] font-bold leading-4 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id="notification-list"
          className="absolute right-0 z-30 mt-1 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg"
        >
          <Suspense fallback={<p className="p-3 text-sm">…</p>}>
            <NotificationList onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
