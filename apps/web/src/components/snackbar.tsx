import { LIMITS, PAGES_UI } from '@forewarn/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';

// The spec's snackbar (§2, §9): a message at the bottom centre for 6 seconds. The live region
// is always in the page, so screen readers announce each message as it appears. A message with
// an action (Try again) stays until it is used or closed: six seconds is too short to reach it.

export type SnackTone = 'success' | 'error' | 'info';
export type SnackAction = { label: string; run: () => void };
export type Snack = { id: number; message: string; tone: SnackTone; action?: SnackAction };

const TONES: Record<SnackTone, string> = {
  success: 'bg-emerald-800 text-white',
  error: 'bg-red-800 text-white',
  info: 'bg-slate-800 text-white',
};

export function Snackbar({ snack, onClose }: { snack: Snack | null; onClose: () => void }) {
  useEffect(() => {
    if (!snack || snack.action) return;
    const timer = setTimeout(onClose, LIMITS.snackbarMs);
    return () => clearTimeout(timer);
  }, [snack, onClose]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {snack && (
        <div
          key={snack.id}
          data-testid="snackbar"
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg px-4 py-3 text-base shadow-lg [&_:focus-visible]:outline-white ${TONES[snack.tone]}`}
        >
          <span>{snack.message}</span>
          {snack.action && (
            <button
              type="button"
              onClick={() => {
                onClose();
                snack.action?.run();
              }}
              className="-my-1 shrink-0 rounded px-2 py-1 font-semibold underline hover:bg-white/20"
            >
              {snack.action.label}
            </button>
          )}
          <button
            type="button"
            onClick={onClose}
            className="-my-1 ml-2 flex h-8 w-8 shrink-0 items-center justify-center rounded text-lg leading-none hover:bg-white/20"
            aria-label={PAGES_UI.dismissMessage}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

/** A snackbar for one screen: render `snackbar`, call `show(message, tone)`. */
export function useSnackbar() {
  const [snack, setSnack] = useState<Snack | null>(null);
  const show = useCallback((message: string, tone: SnackTone = 'info', action?: SnackAction) => {
    setSnack({ id: Date.now() + Math.random(), message, tone, action });
  }, []);
  const close = useCallback(() => setSnack(null), []);
  const snackbar = useMemo(() => <Snackbar snack={snack} onClose={close} />, [snack, close]);
  return { show, snackbar };
}
