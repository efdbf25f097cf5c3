import { randomBytes } from 'node:crypto';
import { WATCH_MESSAGES } from '@forewarn/domain';
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../apps/server/src/db/schema';
import { image } from '../../apps/server/test/case-form';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { waitForMail } from '../../apps/server/test/outbox';
import { expect, seedReturningVisitor, test } from '../support/fixtures';
import { submitCase } from '../support/lodgement-form';

// Issue 23, watch lists: watch a number from a search that found nothing, be alerted when a
// case with it is lodged, follow a case, and My Watches; and the alert reaching the watcher's
// bell live while another member lodges through the form.

/**
 * An Australian mobile number no other test uses. No digit repeats the one before it: a number
 * with a character 4 times in a row is refused by the lodgement form (spec §5), and '0439 999
 * 123' once kept Submit Case disabled in CI.
 */
const uniqueNumber = () => {
  const bytes = randomBytes(6);
  let digits = '9';
  for (const byte of bytes) {
    const previous = Number(digits.at(-1));
    digits += String((previous + 1 + (byte % 9)) % 10);
  }
  return `0439 ${digits.slice(1, 4)} ${digits.slice(4)}`;
};

async function searchFor(page: Page, q: string) {
  await page.getByRole('searchbox').fill(q);
  const answered = page.waitForResponse((r) => r.url().includes('/api/cases/search?'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await answered;
}

test('watch a number from a search that found nothing, and be alerted when a case names it', async ({
  page,
  db,
  signIn,
}) => {
  const watcher = await makeUser(db);
  const number = uniqueNumber();
  await signIn(watcher);
  await page.goto('/');
  await searchFor(page, number);
  await expect(page.getByText('No cases found')).toBeVisible();
  await page.getByRole('button', { name: WATCH_MESSAGES.watchThisNumber }).click();
  await expect(
    page.getByRole('status').filter({ hasText: WATCH_MESSAGES.watchAdded }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: WATCH_MESSAGES.watching })).toBeDisabled();

  // My Watches lists it, with no alert yet.
  await page.getByRole('link', { name: 'My Watches', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: WATCH_MESSAGES.myWatches })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByText(WATCH_MESSAGES.neverAlerted)).toBeVisible();

  // Another member lodges a case with it, typed another way: the watcher is alerted.
  const creator = await makeUser(db);
  const digits = number.replaceAll(' ', '');
  const kase = await makeCase(db, { creatorId: creator.id, number: `+61 ${digits.slice(1)}` });
  const { alertCaseShown } = await import('../../apps/server/src/modules/watches/alerts');
  await alertCaseShown(db, kase.id);
  const alerts = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, watcher.id), eq(notifications.caseId, kase.id)));
  expect(alerts.map((a) => a.kind)).toEqual(['watch_alert']);
  await page.reload();
  await expect(page.getByText(/Last alert:/)).toBeVisible();

  // Remove.
  await page.getByRole('button', { name: `${WATCH_MESSAGES.remove} ${number}` }).click();
  await expect(page.getByText(WATCH_MESSAGES.noWatches)).toBeVisible();
});

test('a visitor is asked to log in to watch a number', async ({ page }) => {
  await page.goto('/');
  await searchFor(page, uniqueNumber());
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: WATCH_MESSAGES.watchThisNumber })).toHaveCount(0);
});

test('follow a case, see it on My Watches, and unfollow it', async ({ page, db, signIn }) => {
  const creator = await makeUser(db);
  const reader = await makeUser(db);
  const title = `Kept the bond ${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
  const kase = await makeCase(db, { creatorId: creator.id, title });
  await signIn(reader);
  await page.goto(`/case/${kase.id}`);
  await page.getByRole('button', { name: WATCH_MESSAGES.followThisCase }).click();
  await expect(page.getByText(WATCH_MESSAGES.following)).toBeVisible();
  await expect(page.getByRole('button', { name: WATCH_MESSAGES.unfollowThisCase })).toBeVisible();

  await page.goto('/MyWatches');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.getByRole('button', { name: WATCH_MESSAGES.unfollow }).click();
  await expect(page.getByText(WATCH_MESSAGES.noFollows)).toBeVisible();
});

test('a case lodged through the form with a watched number lights the watcher’s bell live', async ({
  page,
  db,
  signIn,
  browser,
}) => {
  test.setTimeout(60_000);
  const watcher = await makeUser(db);
  const number = uniqueNumber();
  await signIn(watcher);
  await page.goto('/');
  await searchFor(page, number);
  await page.getByRole('button', { name: WATCH_MESSAGES.watchThisNumber }).click();
  await expect(page.getByRole('button', { name: WATCH_MESSAGES.watching })).toBeDisabled();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Another member, in a browser of their own, lodges a case giving the number another way.
  const lodgerContext = await browser.newContext();
  await lodgerContext.addInitScript(seedReturningVisitor);
  await signIn(await makeUser(db, { country: 'AU' }), lodgerContext);
  const lodger = await lodgerContext.newPage();
  await lodger.goto('/LodgementPage');
  const title = 'Never paid the plumber for a burst pipe';
  const fields: [string, string][] = [
    ['Title', title],
    ["Offender's Name", 'Casey Sample'],
    ['Number', `+61 ${number.replaceAll(' ', '').slice(1)}`],
    [
      'Details (more than 50 characters)',
      'Agreed a price for fixing a burst pipe, then stopped answering once the work was done.',
    ],
  ];
  for (const [label, value] of fields) await lodger.getByLabel(label, { exact: true }).fill(value);
  await lodger.getByTestId('main-image-input').setInputFiles({
    name: 'main.png',
    mimeType: 'image/png',
    buffer: await image('png', { colour: { r: 90, g: 90, b: 90 } }),
  });
  await submitCase(lodger);
  await expect(lodger).toHaveURL(/\/MyLodgements$/);

  // Within 2 seconds the watcher's bell counts it, without a reload (issue 23).
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2000 });
  // The alert email is in the outbox, masked, with the case's link and one-click unsubscribe.
  const mail = await waitForMail(process.env.E2E_DATA_DIR ?? '', watcher.email, {
    subject: /^A case matches something you watch/,
    timeoutMs: 15_000,
  });
  expect(mail.text).not.toContain('Casey Sample');
  expect(mail.links.some((l) => /\/case\/[^/\s]+$/.test(l))).toBe(true);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  // The alert opens the case.
  await bell.click();
  const list = page.getByRole('region', { name: 'Notifications' });
  const alert = list.getByRole('link', { name: /^A case matches something you watch/ });
  await expect(alert).toBeVisible();
  await expect(list).not.toContainText('Casey Sample');
  await alert.click();
  await expect(page).toHaveURL(/\/case\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await lodgerContext.close();
});
