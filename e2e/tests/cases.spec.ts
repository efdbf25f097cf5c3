import type { Page } from '@playwright/test';
import { image } from '../../apps/server/test/case-form';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { analyze } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Cases in the browser: lodging with images, My Lodgements, the case page as its creator
// (edit, pause, resolve, delete), and as everyone else (masked).

async function png(r: number, g: number, b: number, name: string) {
  return { name, mimeType: 'image/png', buffer: await image('png', { colour: { r, g, b } }) };
}

const FULL_CASE = {
  title: 'Took a deposit for tiling and vanished',
  name: 'Jordan Example',
  address: '12 Harbour Street, Sydney',
  email: 'jordan.example@example.com',
  number: '0412 345 678',
  abn: '51 824 753 556',
  postcode: '2000',
  details:
    'Paid a deposit of four hundred dollars for bathroom tiling. Nobody came on the agreed day and calls go unanswered since then.',
};

/** Navigates inside the running app, as a link would: the page and its cache stay. */
async function goInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function fillLodgement(page: Page, fields: Record<string, string>) {
  const labels: Record<string, string> = {
    title: 'Title',
    name: "Offender's Name",
    address: 'Address (optional)',
    email: 'Email (optional)',
    postcode: 'Postcode (recommended)',
    number: 'Number',
    abn: 'ABN (optional)',
    details: 'Details (more than 50 characters)',
  };
  for (const [field, value] of Object.entries(fields)) {
    await page.getByLabel(labels[field] ?? field, { exact: true }).fill(value);
  }
}

