import { makeUser } from '../../apps/server/test/factories';
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

test.describe('a script refused for a moment', () => {
  // The refusal is made here, in the page's requests: the service worker would answer first.
  test.use({ serviceWorkers: 'block' });

  for (const [what, pattern] of [
    ['a screen', /\/assets\/about-[^/?]+\.js(\?retry=\d+)?$/],
    [
      'the notification bell (outside every screen)',
      /\/assets\/notification-bell-[^/?]+\.js(\?retry=\d+)?$/,
    ],
  ] as const) {
    test(`${what} whose script is refused once still shows (decision 0054)`, async ({
      page,
      consoleErrors,
      db,
      signIn,
    }) => {
      await signIn(await makeUser(db));
      let asked = 0;
      await page.route(pattern, (route) =>
        asked++ === 0 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
      );
      await page.goto('/About');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible();
      expect(asked).toBe(2);
      // The one refusal is what Chromium logs; nothing else went wrong.
      expect(consoleErrors.filter((line) => !line.includes('503'))).toEqual([]);
      consoleErrors.length = 0;
    });
  }
});
