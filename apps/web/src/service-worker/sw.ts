/// <reference lib="webworker" />
// Forewarn's service worker (docs/decisions/0044). It precaches the app shell (the built
// scripts, stylesheets, index.html and icons) so the app opens offline, and shows push
// notifications (docs/decisions/0045). It caches no API answer at all: requests under /api
// never pass through a cache here, so sessions, messages, notifications and My Account are
// never kept on the device by the worker.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationFromPush } from './push-payload';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over at once; the page it takes over shows 'A new version of Forewarn is
// available' with a Reload button (app/layout/app-status.tsx), so an old app runs at most
// until that reload.
self.addEventListener('install', (event) => {
  // The API, the event streams and /metrics go straight to the network, the worker never woken
  // for them (the Static Routing API, Chromium 123+; elsewhere the worker's routes below simply
  // leave them alone): a live event stream is never held by the worker, and an API call pays
  // no worker start-up.
  const routable = event as ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
  if (typeof routable.addRoutes === 'function') {
    event.waitUntil(
      routable
        .addRoutes([
          { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
          { condition: { urlPattern: { pathname: '/metrics' } }, source: 'network' },
        ])
        .catch(() => undefined),
    );
  }
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: the network first (the server names a page's preloads in its HTML, and a deploy is
// seen at once); offline, the precached shell, which shows 'You are offline'.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/metrics/] },
  ),
);

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = null;
  }
  const { title, url } = notificationFromPush(data);
  event.waitUntil(
    self.registration.showNotification(title, {
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
      tag: url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = notificationFromPush(event.notification.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          await client.focus();
          await client.navigate(url);
          return;
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
