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
    await page.getByRole('button', { name: "Why can't I submit? (help)" }).click();
    const help = await page.getByRole('region', { name: 'Submission help' }).innerText();
    throw new Error(`Submit Case stayed disabled. The form's help says:\n${help}`, {
      cause: error,
    });
  }
  await submit.click();
}
