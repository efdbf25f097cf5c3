import { existsSync } from 'node:fs';

// CI runs the bench's smoke profile, then the floor PostgreSQL's server files, beside the
// browser suite, where nothing is timed (decisions 0123, 0125). A few specs hang on server
// deadlines of a second or two, or on work that must finish within a bound; they wait here
// until those neighbours have ended. CI names, in E2E_QUIET_AFTER, the file written when both
// have; elsewhere this returns at once.

/** The neighbours' own limits in CI (15 minutes each, .ci/beside-the-browser), and a minute more. */
export const QUIET_WAIT_MS = 1_860_000;

/** Waits until the file E2E_QUIET_AFTER names exists, at most QUIET_WAIT_MS. */
export async function untilTheMachineIsQuiet(): Promise<void> {
  const file = process.env.E2E_QUIET_AFTER;
  if (!file) return;
  const end = Date.now() + QUIET_WAIT_MS;
  while (!existsSync(file)) {
    if (Date.now() > end)
      throw new Error(`${file} never appeared: CI's background work did not end`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
