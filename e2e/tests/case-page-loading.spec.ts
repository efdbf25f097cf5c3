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

test("the case page's main image has its size, comes first and is named in the HTML", async ({
  page,
  db,
  signIn,
}) => {
  const creator = await makeUser(db, { country: 'AU' });
  await signIn(creator);
  const lodged = await page.request.post('/api/cases', {
    multipart: {
      case: JSON.stringify({ ...VALID_CASE, country: 'AU' }),
      mainImage: { name: 'main.png', mimeType: 'image/png', buffer: await image('png') },
    },
  });
  expect(lodged.status()).toBe(201);
  const { case: detail } = await lodged.json();

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
