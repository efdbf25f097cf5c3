import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@forewarn/domain';
import type { Page } from '@playwright/test';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../apps/server/src/adapters/mail/mail';
import type { Config } from '../../apps/server/src/config';
import { retireStaleCases } from '../../apps/server/src/modules/cases/retire-service';
import { makeCase, makeUser, uniqueLetters } from '../../apps/server/test/factories';
import { waitForMail } from '../../apps/server/test/outbox';
import { expect, test } from '../support/fixtures';

// Issue 14, "Protect the people named": what a visitor and another user see.

/** A block of 100 Australian mobile numbers no other test uses: '0438 123 4' + 2 digits. */
const uniqueBlock = () => {
  const digits = String(randomBytes(4).readUInt32BE() % 100_000).padStart(5, '0');
  return (tail: string) => `0438 ${digits.slice(0, 3)} ${digits.slice(3)}${tail}`;
};

const searchBox = (page: Page) => page.getByRole('searchbox');

/** Searches from the home page's box and waits for the server's answer. */
async function searchFor(page: Page, q: string) {
  await searchBox(page).fill(q);
  const answered = page.waitForResponse((r) => r.url().includes('/api/cases/search?'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await answered;
}

test('trying the hidden digits of a number is refused after 3 searches, and says why', async ({
  page,
  db,
  consoleErrors,
}) => {
  const creator = await makeUser(db);
  const number = uniqueBlock();
  const title = `Never paid the plumber ${uniqueLetters()}`;
  await makeCase(db, { creatorId: creator.id, title, number: number('56') });

  await page.goto('/');
  for (const tail of ['00', '01', '02']) {
    await searchFor(page, number(tail));
    await expect(page.getByText('No cases found')).toBeVisible();
  }
  // The 4th near miss, and then the real number: refused, with the reason, never the case.
  for (const tail of ['03', '56']) {
    await searchFor(page, number(tail));
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.searchNearMiss);
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
    await expect(page.getByText('No cases found')).toHaveCount(0);
  }

  const expected = /Failed to load resource: the server responded with a status of 429/;
  expect(consoleErrors.filter((line) => !expected.test(line))).toEqual([]);
  consoleErrors.length = 0;
});

test('a phone number, an email and the surname in a case’s text are masked for another user, whole for its creator', async ({
  page,
  browser,
  db,
  signIn,
}) => {
  const creator = await makeUser(db);
  const number = uniqueBlock()('59');
  const surname = `Quenneville${uniqueLetters()}`;
  const row = await makeCase(db, {
    creatorId: creator.id,
    name: `Dana ${surname}`,
    number,
    title: `${surname} kept the deposit`,
    details: `Dana ${surname} took a deposit for tiling and vanished. She answers on ${number} and writes from dana.canary@quietmail.example, but nobody came.`,
  });
  const masked = number.slice(0, -2);

  const other = await makeUser(db);
  await signIn(other);
  await page.goto(`/case/${row.id}`);
  const title = `${surname[0]} kept the deposit`;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText(
    `Dana ${surname[0]} took a deposit for tiling and vanished. She answers on ${masked}** and writes from da***@****, but nobody came.`,
  );
  const text = await main.innerText();
  for (const full of [surname, number, number.replace(/\s/g, ''), 'dana.canary', 'quietmail']) {
    expect(text).not.toContain(full);
  }

  // The creator reads what they wrote.
  const own = await browser.newContext();
  await signIn(creator, own);
  const ownPage = await own.newPage();
  await ownPage.goto(`/case/${row.id}`);
  await expect(ownPage.getByRole('heading', { name: `${surname} kept the deposit` })).toBeVisible();
  await expect(ownPage.locator('main')).toContainText(`She answers on ${number}`);
  await own.close();
});

test('a case untouched for 3 years leaves the lists and shows Archived to its creator; the reminder’s link keeps it listed', async ({
  page,
  browser,
  db,
  database,
  signIn,
  baseURL,
  consoleErrors,
}) => {
  const creator = await makeUser(db);
  const number = uniqueBlock()('42');
  const title = `Left the job half done ${uniqueLetters()}`;
  const touchedAt = new Date();
  touchedAt.setUTCFullYear(touchedAt.getUTCFullYear() - 3);
  touchedAt.setUTCDate(touchedAt.getUTCDate() - 1);
  const row = await makeCase(db, { creatorId: creator.id, title, number, touchedAt });

  // The hourly housekeeping's sweep, run now against the server's database.
  const sent: MailMessage[] = [];
  await retireStaleCases(
    {
      database,
      mail: { send: async (message) => void sent.push(message) },
      config: { publicUrl: baseURL ?? '' } as Config,
      log: { error: () => undefined } as unknown as FastifyBaseLogger,
    },
    new Date(),
  );

  // A visitor's search no longer finds it, and its page is gone for them.
  await page.goto('/');
  await searchFor(page, number);
  await expect(page.getByText('No cases found')).toBeVisible();
  await page.goto(`/case/${row.id}`);
  await expect(page.getByText('Finding Case Data')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // Its creator still opens it, marked archived.
  const own = await browser.newContext();
  await signIn(creator, own);
  const ownPage = await own.newPage();
  await ownPage.goto(`/case/${row.id}`);
  await expect(ownPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(ownPage.getByText('Archived — older than 3 years')).toBeVisible();

  // The email's one-click link keeps it listed for another 3 years.
  const mail = sent.find((m) => m.to === creator.email);
  const link = mail?.text.match(/https?:\/\/\S+\/KeepListed\?\S+/)?.[0] ?? '';
  expect(link).not.toBe('');
  await ownPage.goto(link);
  await expect(ownPage.getByRole('status')).toContainText(MESSAGES.keptListed);
  await own.close();

  await page.goto('/');
  await searchFor(page, number);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  const expected = /Failed to load resource: the server responded with a status of 404/;
  expect(consoleErrors.filter((line) => !expected.test(line))).toEqual([]);
  consoleErrors.length = 0;
});

test('the person named proves control of the case’s email through the outbox and answers with the badge', async ({
  page,
  db,
  signIn,
}) => {
  const creator = await makeUser(db);
  const email = `dana.${uniqueLetters()}@example.test`;
  const row = await makeCase(db, { creatorId: creator.id, email, number: uniqueBlock()('77') });
  const named = await makeUser(db, { username: `Dana_${uniqueLetters()}` });
  await signIn(named);
  await page.goto(`/case/${row.id}`);
  // The page shows only the masked email.
  await expect(page.locator('[data-field="email"]')).toHaveText('da***@****');

  await page.getByRole('button', { name: 'Is this about you?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Is this about you?' });
  await dialog.getByLabel('The email address on this case').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('status')).toHaveText(MESSAGES.namedPartyCodeSent);
  const dir = process.env.E2E_DATA_DIR ?? '';
  const mail = await waitForMail(dir, email, { subject: /Your Forewarn code/ });
  const code = mail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  await dialog.getByLabel('6-digit code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(MESSAGES.namedPartyVerified).first()).toBeVisible();

  const responses = page.getByRole('region', { name: 'Responses' });
  await responses
    .getByRole('textbox', { name: 'Your response' })
    .fill('This is my side of it: the job was paid for and never finished by them.');
  await responses.getByRole('button', { name: 'Post response' }).click();
  const item = responses.getByRole('article', { name: `Response by ${named.username}` });
  await expect(item.getByText(MESSAGES.namedPartyBadge)).toBeVisible();
  await expect(responses.getByText(MESSAGES.namedPartyResponded)).toBeVisible();
});
