import type { Page } from '@playwright/test';
import { image, VALID_CASE } from '../../apps/server/test/case-form';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';

// How the case page loads (issue #15, Lighthouse): nothing trips the Content-Security-Policy
// (zod runs jitless in the browser: its `new Function` probe would be refused and reported,
// though it logs no console error), and the main image keeps its room and comes first.

/** Records every CSP violation the page reports, from before its own scripts run. */
function recordCspViolations() {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
}

test('forms validate with zod without tripping the Content-Security-Policy', async ({
  page,
  db,
  signIn,
}) => {
  const user = await makeUser(db, { country: 'AU' });
  const other = await makeUser(db, { country: 'AU' });
  const row = await makeCase(db, { creatorId: other.id, title: 'Left the job half done' });
  await page.addInitScript(recordCspViolations);
  await signIn(user);

  await page.goto('/LodgementPage');
  await page.getByLabel('Title', { exact: true }).fill('x');
  await page.getByLabel('Title', { exact: true }).fill('Left the job half done again');
  await page.goto(`/case/${row.id}`);
  await page.getByRole('button', { name: 'Report Case' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Not what happened at all.');

  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
});

/** A case lodged through the API by the signed-in `page`'s member, with a main photo. */
async function lodgeWithPhoto(page: Page) {
  const lodged = await page.request.post('/api/cases', {
    multipart: {
      case: JSON.stringify({ ...VALID_CASE, country: 'AU' }),
      mainImage: { name: 'main.png', mimeType: 'image/png', buffer: await image('png') },
    },
  });
  expect(lodged.status()).toBe(201);
  return (await lodged.json()).case;
}

test("the case page's main image has its size, comes first and is named in the HTML", async ({
  page,
  db,
  signIn,
}) => {
  await signIn(await makeUser(db, { country: 'AU' }));
  const detail = await lodgeWithPhoto(page);

  const html = await (await page.request.get(`/case/${detail.id}`)).text();
  // The page shows (and the HTML preloads) the phone-sized rendition; the link opens the full.
  expect(html).toContain(`href="${detail.mainImage.displayUrl}" as="image" fetchpriority="high"`);

  await page.goto(`/case/${detail.id}`);
  const main = page.getByRole('img', { name: `Main: ${VALID_CASE.title}` });
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('width', String(detail.mainImage.width));
  await expect(main).toHaveAttribute('height', String(detail.mainImage.height));
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  await expect(main).toHaveAttribute('src', detail.mainImage.displayUrl);
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(detail.mainImage.width);
  await expect(page.getByRole('link').filter({ has: main })).toHaveAttribute(
    'href',
    detail.mainImage.url,
  );
});

test('the case page shows its title and photo from its HTML, before its code has run, and keeps them', async ({
  page,
  browser,
  baseURL,
  db,
  signIn,
}) => {
  await signIn(await makeUser(db, { country: 'AU' }));
  const detail = await lodgeWithPhoto(page);
  const photoName = `Main: ${VALID_CASE.title}`;

  // No script at all: what a phone paints while the app's code is still on its way.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`/case/${detail.id}`);
  await expect(bare.getByRole('heading', { level: 1, name: VALID_CASE.title })).toBeVisible();
  const painted = bare.getByRole('img', { name: photoName });
  await expect(painted).toBeVisible();
  await expect
    .poll(() => painted.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(detail.mainImage.width);
  await noScript.close();

  // With its code: one title and one photo, the page's own (its link opens the full image).
  await page.goto(`/case/${detail.id}`);
  await expect(page.getByTestId('case-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('img', { name: photoName })).toHaveCount(1);
  await expect(
    page.getByRole('link').filter({ has: page.getByRole('img', { name: photoName }) }),
  ).toHaveAttribute('href', detail.mainImage.url);
  await expect(page.locator('[data-case-preview], [data-testid="shell-preview"]')).toHaveCount(0);
});

test("while the case's data is on its way, the app keeps the title and photo its HTML painted", async ({
  page,
  db,
}) => {
  const creator = await makeUser(db, { country: 'AU' });
  const row = await makeCase(db, { creatorId: creator.id, title: 'Took the deposit and left' });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/cases/${row.id}`, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/case/${row.id}`);
  // The app has run (its own nav bar is up) but the case has not arrived: the preview stays.
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(1);
  const preview = page.getByTestId('shell-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading case' })).toBeAttached();
  await expect(
    preview.getByRole('heading', { level: 1, name: 'Took the deposit and left' }),
  ).toBeVisible();

  release();
  await expect(page.getByTestId('case-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(preview).toHaveCount(0);
});
