import { Suspense, useCallback, useState } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import type { Snack, SnackAction, SnackTone } from './snackbar';

// useSnackbar for the home page, which a first visit loads: the snackbar's code is fetched only
// once the screen may need it (`wanted`: say, one of the user's own cards is shown), so its
// live region is in the page before the first message, and a visitor never pays for it.

const Snackbar = lazyWithRetry(() => import('./snackbar'), 'Snackbar');

export function useLazySnackbar(wanted: boolean) {
  const [snack, setSnack] = useState<Snack | null>(null);
  const show = useCallback((message: string, tone: SnackTone = 'info', action?: SnackAction) => {
    setSnack({ id: Date.now() + Math.random(), message, tone, action });
  }, []);
  const close = useCallback(() => setSnack(null), []);
  const snackbar =
    wanted || snack ? (
      <Suspense fallback={null}>
        <Snackbar snack={snack} onClose={close} />
      </Suspense>
    ) : null;
  return { show, snackbar };
}
