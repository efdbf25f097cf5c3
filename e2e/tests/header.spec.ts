import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { makeUser } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';

// Issue 45: the header is one row at every width, for the longest allowed username (20
// characters) and for a moderator; what does not fit waits in the Menu.

/** A 20-character username, the longest allowed, wide letters first. */
const longName = () => `WWWWWWWWWWWWWW${randomBytes(3).toString('hex')}`;

/** One row: the bar is no taller than its tallest child (one tap target and its padding). */
async function barRows(page: Page) {
  return page.locator('header nav[aria-label="Main"]').evaluate((nav) => {
    const kids = [...nav.children].filter((el) => (el as HTMLElement).offsetParent !== null);
    const tops = new Set(kids.map((el) => Math.round(el.getBoundingClientRect().top)));
    return { height: nav.getBoundingClientRect().height, tops: tops.size };
  });
}

for (const who of ['member', 'moderator'] as const) {
  test(`a ${who} with a 20-character name has a one-row header at 768, 1024 and 1280 px`, async ({
    page,
    db,
    signIn,
  }) => {
    const username = longName();
    expect(username).toHaveLength(20);
    await signIn(
      await makeUser(db, { username, ...(who === 'moderator' ? { role: 'moderator' } : {}) }),
    );
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      // The account link is there, named in full even when cut with an ellipsis.
      await expect(nav.getByRole('link', { name: username })).toBeVisible();
      const { height, tops } = await barRows(page);
      expect(tops, `one row of items at ${width} px`).toBe(1);
      // 44 px tap targets and 8 px padding above and below: 60 px; two rows were 108.
      expect(height, `header height at ${width} px`).toBeLessThanOrEqual(64);
      // Nothing is cut off at the right edge.
      const overflow = await nav.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (who === 'moderator' && width >= 1024) {
        await expect(nav.getByRole('link', { name: /^Moderation/ })).toBeVisible();
      }
      if (width < 1536) {
        // What left the bar is in the Menu.
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        for (const name of ['About', 'FAQ', 'Report & Feedback', 'My Watches']) {
          await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
        }
        if (who === 'moderator') {
          await expect(menu.getByRole('link', { name: /^Moderation/ })).toBeVisible();
        }
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }
    }
  });
}

test('every link is in the bar from 1536 px, in one row, and the Menu is gone', async ({
  page,
  db,
  signIn,
}) => {
  const username = longName();
  await signIn(await makeUser(db, { username, role: 'moderator' }));
  for (const width of [1536, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'About',
      'FAQ',
      'My Messages',
      'My Lodgements',
      'My Watches',
      'Report & Feedback',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    expect((await barRows(page)).tops).toBe(1);
  }
});
