import { setTimeout as sleep } from 'node:timers/promises';
import type { CpuSample } from './cpu.js';

// Lighthouse's simulated phone runs on the same two cores as the server and its PostgreSQL, and
// its blocking time is the browser's own work multiplied by its throttling, so work the server
// is still doing after the writes would count against the page. A real phone shares no cores
// with the server: each Lighthouse run waits until both are quiet and says how long, which rules
// the server out in every log (docs/decisions/0117).

export const QUIET = {
  /** How long one look at the CPU lasts. */
  windowMs: 1000,
  /** The server's and PostgreSQL's CPU in one window, together, at most: 5 % of one core. */
  maxCpuMs: 50,
  /** Past this, Lighthouse runs anyway and the line says the machine never went quiet. */
  timeoutMs: 60_000,
};

export type QuietWait = { waitedMs: number; quiet: boolean; lastWindowMs: number };

/** Waits until the server and PostgreSQL together use at most `maxCpuMs` in one window. */
export async function untilQuiet(
  cpu: () => Promise<CpuSample>,
  options: typeof QUIET = QUIET,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<QuietWait> {
  let waitedMs = 0;
  let before = await cpu();
  for (;;) {
    await wait(options.windowMs);
    waitedMs += options.windowMs;
    const after = await cpu();
    const used = after.serverMs + after.pgMs - before.serverMs - before.pgMs;
    if (used <= options.maxCpuMs) return { waitedMs, quiet: true, lastWindowMs: used };
    if (waitedMs >= options.timeoutMs) return { waitedMs, quiet: false, lastWindowMs: used };
    before = after;
  }
}

/** The log's line for a wait. */
export function describeQuietWait(wait: QuietWait): string {
  return wait.quiet
    ? `  the server and PostgreSQL quiet after ${(wait.waitedMs / 1000).toFixed(0)} s (${wait.lastWindowMs.toFixed(0)} ms of CPU in the last second)`
    : `  the server and PostgreSQL NOT quiet after ${(wait.waitedMs / 1000).toFixed(0)} s (${wait.lastWindowMs.toFixed(0)} ms of CPU in the last second): Lighthouse runs anyway`;
}
