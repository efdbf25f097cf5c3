import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { CHROMIUM_ARGS, fullChromiumPath } from './support/chromium';

// Measurements, not tests (issue 48: "throughput measured, not timed in a test"): the same
// server and browser as the suite, run alone and on request only:
//   npm run build && cd e2e && npx playwright test -c measure.config.ts
export default defineConfig({
  ...base,
  testDir: './measure',
  workers: 1,
  // A measurement runs as long as it takes; it reports, it does not pass or fail on time.
  timeout: 60 * 60 * 1000,
  expect: { timeout: 60_000 },
  // On the full Chromium, as every figure taken before the suite moved to the headless shell
  // (docs/decisions/0122), so that they stay comparable.
  use: { ...base.use, launchOptions: { executablePath: fullChromiumPath(), args: CHROMIUM_ARGS } },
});
