import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './support/chromium';

// The browser is Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium); a downloaded
// browser build is never used. The server is the built app on a free port with a throwaway
// data directory, started by support/global-setup.ts.

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // npm test also asks for a JSON report, to print one closing count line.
  reporter: process.env.FOREWARN_PLAYWRIGHT_JSON ? [['list'], ['json']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    // The service worker (issue 24) is tested in tests/installable-app.spec.ts, which allows it.
    // Elsewhere it is blocked: with a worker in control, Playwright's clicks on the chat page
    // (live Server-Sent Events) hung until the test's timeout here (see the branch's notes).
    serviceWorkers: 'block',
    // A failed test keeps what the page looked like (issue 24), beside its trace.
    screenshot: { mode: 'only-on-failure', fullPage: true },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
