import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { messages, threads } from '../../apps/server/src/db/schema';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { type Db, expect, test } from '../support/fixtures';

// Issue 24: below 500 px five links leave the bar and the Menu brings every link of the bar
// back, with the unread dot; the chat has a way back to My Messages. Issue 38: below 500 px the
// bar is one row (flag, brand, bell, Menu): every link, and Sign Out, are in the Menu.

const PHONE = { width: 390, height: 844 };
const HIDDEN_BELOW_500 = ['About', 'FAQ', 'My Messages', 'My Lodgements', 'Report & Feedback'];

const uniqueMobile = () =>
  `043${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;

async function threadWithUnread(db: Db) {
  const owner = await makeUser(db);
  const responder = await makeUser(db, { username: `resp_${randomBytes(3).toString('hex')}` });
  const kase = await makeCase(db, { creatorId: owner.id, number: uniqueMobile() });
  const [thread] = await db
    .insert(threads)
    .values({ caseId: kase.id, ownerId: owner.id, responderId: responder.id, isAnonymous: false })
    .returning();
  if (!thread) throw new Error('no thread');
  await db
    .insert(messages)
    .values({ threadId: thread.id, senderId: responder.id, text: 'Are you still there?' });
  return { owner, responder, kase, thread };
}

/** The data-nav ids of the links the bar holds (shown or hidden by width). */
const barLinks = (page: Page) =>
  page
    .locator('header nav[aria-label="Main"] a[data-nav]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-nav')));

test('the links leave the bar from 499 px down; from 500 px Home and Lodgement are back', async ({
  page,
  db,
  signIn,
}) => {
  await signIn(await makeUser(db));
  await page.setViewportSize({ width: 499, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The brand stands for Home in the one-row bar (issue 38).
  await expect(nav.getByRole('link', { name: 'Forewarn' })).toBeVisible();
  for (const name of [...HIDDEN_BELOW_500, 'Home', 'Lodgement']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();

  // From 500 px Home and Lodgement return to the bar; the rest join it from the width they fit
  // at (issue 45: one row at every width, header.spec.ts), the Menu holding them until then.
  await page.setViewportSize({ width: 500, height: 800 });
  for (const name of ['Home', 'Lodgement']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of HIDDEN_BELOW_500) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
  }
  await expect(nav.getByRole('link', { name: 'Forewarn' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the Menu lists every link of the bar, signed out and signed in', async ({
    page,
    db,
    signIn,
  }) => {
    for (const signedIn of [false, true]) {
      if (signedIn)
        await signIn(await makeUser(db, { username: `menu_${randomBytes(3).toString('hex')}` }));
      await page.goto('/');
      await expect(page.getByRole('searchbox')).toBeVisible();
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      // Sign Out is in the Menu, at its foot (issue 38).
      if (signedIn) await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      // The bar holds only the links that do not depend on the session until the session is
      // read (nav-bar.tsx, sessionKnown): wait for it to settle before comparing with the Menu.
      await expect
        .poll(async () => (await barLinks(page)).length)
        .toBeGreaterThan(signedIn ? 7 : 6);
      const inBar = await barLinks(page);
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const listed = await menu
        .locator('a[data-nav]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('data-nav')));
      expect(listed).toEqual(inBar);
      for (const name of HIDDEN_BELOW_500.filter((name) => signedIn || !name.startsWith('My '))) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      if (signedIn) await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();
    }
  });

  test('focus stays inside the open Menu, and a link closes it and returns focus', async ({
    page,
    db,
    signIn,
  }) => {
    await signIn(await makeUser(db));
    await page.goto('/About');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link').first()).toBeFocused();
    // The links, Sign Out and Close menu.
    const stops = (await menu.getByRole('link').count()) + 2;
    for (let i = 0; i < stops * 2; i++) {
      await page.keyboard.press('Tab');
      const inside = await menu.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(inside, `focus after ${i + 1} Tab presses`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    await menu.getByRole('link', { name: 'My Lodgements' }).click();
    await expect(page).toHaveURL(/\/MyLodgements$/);
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    // Close menu, and the link to the page already shown, close it too.
    await menuButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await menuButton.click();
    await menu.getByRole('link', { name: 'My Lodgements' }).click();
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('reach My Messages through the Menu, see the unread dot, answer, and go back', async ({
    page,
    db,
    signIn,
  }) => {
    const { owner, responder, thread } = await threadWithUnread(db);
    await signIn(owner);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByTestId('menu-unread-dot')).toBeVisible();
    await expect(menuButton).toHaveAccessibleName('Menu');
    await expect(menuButton).toHaveAccessibleDescription('You have unread messages');
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const myMessages = menu.getByRole('link', { name: /^My Messages/ });
    await expect(myMessages).toHaveAccessibleName('My Messages (unread messages)');
    await expect(myMessages.getByTestId('unread-dot')).toBeVisible();
    await myMessages.click();
    await expect(page).toHaveURL(/\/MyMessagesPage$/);

    await page
      .getByRole('link', { name: new RegExp(responder.username ?? '') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/chat/${thread.id}$`));
    await expect(page.getByText('Are you still there?')).toBeVisible();
    // Read: the dot goes.
    await expect(page.getByTestId('menu-unread-dot')).toHaveCount(0);
    await page.getByRole('textbox').fill('Yes, I am here.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Yes, I am here.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to My Messages' }).click();
    await expect(page).toHaveURL(/\/MyMessagesPage$/);
    await expect(page.getByText('Yes, I am here.')).toBeVisible();
  });
});
