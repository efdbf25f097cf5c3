import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// A visitor who asks for less motion (prefers-reduced-motion) sees a still ring where others see
// it spin (WCAG 2.3.3); the text beside it says what is happening either way. The suite runs as
// such a visitor (playwright.config.ts, decision 0144): a spinner left turning under a blurred
// overlay kept Chromium compositing frames in software for as long as a request took.

/** The notice status page, its request held, so its spinner stays; the spinner's animation. */
async function heldSpinner(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/notices/status/**', async (route) => {
    await held;
    await route.abort();
  });
  await page.goto('/notices/status/held-for-the-test');
  const status = page.getByRole('status').filter({ hasText: 'Loading' });
  await expect(status).toBeVisible();
  const animation = await status
    .locator('[aria-hidden="true"]')
    .evaluate((ring) => getComputedStyle(ring).animationName);
  release();
  return animation;
}

test.describe('with no preference', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the loading spinner turns', async ({ page }) => {
    expect(await heldSpinner(page)).toBe('spin');
  });
});

test.describe('asking for less motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the loading spinner is still, and still says Loading', async ({ page }) => {
    expect(await heldSpinner(page)).toBe('none');
  });
});
