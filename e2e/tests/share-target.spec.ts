import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { makeCase, makeUser, uniqueLetters } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';
import { frenchText } from '../support/french';

// Numbers shared from the phone (issue 50): the installed app is a share target, and a text
// shared to it opens the search for the number the domain's parser finds in it; several are
// offered to choose from, none is said plainly. The deep link /?q=…&country=… other apps may
// open searches in the country it names.

/** An Australian mobile number no other test uses, e.g. '0431 234 567'. */
const uniqueMobile = () => {
  const digits = String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0');
  return `043${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`;
};

const shareUrl = (fields: Record<string, string>) => `/share?${new URLSearchParams(fields)}`;
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('the manifest declares the share target: GET /share with title, text and url', async ({
  page,
}) => {
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest.share_target).toEqual({
    action: '/share',
    method: 'GET',
    enctype: 'application/x-www-form-urlencoded',
    params: { title: 'title', text: 'text', url: 'url' },
  });
  // The French manifest (issue 49): the same app and share target, its texts in French.
  const french = await (await page.request.get('/manifest.fr-CA.webmanifest')).json();
  expect(french.share_target).toEqual(manifest.share_target);
  expect(french.id).toBe(manifest.id);
  expect(french.icons).toEqual(manifest.icons);
  expect(french.lang).toBe('fr-CA');
  expect(french.description).toBe(frenchText('installableApp', 'description'));
  expect(manifest.lang).toBe('en');
  expect(manifest.description).toBe(
    'A public registry where people warn each other about dishonest or difficult customers and traders.',
  );
});

test('a shared text with a number opens the search for that number', async ({ page, db }) => {
  const creator = await makeUser(db);
  const title = `Shared number ${uniqueLetters()}`;
  const number = uniqueMobile();
  await makeCase(db, { creatorId: creator.id, title, number });

  await page.goto(
    shareUrl({ title: 'Jo', text: `Hi it's Jo about the tiling, call me on ${number} tomorrow` }),
  );
  // The search runs for it: the address is the search's, and the case with that number shows.
  await expect(page).toHaveURL(`/?q=${encodeURIComponent(number)}`);
  await expect(page.getByRole('searchbox')).toHaveValue(number);
  await expect(card(page, title)).toBeVisible();
});

test('a shared text with several offers a choice, and one without says so', async ({
  page,
  db,
}) => {
  const creator = await makeUser(db);
  const title = `Shared choice ${uniqueLetters()}`;
  const number = uniqueMobile();
  await makeCase(db, { creatorId: creator.id, title, number });

  await page.goto(shareUrl({ text: `Contact: jo.tiles@example.com or ${number}` }));
  await expect(page.getByRole('heading', { name: 'Search what you shared' })).toBeVisible();
  await expect(
    page.getByText('What you shared holds more than one. Which one do you want to search?'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search Email jo.tiles@example.com' })).toBeVisible();
  await page.getByRole('link', { name: `Search Number ${number}` }).click();
  await expect(card(page, title)).toBeVisible();

  await page.goto(shareUrl({ text: 'See you Tuesday at 10' }));
  await expect(
    page.getByText('We found no phone number, email or business number in what you shared.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Type it into the search instead.' }).click();
  await expect(page.getByRole('searchbox')).toBeVisible();
});

test('the deep link searches in the country it names, which becomes the chosen one', async ({
  page,
  db,
}) => {
  const creator = await makeUser(db);
  const title = `Deep link ${uniqueLetters()}`;
  await makeCase(db, { creatorId: creator.id, country: 'NZ', title, number: '021 555 0188' });

  await page.goto(`/?q=${encodeURIComponent('021 555 0188')}&country=nz`);
  await expect(card(page, title)).toBeVisible();
  // The country chooser now says New Zealand, and the address no longer names it.
  await expect(page.getByRole('button', { name: /^Select country/ })).toHaveAccessibleName(
    'Select country (currently New Zealand)',
  );
  await expect(page).toHaveURL(`/?q=${encodeURIComponent('021 555 0188')}`);
});
