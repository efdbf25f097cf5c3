import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { isReachable, subscribeReachable } from '../../lib/connectivity';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// The installable app's two status lines (docs/decisions/0044): 'You are offline' while the
// browser has no connection (a second visit opens offline from the service worker's precache),
// and 'A new version of Forewarn is available' once a new worker has taken over this page.

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Online while the browser says so and the app's last request reached the server. */
function useOnline(): boolean {
  const browserOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const serverReached = useSyncExternalStore(subscribeReachable, isReachable, () => true);
  return browserOnline && serverReached;
}

/** How long after the page's load the worker is registered. */
const AFTER_LOAD_MS = 5000;

/**
 * Registers /sw.js well after the first paint: 5 s after the page has loaded, once the browser
 * is idle, so the worker and its precache (115 files) never compete with a first visit or its
 * first few taps (DESIGN.md §6; docs/decisions/0044).
 */
function registerServiceWorkerWhenIdle(): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => {};
  // Safari before 18 has no requestIdleCallback.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  let delay: number | undefined;
  const register = () => {
    const run = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
        console.warn('The service worker could not be registered', error);
      });
    };
    delay = window.setTimeout(() => {
      idle = hasIdle ? window.requestIdleCallback(run, { timeout: 5000 }) : undefined;
      if (!hasIdle) run();
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return () => {
    window.removeEventListener('load', register);
    if (delay !== undefined) window.clearTimeout(delay);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** True once a new service worker replaces the one that was controlling this page. */
function useNewVersion(): boolean {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // A first install also changes the controller (clients.claim): that is no new version.
    let hadController = navigator.serviceWorker.controller !== null;
    const onChange = () => {
      if (hadController) setUpdated(true);
      hadController = true;
    };
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
  }, []);
  return updated;
}

// The two lines themselves load only when one is to be shown (the first visit's budget).
const AppStatusLines = lazyWithRetry(() =>
  import('./app-status-lines').then((m) => ({ default: m.AppStatusLines })),
);

export function AppStatus() {
  const online = useOnline();
  const newVersion = useNewVersion();
  useEffect(registerServiceWorkerWhenIdle, []);
  return (
    // No role: an empty status region on every page would be a second "status" beside each
    // page's own (tests and screen readers look for the one that speaks).
    <div aria-live="polite">
      {(!online || newVersion) && (
        <Suspense fallback={null}>
          <AppStatusLines offline={!online} newVersion={newVersion} />
        </Suspense>
      )}
    </div>
  );
}
