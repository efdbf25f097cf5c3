import { expect, type Page } from '@playwright/test';

/**
 * Clicks Submit Case. When the button stays disabled, the test fails with what the form's '?'
 * help lists as blocking it, so a failure in CI's log says why instead of only "not enabled".
 */
export async function submitCase(page: Page, timeout = 15_000): Promise<void> {
  const submit = page.getByRole('button', { name: 'Submit Case' });
  try {
    await expect(submit).toBeEnabled({ timeout });
  } catch (error) {
    const help = page.getByRole('region', { name: 'Submission help' });
    // The '?' button opens and closes the help: press it only when the help is closed.
    if (!(await help.isVisible())) {
      await page.getByRole('button', { name: "Why can't I submit? (help)" }).click();
    }
    const reasons = await help.innerText();
    throw new Error(`Submit Case stayed disabled. The form's help says:\n${reasons}`, {
      cause: error,
    });
  }
  await submit.click();
}
