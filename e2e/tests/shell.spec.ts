import { expect, test } from '../support/fixtures';

// Every route of the spec's table works as a direct link and on reload, inside the layout.
const ROUTES = [
  '/',
  '/case/anything',
  '/LodgementPage',
  '/MyLodgements',
  '/MyMessagesPage',
  '/chat/some-thread',
  '/MyAccountPage',
  '/ReportFeedbackPage',
  '/Login',
  '/login',
  '/Signup',
  '/About',
  '/FAQ',
];

for (const route of ROUTES) {
  test(`${route} loads as a direct link and on reload`, async ({ page, consoleErrors }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (route.startsWith('/case/')) {
      // No such case: the API answers 404, which Chromium logs as a failed resource.
      expect(consoleErrors.every((e) => e.includes('404'))).toBe(true);
      consoleErrors.length = 0;
    }
  });
}

test('an unknown route shows a friendly page, not an error', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the API answers JSON for unknown paths', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
});
