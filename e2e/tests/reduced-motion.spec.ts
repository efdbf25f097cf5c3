import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// A visitor who asks for less motion (prefers-reduced-motion) sees a still ring where others see
// it spin (WCAG 2.3.3); the text beside it says what is happening either way. The suite runs as
// such a visitor (playwright.config.ts, decision 0144): a spinner left turning under a blurred
// overlay kept Chromium compositing frames in software for as long as a request took.

/**
 * The notice status page with its request held, so its own spinner stays: the ring's animation
 * is `expected`. Checked once the page has asked (the route's spinner is then the page's, not
 * the lazy route's fallback, which React replaces: read in between, the ring was a detached
 * node with no style at all), with retries; the request is never answered, nor let through to
 * the server (a route taken away lets it go on, and its 404 is a console error), so no failed
 * load is logged while the test's console is checked.
 */
async function spinnerAnimates(page: Page, expected: string) {
  let asked = () => {};
  const reached = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route('**/api/notices/status/**', async () => {
    asked();
    await new Promise<never>(() => {});
  });
  await page.goto('/notices/status/held-for-the-test');
  await reached;
  const status = page.getByRole('status').filter({ hasText: 'Loading' });
  await expect(status).toBeVisible();
  await expect(status.locator('[aria-hidden="true"]')).toHaveCSS('animation-name', expected);
}

test.describe('with no preference', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the loading spinner turns', async ({ page }) => {
    await spinnerAnimates(page, 'spin');
  });
});

test.describe('asking for less motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the loading spinner is still, and still says Loading', async ({ page }) => {
    await spinnerAnimates(page, 'none');
  });
});
