import { ACCOUNT_SECTION_MESSAGES } from '@forewarn/domain';
import { expect, type Page } from '@playwright/test';

// My Account's sections are closed until opened (issue 45): a test opens one as a member does,
// by its title's button, and gets the section to look inside.

export const ACCOUNT_SECTIONS = {
  notifications: ACCOUNT_SECTION_MESSAGES.notificationsTitle,
  password: ACCOUNT_SECTION_MESSAGES.passwordTitle,
  trade: ACCOUNT_SECTION_MESSAGES.tradeTitle,
  yourData: ACCOUNT_SECTION_MESSAGES.yourDataTitle,
  advanced: ACCOUNT_SECTION_MESSAGES.advancedTitle,
} as const;

/** Opens the section titled `title` on My Account (the page is open) and returns it. */
export async function openAccountSection(page: Page, title: string) {
  const toggle = page.getByRole('main').getByRole('button', { name: title, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: title, exact: true });
}

/** Opens My Account and waits for the profile (its account call is slow on a loaded machine). */
export async function gotoMyAccount(page: Page, hash = '') {
  await page.goto(`/MyAccountPage${hash}`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Edit' })).toBeVisible({
    timeout: 30_000,
  });
}
