import { NOTIFICATION_MESSAGES } from '@forewarn/domain';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useUnreadNotifications } from '../api/unread';

const NotificationList = lazyWithRetry(() => import('./notification-list'), 'NotificationList');

/**
 * The bell in the nav bar (issue 23): the unread count, live over the member's one event
 * stream (the nav's unread hook sets it), and a list that opens under it. The list's code
 * loads when it is first opened. Below 500 px the list is a sheet the width of the screen,
 * under the one-row bar (issue 38: a list hung from the bell ran off a phone's left edge).
 * Opening moves focus into the list; Escape, a tap outside or a link closes it and focus goes
 * back to the bell.
 */
export function NotificationBell({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadNotifications(signedIn).data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onClick = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open, close]);

  if (!signedIn) return null;
  return (
    <div ref={box} className="min-[500px]:relative">
      <button
        ref={bell}
        type="button"
        aria-label={NOTIFICATION_MESSAGES.bellLabel(unread)}
        aria-expanded={open}
        aria-controls="notification-list"
        onClick={() => (open ? close(false) : setOpen(true))}
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {unread > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-4 rounded-full bg-white px-1 text-center text-[0.65rem] font-bold leading-4 text-brand ring-1 ring-brand"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id="notification-list"
          role="dialog"
          aria-label={NOTIFICATION_MESSAGES.listTitle}
          tabIndex={-1}
          data-testid="notification-panel"
          className="fixed inset-x-0 top-15 bottom-0 z-30 flex flex-col bg-white text-slate-900 shadow-lg outline-none min-[500px]:absolute min-[500px]:inset-x-auto min-[500px]:top-auto min-[500px]:bottom-auto min-[500px]:right-0 min-[500px]:mt-1 min-[500px]:w-96 min-[500px]:rounded-lg min-[500px]:border min-[500px]:border-slate-200"
        >
          <Suspense fallback={<p className="p-3 text-sm">…</p>}>
            <NotificationList onNavigate={() => close(false)} onClose={() => close(true)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