test('lodge a case with two images and see it in My Lodgements', async ({ page, db, signIn }) => {
  // Two images decoded and re-encoded by the server beside the other worker's browser: 33 s in
  // one CI run on two cores (2026-11-28), over the default 30 s.
  test.setTimeout(60_000);
  const user = await makeUser(db, { country: 'AU' });
  await signIn(user);
  await page.goto('/LodgementPage');
  await expect(page.getByRole('heading', { name: 'Posting In Australia' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit Case' });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel('Post Anonymously')).toBeChecked();
  // Only verified plumbers and electricians get the trade checkboxes.
  await expect(page.getByLabel('Visible to verified plumbers only')).toHaveCount(0);

  await page.getByRole('button', { name: "Why can't I submit? (help)" }).click();
  const help = page.getByRole('region', { name: 'Submission help' });
  await expect(help).toContainText('Title is required.');
  await expect(help).toContainText('Offender data is shown masked');

  await fillLodgement(page, { ...FULL_CASE, details: 'Too short.' });
  await expect(page.getByText('Details must be more than 50 characters.').first()).toBeVisible();
  await expect(submit).toBeDisabled();
  await fillLodgement(page, { details: FULL_CASE.details });
  await expect(help).toContainText('Nothing is blocking your case');

  await page.getByTestId('main-image-input').setInputFiles(await png(200, 40, 40, 'main.png'));
  await page.getByTestId('extra-images-input').setInputFiles(await png(40, 40, 200, 'extra.png'));
  await expect(page.getByRole('img', { name: 'Preview of main.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of extra.png' })).toBeVisible();

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/MyLodgements$/);
  await expect(page.getByRole('heading', { name: 'My Lodgements - Australia' })).toBeVisible();
  const card = page.getByRole('article', { name: FULL_CASE.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Jo******');
  await expect(card).toContainText('Anonymous');

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: FULL_CASE.title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Main: ${FULL_CASE.title}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Extra images' }).getByRole('img')).toHaveCount(1);
  // The creator sees the full values.
  await expect(page.locator('[data-field="number"]')).toHaveText('0412 345 678');

  // A second lodgement right away meets the 10-minute rule.
  await page.goto('/LodgementPage');
  // Said at the top, before any field, with until when (issue 38).
  await expect(page.getByTestId('lodging-limit')).toContainText(
    'Please wait 10 minutes before submitting again.',
  );
  await expect(page.getByTestId('lodging-limit')).toContainText('You can lodge again from');
  await expect(page.getByRole('button', { name: 'Submit Case' })).toBeDisabled();
});

test('the creator edits, pauses, unpauses, resolves and deletes a case', async ({
  page,
  db,
  signIn,
}) => {
  const user = await makeUser(db);
  const row = await makeCase(db, { creatorId: user.id, ...FULL_CASE });
  await signIn(user);
  await page.goto(`/case/${row.id}`);
  const snackbar = page.getByTestId('snackbar');

  await page.getByRole('button', { name: 'Edit' }).click();
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue(FULL_CASE.title);
  await title.fill('Took a deposit for fencing and vanished');
  await page.getByLabel('Instagram (optional)').fill('shit');
  await expect(page.getByText('Swear words are not allowed.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(snackbar).toHaveText(/Swear words are not allowed\./);
  await page.getByLabel('Instagram (optional)').fill('@jordan.fences');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(snackbar).toHaveText(/Case updated successfully!/);
  await expect(
    page.getByRole('heading', { name: 'Took a deposit for fencing and vanished' }),
  ).toBeVisible();
  await expect(page.locator('[data-field="instagram"]')).toHaveText('@jordan.fences');

  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(snackbar).toHaveText(/Case paused successfully!/);
  await expect(page.getByText('Case Paused', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unpause' }).click();
  await expect(snackbar).toHaveText(/Case unpaused successfully!/);
  await expect(page.getByText('Case Paused', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark Resolved' }).click();
  await expect(snackbar).toHaveText(/Case marked as resolved\./);
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete case' });
  await expect(dialog).toContainText('Are you sure you want to delete this case?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  const gone = await page.request.get(`/api/cases/${row.id}`);
  expect(gone.status()).toBe(404);
});

test('edit mode manages images: extras fill only the free slots', async ({ page, db, signIn }) => {
  const user = await makeUser(db);
  const row = await makeCase(db, { creatorId: user.id });
  await signIn(user);
  await page.goto(`/case/${row.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const snackbar = page.getByTestId('snackbar');

  await page.getByLabel('Add main image').setInputFiles(await png(10, 120, 10, 'main.png'));
  await expect(snackbar).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Current main' })).toBeVisible();

  const files = await Promise.all(
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => png(30 * i, 60, 90, `extra-${i}.png`)),
  );
  await page.getByLabel('Add extra images').setInputFiles(files);
  await expect(snackbar).toHaveText(/Maximum of 6 extra images reached\./);
  await expect(page.getByRole('heading', { name: 'Extra images (6 of 6)' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete extra image 1' }).click();
  await expect(snackbar).toHaveText(/Image deleted successfully!/);
  await page.getByRole('button', { name: 'Delete main image' }).click();
  await expect(snackbar).toHaveText(/Main image deleted successfully!/);
  await expect(page.getByRole('heading', { name: 'Extra images (5 of 6)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add main image' })).toBeVisible();
});

test('a signed-out visitor and another user see masked details only', async ({
  page,
  browser,
  db,
  signIn,
}) => {
  const creator = await makeUser(db);
  const row = await makeCase(db, { creatorId: creator.id, ...FULL_CASE });

  await page.goto(`/case/${row.id}`);
  await expect(page.getByRole('heading', { name: FULL_CASE.title })).toBeVisible();
  await expect(page.locator('[data-field="name"]')).toHaveText('Jordan E');
  await expect(page.locator('[data-field="number"]')).toHaveText('0412 345 6**');
  await expect(page.locator('[data-field="email"]')).toHaveText('jo***@****');
  await expect(page.locator('[data-field="address"]')).toHaveText('Harbour Street, Sydney');
  await expect(page.locator('[data-field="abn"]')).toHaveText('51 824 753 5**');
  await expect(page.locator('[data-field="postcode"]')).toHaveText('2000');
  const text = await page.locator('main').innerText();
  for (const full of [
    'Jordan Example',
    '0412 345 678',
    'jordan.example',
    'example.com',
    '12 Harbour',
  ]) {
    expect(text).not.toContain(full);
  }
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Message Author' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText(/Please log in to message the author\./);

  const other = await makeUser(db);
  const context = await browser.newContext();
  await signIn(other, context);
  const otherPage = await context.newPage();
  await otherPage.goto(`/case/${row.id}`);
  await expect(otherPage.locator('[data-field="name"]')).toHaveText('Jordan E');
  await expect(otherPage.getByRole('button', { name: 'Message Author' })).toBeEnabled();
  await expect(otherPage.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await expect(otherPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await context.close();
});

test('a value stored before the format rules does not block editing another field', async ({
  page,
  db,
  signIn,
}) => {
  const user = await makeUser(db, { country: 'GB' });
  // 07700 900xxx is Ofcom's drama range: libphonenumber does not count it as valid.
  const row = await makeCase(db, {
    creatorId: user.id,
    ...FULL_CASE,
    country: 'GB',
    number: '07700 900123',
    postcode: 'LS1 4AP',
    abn: undefined,
  });
  await signIn(user);
  await page.goto(`/case/${row.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Took a deposit for tiling in Leeds');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText(/Case updated successfully!/);

  // Changing the old value itself meets the rule.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Number', { exact: true }).fill('07700 900124');
  await expect(
    page.getByText(/Number must be one whole phone number for UK/).first(),
  ).toBeVisible();
});

test('the next person to log in at a browser never sees the creator’s cached case', async ({
  page,
  context,
  db,
  signIn,
  consoleErrors,
}) => {
  const creator = await makeUser(db);
  const next = await makeUser(db);
  const row = await makeCase(db, { creatorId: creator.id, ...FULL_CASE });
  await signIn(creator);
  await page.goto(`/case/${row.id}`);
  await expect(page.locator('[data-field="number"]')).toHaveText('0412 345 678');

  // The creator's session ends while the tab stays open; someone else logs in, in-app.
  await context.clearCookies();
  await goInApp(page, '/Login');
  await page.getByLabel('Email', { exact: true }).fill(next.email);
  await page.getByLabel('Password', { exact: true }).fill(next.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await goInApp(page, `/case/${row.id}`);
  await expect(page.locator('[data-field="number"]')).toHaveText('0412 345 6**');
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  // Requests the creator's page had on their way when the cookies went (the bell's counts, the
  // event stream) answer 401, as they should; nothing else may fail.
  expect(consoleErrors.filter((line) => !line.includes('status of 401'))).toEqual([]);
  consoleErrors.length = 0;
});

test('a session that ends without Sign Out takes the creator’s cached case with it', async ({
  page,
  context,
  db,
  signIn,
  consoleErrors,
}) => {
  const creator = await makeUser(db);
  const row = await makeCase(db, { creatorId: creator.id, ...FULL_CASE });
  await page.clock.install();
  await signIn(creator);
  await page.goto(`/case/${row.id}`);
  await expect(page.locator('[data-field="number"]')).toHaveText('0412 345 678');

  // The session expires on the server; two minutes later a page that checks it says so.
  await context.clearCookies();
  await page.clock.fastForward('02:00');
  await goInApp(page, '/MyLodgements');
  await expect(page).toHaveURL(/\/Login/);

  // Back on the case, the full number must never be on screen, not even for a moment.
  await page.evaluate(() => {
    const seen = { full: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.body.innerText.includes('0412 345 678')) seen.full = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await goInApp(page, `/case/${row.id}`);
  await expect(page.locator('[data-field="number"]')).toHaveText('0412 345 6**');
  expect(
    await page.evaluate(() => (window as unknown as { seen: { full: boolean } }).seen.full),
  ).toBe(false);
  // The expired session's own requests answered 401, as they should; nothing else may fail.
  const unexpected = consoleErrors.filter((line) => !line.includes('status of 401'));
  consoleErrors.length = 0;
  expect(unexpected).toEqual([]);
});

test('My Lodgements pauses and deletes from the card, after confirmation', async ({
  page,
  db,
  signIn,
}) => {
  const user = await makeUser(db, { country: 'NZ' });
  const row = await makeCase(db, {
    creatorId: user.id,
    country: 'NZ',
    title: 'Never paid for the fence',
    number: '021 123 4567',
  });
  await signIn(user);
  await page.goto('/MyLodgements');
  await expect(page.getByRole('heading', { name: 'My Lodgements - New Zealand' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Never paid for the fence' });
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText(/Case paused successfully!/);
  await expect(card.getByText('Case Paused')).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this case?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('You have not lodged any cases in New Zealand yet.')).toBeVisible();
  expect((await page.request.get(`/api/cases/${row.id}`)).status()).toBe(404);
});

test.describe('My Lodgements of a lodger of 26 cases, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows 24 cards, then the rest on "Show more" by keyboard', async ({ page, db, signIn }) => {
    const user = await makeUser(db, { country: 'NZ' });
    for (let n = 1; n <= 26; n++) {
      await makeCase(db, {
        creatorId: user.id,
        country: 'NZ',
        title: `Fence job number ${n}`,
        number: '021 123 4567',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
      });
    }
    await signIn(user);
    await page.goto('/MyLodgements');
    await expect(page.getByRole('heading', { name: 'My Lodgements - New Zealand' })).toBeVisible();
    const cards = page.getByTestId('case-card');
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toContainText('Fence job number 26');
    const more = page.getByRole('button', { name: 'Show more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(26);
    await expect(cards.last()).toContainText('Fence job number 1');
    await expect(page.getByRole('button', { name: /Show more|Loading/ })).toHaveCount(0);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
  });
});

test('the lodgement page sends a signed-out visitor to log in', async ({ page }) => {
  await page.goto('/LodgementPage');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2FLodgementPage$/);
});

test('the lodgement page tells a user with an unverified email to verify it first', async ({
  page,
  db,
  signIn,
}) => {
  await signIn(await makeUser(db, { emailVerified: false }));
  await page.goto('/LodgementPage');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(
    'You must verify your email address before you can lodge a case.',
  );
  await expect(notice.getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/MyAccountPage',
  );
  await expect(page.getByRole('button', { name: 'Submit Case' })).toHaveCount(0);
});

test('the lodgement page gives up on a sign-in check that takes over 10 seconds', async ({
  page,
}) => {
  test.setTimeout(40_000);
  // The session check never answers.
  await page.route('**/api/auth/session', () => undefined);
  await page.goto('/LodgementPage');
  await expect(page.getByRole('alertdialog', { name: 'Checking your sign-in...' })).toBeVisible();
  await expect(
    page.getByText('Authentication took too long to resolve. Please try logging in again.'),
  ).toBeVisible({ timeout: 12_000 });
  await expect(page).toHaveURL(/\/Login/, { timeout: 6_000 });
});

test('the case page and lodgement form pass an accessibility check', async ({
  page,
  db,
  signIn,
}) => {
  const user = await makeUser(db, { verifiedPlumber: true });
  const row = await makeCase(db, { creatorId: user.id, ...FULL_CASE });
  await signIn(user);
  await page.goto(`/case/${row.id}`);
  await expect(page.getByRole('heading', { name: FULL_CASE.title })).toBeVisible();
  expect((await analyze(page)).violations).toEqual([]);
  await page.goto('/LodgementPage');
  await expect(page.getByLabel('Visible to verified plumbers only')).toBeVisible();
  expect((await analyze(page)).violations).toEqual([]);
});

test('a missing case shows Finding Case Data', async ({ page, consoleErrors }) => {
  await page.goto('/case/no-such-case');
  await expect(page.getByRole('heading', { name: 'Finding Case Data' })).toBeVisible();
  // The API's 404 is expected; Chromium logs it as a failed resource.
  expect(consoleErrors.every((e) => e.includes('404'))).toBe(true);
  consoleErrors.length = 0;
});
