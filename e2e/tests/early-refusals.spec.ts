import { formatZonedDateTime, LIMITS, LIMITS_MESSAGES, MESSAGES } from '@forewarn/domain';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { sessions, submissions } from '../../apps/server/src/db/schema/index';
import { image } from '../../apps/server/test/case-form';
import { makeUser } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';
import { submitCase } from '../support/lodgement-form';

// Refusals of an upload, read in the page (issues 37 and 38). The server answers a multipart
// POST before reading its body (401 without a session, 413 past the image size) and then reads
// and discards the rest (plugins/lingering-close.ts), so Chromium gets the answer instead of a
// reset; undici, curl and Python's requests are in apps/server/src/plugins/lingering-close.test.ts.
// And a lodging limit met at Submit (another tab lodged first) says until when, in the reader's
// zone, from the instant the refusal carries as data.

const ZONE = 'Australia/Perth';
const LOCALE = 'en-AU';
test.use({ timezoneId: ZONE, locale: LOCALE });

/** A PNG (so type checks pass) padded to `size` bytes: a large upload for the early answers. */
async function bigPng(size: number): Promise<Buffer> {
  const png = await image('png');
  return Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);
}

async function fillCase(page: Page) {
  const fields: [string, string][] = [
    ['Title', 'Paid for a fence that never came'],
    ["Offender's Name", 'Jordan Example'],
    ['Number', '0412 345 678'],
    ['Postcode (recommended)', '2000'],
    [
      'Details (more than 50 characters)',
      'Paid a deposit of four hundred dollars for a fence. Nobody came on the agreed day and calls go unanswered.',
    ],
  ];
  for (const [label, value] of fields) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** The expired session's own requests answer 401, as they should; nothing else may fail. */
function only401s(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((line) => !line.includes('status of 401'));
  consoleErrors.length = 0;
  expect(unexpected).toEqual([]);
}

test('a case form posted after the session ended says so in the page, not a network error', async ({
  page,
  db,
  signIn,
  consoleErrors,
}) => {
  // Three images of almost 5 MB are made and handed to the page: 36 s on CI's two busy cores.
  test.setTimeout(90_000);
  const member = await makeUser(db);
  await signIn(member);
  await page.goto('/LodgementPage');
  await expect(page.getByRole('heading', { name: 'Posting In Australia' })).toBeVisible();
  await fillCase(page);
  // Three images of almost 5 MB: a body of some 15 MB, still on its way when the 401 comes.
  const size = LIMITS.imageMaxBytes - 1024;
  await page
    .getByTestId('main-image-input')
    .setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: await bigPng(size) });
  await page.getByTestId('extra-images-input').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: await bigPng(size) },
    { name: 'b.png', mimeType: 'image/png', buffer: await bigPng(size) },
  ]);

  // The session ends on the server while the form is open (it expired, or was signed out
  // elsewhere).
  await db.delete(sessions).where(eq(sessions.userId, member.id));

  const answer = page.waitForResponse(
    (res) => res.url().endsWith('/api/cases') && res.request().method() === 'POST',
  );
  await submitCase(page);
  const res = await answer;
  expect(res.status()).toBe(401);
  const alert = page.getByRole('alert').filter({ hasText: MESSAGES.mustBeLoggedIn });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveText(MESSAGES.failedToSubmitCase(MESSAGES.mustBeLoggedIn));
  await expect(page.getByText('Could not reach Forewarn')).toHaveCount(0);
  // What was typed is still there, to send again once signed in.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Paid for a fence that never came',
  );
  only401s(consoleErrors);
});

/** Posts a PNG padded with zeros to `size` bytes as `field`, by XHR as the app's uploads do. */
async function postFromPage(page: Page, url: string, field: string, png: Buffer, size: number) {
  return page.evaluate(
    async ({ url, field, head, size }) => {
      const bytes = new Uint8Array(size);
      bytes.set(head);
      const form = new FormData();
      form.append('case', '{}');
      form.append(field, new Blob([bytes], { type: 'image/png' }), 'big.png');
      return new Promise<{ status: number; body: string }>((resolve) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
        // A reset instead of the answer: status 0, which the assertions below refuse.
        xhr.onerror = () => resolve({ status: 0, body: '' });
        xhr.send(form);
      });
    },
    { url, field, head: [...png], size },
  );
}

test('Chromium reads an early 401 and 413 on a large multipart POST', async ({
  page,
  db,
  signIn,
  consoleErrors,
}) => {
  await page.goto('/');
  const png = await image('png');
  // 30 MB to lodge without a session: refused on its headers, before a byte of the body.
  const unauthenticated = await postFromPage(page, '/api/cases', 'mainImage', png, 30 << 20);
  expect(unauthenticated.status).toBe(401);
  expect(JSON.parse(unauthenticated.body).error.message).toBe(MESSAGES.mustBeLoggedIn);

  // A 30 MB profile image: refused once 5 MB have come, the other 25 MB unread.
  const member = await makeUser(db);
  await signIn(member);
  const tooLarge = await postFromPage(
    page,
    '/api/account/profile-image',
    'profileImage',
    png,
    30 << 20,
  );
  expect(tooLarge.status).toBe(413);
  expect(JSON.parse(tooLarge.body).error.message).toBe(MESSAGES.imageTooLarge);
  const failed = consoleErrors.filter((line) => !/status of (401|413)/.test(line));
  consoleErrors.length = 0;
  expect(failed).toEqual([]);
});

test('a lodging limit met at Submit says until when, in the reader’s own zone', async ({
  page,
  db,
  signIn,
  consoleErrors,
}) => {
  // A new account, 5 hours old, with no case yet: the form is open to it.
  const madeAt = Date.now() - 5 * 60 * 60_000;
  const member = await makeUser(db, { createdAt: new Date(madeAt) });
  await signIn(member);
  await page.goto('/LodgementPage');
  await expect(page.getByTestId('lodging-first-day')).toBeVisible();
  await fillCase(page);
  // Meanwhile its first case is lodged from another tab, 20 minutes ago (past the 10-minute gap).
  await db
    .insert(submissions)
    .values({ userId: member.id, country: 'AU', createdAt: new Date(Date.now() - 20 * 60_000) });

  const answer = page.waitForResponse(
    (res) => res.url().endsWith('/api/cases') && res.request().method() === 'POST',
  );
  await submitCase(page);
  const res = await answer;
  expect(res.status()).toBe(429);
  const { until } = (await res.json()).error as { until: string };
  expect(Math.abs(Date.parse(until) - (madeAt + 24 * 60 * 60_000))).toBeLessThan(60_000);
  // The page writes that instant through the app's one formatter (the viewer's zone, named).
  const when = formatZonedDateTime(Date.parse(until), ZONE, LOCALE);
  expect(when).toContain(ZONE);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: LIMITS_MESSAGES.firstDaySubmissionLimit(Date.parse(until) - Date.now()) }),
  ).toHaveText(
    `${LIMITS_MESSAGES.firstDaySubmissionLimit(Date.parse(until) - Date.now())} ${LIMITS_MESSAGES.lodgeAgainFrom(when)}`,
  );
  // The refusal's own 429, as it should be; nothing else may fail.
  const failed = consoleErrors.filter((line) => !line.includes('status of 429'));
  consoleErrors.length = 0;
  expect(failed).toEqual([]);
});
