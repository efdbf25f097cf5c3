import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

// The browser is Debian's Chromium: its headless shell when installed, else /usr/bin/chromium,
// or what CHROMIUM_PATH names (support/chromium.ts); a downloaded browser build is never used.
// The server is the built app on a free port with a throwaway data directory, started by
// support/global-setup.ts.

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two, in CI too (2 cores): the tests share nothing but the server, and one worker took 14
  // minutes of CI's 20.
  workers: 2,
  // A failed test runs once more, with a trace (`trace: 'on-first-retry'` below); it still fails
  // the run even when the retry passes (failOnFlakyTests, and npm test counts it failed), so the
  // retry checks nothing less. Recording a trace of every passing test cost about 40 % of a
  // file's CPU (decision 0098).
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  // npm test also asks for a JSON report, to print one closing count line.
  reporter: process.env.FOREWARN_PLAYWRIGHT_JSON ? [['list'], ['json']] : [['list']],
  // A CI run shared with another suite took 36 s for a test that takes 19 s alone, and 7 s to
  // find a settings group that a quiet machine shows in under 2: waiting longer costs a passing
  // test nothing, and performance is judged by `npm run bench`, never here.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    trace: 'on-first-retry',
    // As a visitor who asks for less motion: the spinners stand still, so Chromium is not left
    // compositing a turning ring under a blurred overlay in software for as long as a request
    // takes (decision 0144). tests/reduced-motion.spec.ts checks both preferences.
    reducedMotion: 'reduce',
    // Service workers are blocked: each fresh context would install the worker and fetch its
    // whole precache, about 40 % of the browser's CPU (decision 0090). The tests of the worker
    // itself (install, offline, push) opt in with `test.use({ serviceWorkers: 'allow' })`;
    // E2E_SERVICE_WORKERS=allow runs every test with them, as a visitor's browser does.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    // A failed test keeps what the page looked like (issue 24), beside its trace.
    screenshot: { mode: 'only-on-failure', fullPage: true },
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
});
