import type { Run } from './paired-references.js';

// How a paired round runs its sides (interleaved.ts): once each in the round's order, or
// mirrored, each twice for half as long, there and back (decision 0146), and a side's runs of
// one round added up as one.

/**
 * The runs of one round: each side once, in `order`, or (`mirrored`, decision 0146) each side
 * twice for half as long, in `order` and then back again, so that every side's two halves sit
 * about the same moment: a drift of the machine through the round is then shared by every side
 * instead of landing on whichever ran last.
 */
export function roundWindows<T>(order: readonly T[], mirrored: boolean): T[] {
  return mirrored ? [...order, ...[...order].reverse()] : [...order];
}

/** One measured run of a side, as the round adds it up. */
export type Window = {
  cpuMs?: number;
  pgCpuMs?: number;
  requests: number;
  errors: number;
  slot: number;
};

/**
 * A side's runs of one round as one run: CPU per request over all their requests (a half with
 * no figure leaves the round's figure out), errors summed, its moment the mean of theirs.
 */
export function combineWindows(
  windows: readonly Window[],
): Pick<Run, 'cpuMs' | 'pgCpuMs' | 'errors' | 'slot'> {
  const [only] = windows;
  // One run (a rotated round): its own figures, as measured.
  if (windows.length === 1 && only) {
    const { cpuMs, pgCpuMs, errors, slot } = only;
    return { cpuMs, pgCpuMs, errors, slot };
  }
  const requests = windows.reduce((sum, w) => sum + w.requests, 0);
  const weighted = (pick: (w: Window) => number | undefined) =>
    requests > 0 && windows.every((w) => pick(w) !== undefined)
      ? windows.reduce((sum, w) => sum + (pick(w) as number) * w.requests, 0) / requests
      : undefined;
  return {
    cpuMs: weighted((w) => w.cpuMs),
    pgCpuMs: weighted((w) => w.pgCpuMs),
    errors: windows.reduce((sum, w) => sum + w.errors, 0),
    slot: windows.reduce((sum, w) => sum + w.slot, 0) / Math.max(1, windows.length),
  };
}
