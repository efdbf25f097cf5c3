import { makeUser } from '../../apps/server/test/factories';
import { analyze } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { ACCOUNT_SECTIONS, gotoMyAccount, openAccountSection } from '../support/my-account';

// Issue 45: My Account a member can scan. The profile open and first; every other section
// closed under a title that says what it holds, the common ones first and the API tokens last,
// under "Advanced: for developers"; each opened by mouse or keyboard, none over two screens.

const ORDER = [
  ACCOUNT_SECTIONS.notifications,
  ACCOUNT_SECTIONS.password,
  ACCOUNT_SECTIONS.trade,
  ACCOUNT_SECTIONS.yourData,
  ACCOUNT_SECTIONS.advanced,
];

for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the first screen shows the profile and the common sections, the tokens closed under Advanced', async ({
      page,
      db,
      signIn,
    }) => {
      await signIn(await makeUser(db));
      await gotoMyAccount(page);
      const main = page.getByRole('main');

      const toggles = main.getByRole('heading', { level: 2 }).getByRole('button');
      await expect(toggles).toHaveText(ORDER.map((title) => new RegExp(`^${title}`)));
      for (const title of ORDER) {
        await expect(main.getByRole('button', { name: title, exact: true })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      }
      // Within the first screen, whole: the profile's Edit and the two most common sections.
      for (const target of [
        main.getByRole('button', { name: 'Edit' }),
        main.getByRole('button', { name: ACCOUNT_SECTIONS.notifications, exact: true }),
        main.getByRole('button', { name: ACCOUNT_SECTIONS.password, exact: true }),
      ]) {
        const box = await target.boundingBox();
        expect(box, 'on screen').not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      }
      // No API-token jargon until a developer asks for it.
      await expect(page.getByRole('region', { name: 'API tokens' })).toBeHidden();
      await expect(page.getByLabel('Token name')).toBeHidden();
    });

    test('every section opens, none needs more than two screens, none scrolls sideways', async ({
      page,
      db,
      signIn,
    }) => {
      await signIn(await makeUser(db));
      await gotoMyAccount(page);
      for (const title of ORDER) {
        const section = await openAccountSection(page, title);
        await expect(section).toBeVisible();
        const height = await section.evaluate((el) => el.getBoundingClientRect().height);
        expect(height, `${title} is ${height} px`).toBeLessThanOrEqual(2 * viewport.height);
      }
      await expect(page.getByRole('region', { name: 'API tokens' })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Notifications on this device' }),
      ).toBeVisible();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
      const { violations } = await analyze(page);
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}

test('a section opens and closes from the keyboard, and says so', async ({ page, db, signIn }) => {
  await signIn(await makeUser(db));
  await gotoMyAccount(page);
  const toggle = page
    .getByRole('main')
    .getByRole('button', { name: ACCOUNT_SECTIONS.advanced, exact: true });
  await expect(toggle).toHaveAccessibleDescription(/API tokens/);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Token name')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Token name')).toBeHidden();
});

test('a link to a part of My Account opens its section (the token email links #api-tokens)', async ({
  page,
  db,
  signIn,
}) => {
  await signIn(await makeUser(db));
  await gotoMyAccount(page, '#api-tokens');
  await expect(
    page.getByRole('main').getByRole('button', { name: ACCOUNT_SECTIONS.advanced, exact: true }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'API tokens' })).toBeInViewport();
  await page.goto('/MyAccountPage#notifications');
  await expect(
    page.getByRole('group', { name: 'How each kind of notice reaches you' }),
  ).toBeVisible();
});
