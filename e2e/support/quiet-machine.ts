import { existsSync } from 'node:fs';

// CI runs the bench's smoke profile beside the browser suite, where nothing is timed (decision
// 0123). A few specs hang on server deadlines of a second or two, or on work that must finish
// within a bound; they wait here until that neighbour has ended. CI names, in
// E2E_QUIET_AFTER, the file the smoke writes when it ends; elsewhere this returns at once.

/** The smoke's own limit in CI (timeout 900 in .ci/run), and a minute more. */
export const QUIET_WAIT_MS = 960_000;

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
