import { existsSync } from 'node:fs';

// Which of Debian's Chromium builds the browser tests drive (docs/decisions/0122): the suite
// runs on Debian's headless shell (`chromium-headless-shell`, the same Blink and V8, the kind of
// browser Playwright itself runs headless) when it is installed, and on the full Chromium
// otherwise; the tests of what only the full browser has (a push service, notifications) run
// on the full one. The full Chromium spent about half as much CPU again on the same tests.

/** Debian's full Chromium, or the one CHROMIUM_PATH names. */
export function fullChromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The suite's browser: CHROMIUM_PATH if set, else Debian's headless shell if installed. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : fullChromiumPath();
}

/** Every launch's flags: nothing fetched from the network, no sandbox (root in CI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // The GPU service as a thread of the browser process (docs/decisions/0132): fewer round trips.
  '--in-process-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
