import type { Page } from '@playwright/test';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { newDevice, startPushService } from '../../apps/server/test/push-service';
import { CHROMIUM_ARGS, fullChromiumPath } from '../support/chromium';
import { expect, seedReturningVisitor, test } from '../support/fixtures';
import { ACCOUNT_SECTIONS, openAccountSection } from '../support/my-account';

// The installable app (issue 24, docs/decisions/0044 and 0045): the manifest and service worker
// pass the installability checks, a second visit opens offline on the app's own offline state,
// and a push message becomes a notification through the worker's push handler.

test.use({ serviceWorkers: 'allow' });
// The installed app's parts are the full browser's: the headless shell the rest of the suite
// runs on has no push service and no notifications (the app rightly offers none there).
test.use({ launchOptions: { executablePath: fullChromiumPath(), args: CHROMIUM_ARGS } });
// Each test waits for the worker to register and precache: more than the usual 30 s in all.
test.describe.configure({ timeout: 60_000 });

/** Width and height of an image as the browser decodes it. */
function decodedSize(page: Page, src: string): Promise<[number, number]> {
  return page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return [bitmap.width, bitmap.height] as [number, number];
  }, src);
}

/** Waits until a service worker controls the page (it registers 5 s after load, when idle). */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('the manifest and the service worker pass the installability checks', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  // Manifest: linked from the page, served as a manifest, with what an install needs.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Forewarn',
    short_name: 'Forewarn',
    start_url: '/',
    display: 'standalone',
    theme_color: '#b91c1c',
  });
  // Icons: fetched, PNGs of the sizes they claim; 192 and 512 px, and a maskable one.
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const icon of icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect((await file.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
    const [width, height] = await decodedSize(page, icon.src);
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose.split(' ').includes('maskable'))).toBe(true);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#b91c1c');

  // Service worker: registered after load, it controls the page, from the site's root.
  expect(await controlled(page)).toBe(`${baseURL}/sw.js`);
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  // Chromium's own verdict, where its DevTools protocol still gives one.
  const cdp = await page.context().newCDPSession(page);
  const verdict = await cdp.send('Page.getInstallabilityErrors').catch(() => null);
  if (verdict) {
    // Playwright's contexts are incognito, which Chromium never installs from: that is the one
    // error allowed; any about the manifest, icons or worker fails the test.
    const errors = verdict.installabilityErrors.map((e) => e.errorId);
    expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
  }
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  expect(parsed.url).toBe(`${baseURL}/manifest.webmanifest`);
});

test('a second visit opens offline, on the app with "You are offline", and no API answer was kept', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await controlled(page);
  // Let the worker finish precaching the app shell.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 20_000 })
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/About');
  // The app's own page, not the browser's error page.
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByText('You are offline')).toBeVisible();

  // Nothing under /api is in any cache of the worker's.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText('You are offline')).toHaveCount(0);
  // Offline, the page's API requests failed, as they must: the browser logs each one.
  const offlineErrors = consoleErrors.filter((e) => e.includes('ERR_INTERNET_DISCONNECTED'));
  expect(offlineErrors.length).toBeGreaterThan(0);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !offlineErrors.includes(e)),
  );
});

test('My Messages offers notifications without asking the browser until the button is tapped', async ({
  page,
  db,
  signIn,
}) => {
  const member = await makeUser(db);
  await signIn(member);
  await page.goto('/MyMessagesPage');
  await expect(page.getByRole('heading', { name: 'Know when someone replies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  // Nothing was asked on load: the permission is still undecided.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('heading', { name: 'Know when someone replies' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Know when someone replies' })).toHaveCount(0);
  // My Account keeps the switch.
  await page.goto('/MyAccountPage');
  await openAccountSection(page, ACCOUNT_SECTIONS.notifications);
  await expect(page.getByRole('heading', { name: 'Notifications on this device' })).toBeVisible();
});

test('a message from another member reaches the device encrypted and the worker shows it', async ({
  page,
  context,
  browser,
  db,
  signIn,
  baseURL,
}) => {
  const owner = await makeUser(db);
  const responder = await makeUser(db);
  const kase = await makeCase(db, { creatorId: owner.id });
  const pushService = await startPushService();
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await signIn(owner);
    await page.goto('/MyMessagesPage');
    await controlled(page);

    // The device's subscription, as a browser would send it, pointing at the stand-in service
    // (headless Chromium has no push service of its own to subscribe with).
    const device = newDevice(pushService.endpoint('owner-device'));
    const subscribed = await page.request.post('/api/push/subscriptions', {
      data: device.subscription,
    });
    expect(subscribed.status()).toBe(204);

    // The responder, in a browser of their own, starts a chat and writes.
    const other = await browser.newContext({ baseURL });
    await other.addInitScript(seedReturningVisitor);
    await signIn(responder, other);
    const started = await other.request.post(`/api/cases/${kase.id}/thread`, { data: {} });
    expect(started.status()).toBe(200);
    const { threadId } = (await started.json()) as { threadId: string };
    const sent = await other.request.post(`/api/threads/${threadId}/messages`, {
      data: { text: 'Are you the one with the unpaid invoice?' },
    });
    expect(sent.status()).toBe(201);
    await other.close();

    // The push service gets an encrypted body that decrypts to the title and the link only.
    await pushService.waitFor(1);
    const body = pushService.received[0]?.body ?? Buffer.alloc(0);
    const text = device.decrypt(body);
    expect(JSON.parse(text)).toEqual({
      title: 'New message on Forewarn',
      url: `/chat/${threadId}`,
    });

    // Chromium delivers that payload to the worker as a push event (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    // What the worker went through, for the report when a delivery is dropped.
    const workerEvents: string[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) workerEvents.push(`${v.runningStatus}/${v.status}`);
    });
    cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => {
      workerEvents.push(`error: ${errorMessage.errorMessage}`);
    });
    await cdp.send('ServiceWorker.enable');
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url?: string } | null)?.url,
        }));
      });
    // DevTools answers deliverPushMessage before the event reaches the worker, so a dispatch
    // that fails (once in CI on 2026-12-01, the machine at full load) is never reported:
    // deliver again, up to three times, and say so in the report. The notification's tag is its link, so a second delivery replaces the
    // first and one notification still means one (docs/decisions/0045, addendum 2026-12-02).
    const id = await registrationId;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL ?? '',
        registrationId: id,
        data: text,
      });
      const appeared = await expect
        .poll(async () => (await shown()).length, { timeout: 10_000 })
        .toBeGreaterThan(0)
        .then(() => true)
        .catch(() => false);
      if (appeared) break;
      test.info().annotations.push({
        type: 'push redelivered',
        description: `delivery ${attempt} showed nothing; worker: ${workerEvents.join(', ')}`,
      });
    }
    expect(await shown()).toEqual([
      { title: 'New message on Forewarn', body: '', url: `/chat/${threadId}` },
    ]);
  } finally {
    await pushService.close();
  }
});
