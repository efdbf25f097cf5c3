import { LIST_STATE_MESSAGES } from '@forewarn/domain';
import { expect, test } from '../support/fixtures';

// Offline and signed out, a page that needs a sign-in cannot learn who is there: it says it
// could not reach Forewarn, with Try again, instead of "Loading" for ever (issue 45).

// The service worker opens the app offline: this test needs it (the suite blocks it, 0090).
test.use({ serviceWorkers: 'allow' });

test('offline and signed out, My Messages says it cannot reach Forewarn, not "Loading"', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // A first visit online installs the service worker, which then opens the app offline.
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 20_000 })
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/MyMessagesPage');
  // While the browser tries again (about 20 s) it says it cannot reach Forewarn, never "busy".
  await expect(page.getByText(LIST_STATE_MESSAGES.busyRetrying)).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({ hasText: LIST_STATE_MESSAGES.cannotReach }),
  ).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);

  // Offline, the page's API requests failed, as they must: the browser logs each one.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED')),
  );
});
