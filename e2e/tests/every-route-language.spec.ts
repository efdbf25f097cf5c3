import type { BrowserContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../apps/server/src/db/schema';
import { contextFor, cutOff, makeWorld, routes, settle, type Who } from '../support/every-route';
import { expect, test } from '../support/fixtures';
import { notFromCatalogue, type Unmarked, unmarkedTexts } from '../support/unmarked-text';

// Issue 49, "never half-translated": in the pseudo-locale (en-XA, every catalogue text between
// ⟦ ⟧) every route, as a visitor, a member and a moderator, shows no text a person reads that is
// not from the catalogue, the Menu and the bell open too (docs/decisions/0100); and in French,
// about 20 % longer than English, every route at 360 px has nothing cut off and no sideways scroll.

const WHO: Who[] = ['visitor', 'member', 'moderator'];
const PHONE = { width: 390, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

test.describe.configure({ mode: 'parallel' });

async function chooseLanguage(context: BrowserContext, baseURL: string, lang: string) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL, sameSite: 'Lax' }]);
}

/** Closed sections (My Account's, the FAQ's) are opened: their text is read when opened. */
async function openSections(page: Page) {
  const closed = page.locator('main details:not([open])');
  if ((await closed.count()) === 0) return;
  await closed.evaluateAll((all) => {
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });
  await settle(page);
}

for (const who of WHO) {
  test(`as a ${who}, every route in the pseudo-locale at 390 and 1280 px, the Menu and the bell open: no text a person reads outside the catalogue`, async ({
    browser,
    baseURL,
    db,
    signIn,
  }) => {
    test.setTimeout(240_000);
    const world = await makeWorld(db);
    const context = await contextFor(browser, baseURL ?? '', who, world, signIn, PHONE);
    await chooseLanguage(context, baseURL ?? '', 'en-XA');
    const page = await context.newPage();
    const found: { route: string; texts: Unmarked[] }[] = [];
    for (const path of routes(who, world)) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await settle(page);
      await openSections(page);
      found.push({ route: `${path} at 390 px`, texts: await unmarkedTexts(page) });
      await page.setViewportSize(DESKTOP);
      found.push({ route: `${path} at 1280 px`, texts: await unmarkedTexts(page) });
      if (path !== '/') continue;
      // On the home page, once: the Menu on a phone, and the bell's list signed in.
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: '⟦Menu⟧', exact: true }).click();
      await expect(page.getByRole('dialog', { name: '⟦Menu⟧' })).toBeVisible();
      found.push({ route: '/ with the Menu open', texts: await unmarkedTexts(page) });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: '⟦Menu⟧' })).toBeHidden();
      if (who === 'visitor') continue;
      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: /^⟦Notifications/ }).click();
      const list = page.getByRole('region', { name: '⟦Notifications⟧' });
      await expect(list.getByRole('link').first()).toBeVisible();
      found.push({ route: '/ with the bell open', texts: await unmarkedTexts(page) });
    }
    expect(await notFromCatalogue(db, found, world.given), 'text outside the catalogue').toEqual(
      [],
    );
    await context.close();
  });

  test(`as a ${who}, every route in French at 360 px: nothing cut off and no sideways scroll`, async ({
    browser,
    baseURL,
    db,
    signIn,
  }) => {
    test.setTimeout(180_000);
    const world = await makeWorld(db);
    const phone = { width: 360, height: 900 };
    // A member's language is the one saved on their account (it wins over the cookie), so a
    // French-speaking member is one who saved French.
    if (who !== 'visitor') {
      const id = who === 'member' ? world.member.id : world.moderator.id;
      await db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, id));
    }
    const context = await contextFor(browser, baseURL ?? '', who, world, signIn, phone);
    await chooseLanguage(context, baseURL ?? '', 'fr-CA');
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of routes(who, world)) {
      await page.goto(path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      for (const problem of await cutOff(page)) problems.push(`${path}: cut off: ${problem}`);
    }
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    for (const problem of await cutOff(page)) problems.push(`the Menu: cut off: ${problem}`);
    expect(problems, 'cut off or sideways scroll in French at 360 px').toEqual([]);
    await context.close();
  });
}
