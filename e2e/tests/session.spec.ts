import { makeUser } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';

test('a signed-in user sees their name in the navigation bar', async ({ page, db, signIn }) => {
  const user = await makeUser(db, { username: 'Nav_Tester' });
  await signIn(user);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Nav_Tester' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Lodgements' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('a signed-out visitor sees Login and Sign Up', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Messages' })).toHaveCount(0);
});

test('Sign Out from the home page signs out and stays on /', async ({ page, db, signIn }) => {
  const user = await makeUser(db, { username: 'Home_Leaver' });
  await signIn(user);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
});
