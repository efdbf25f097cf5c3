import { makeUser } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';

test('shots', async ({ page, db, signIn }) => {
  test.setTimeout(120_000);
  await signIn(await makeUser(db, { username: 'WWWWWWWWWWWWWWabcdef', role: 'admin' }));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/moderation');
    await expect(page.getByLabel('Kind')).toBeVisible();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/i45-mod-${width}.png` });
  }
});
