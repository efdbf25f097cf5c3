import { type BrowserContext, test as base, expect } from '@playwright/test';
import { connect, type Database } from '../../apps/server/src/db/client';
import { sessionCookie, type TestUser } from '../../apps/server/test/factories';

export type Db = Database['db'];

// Every test gets the server started by global-setup.ts as its baseURL, and fails if the page
// logs an error to the console (a CSP violation, a failed request the app did not expect).
// `db` is the server's own database, for the factories in apps/server/test/factories.ts;
// `signIn` gives the browser a session for a user made that way.
export const test = base.extend<
  {
    consoleErrors: string[];
    signIn: (user: TestUser, context?: BrowserContext) => Promise<void>;
    /**
     * false (the default): the browser is a returning visitor, with the welcome popup
     * dismissed and Australia chosen, so the first-visit popups do not cover the page.
     * `test.use({ firstVisit: true })` starts from an empty localStorage instead.
     */
    firstVisit: boolean;
  },
  { database: Database; db: Db }
>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit }, use) => {
    if (!firstVisit) await context.addInitScript(seedReturningVisitor);
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  database: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const url = process.env.E2E_DATABASE_URL;
      if (!url) throw new Error('E2E_DATABASE_URL is not set: run through playwright.config.ts');
      const database = connect(url, 'external');
      await use(database);
      await database.close();
    },
    { scope: 'worker' },
  ],
  db: [async ({ database }, use) => use(database.db), { scope: 'worker' }],
  signIn: async ({ context, db, baseURL }, use) => {
    await use(async (user, target = context) => {
      const [name, value] = (await sessionCookie(db, user.id)).split('=') as [string, string];
      await target.addCookies([
        { name, value, url: baseURL ?? '', httpOnly: true, sameSite: 'Lax' },
      ]);
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * What a returning visitor's browser holds: the welcome popup dismissed and a country chosen.
 * Runs before the page's own scripts on every load, and keeps whatever a test changed.
 */
export function seedReturningVisitor() {
  try {
    if (localStorage.getItem('hideWelcomePopup') === null) {
      localStorage.setItem('hideWelcomePopup', 'true');
    }
    if (localStorage.getItem('userCountry') === null) {
      localStorage.setItem('userCountry', 'Australia');
    }
  } catch {
    // about:blank and other opaque origins have no localStorage.
  }
}

export { expect };
