import type { Run, SideName } from './paired-references.js';

// How a paired round runs its sides (interleaved.ts): in which order, round by round, and with
// the twins in which places; once each in the round's order, or mirrored, each twice for half as
// long, there and back (decision 0146); and a side's runs of one round added up as one.

/** The order of a read's first round; each later round starts one further along. */
export const ROTATION: readonly SideName[] = ['here', 'twin A', 'busy day', 'twin B'];

/**
 * Whether round `round` (0-based) of a read with `sides` sides has its two traded sides in each
 * other's places: every other full rotation, so that by each even number of rotations each
 * server has taken each place at each position in the round alike. A rotation of an odd number
 * of sides counts one round more (three sides trade every other four rounds), so the first
 * look's 8 rounds are always half traded and a server's own lean cannot decide the A/A gate
 * there (decision 0140's addendum: 5 of 8 rounds one way read a 13 % lean as a noisy machine).
 * The trades start half a rotation in, so the look at 12 is half traded too (decision 0141: 8
 * of 12 one way read a 12 % lean as an A/A of 88 %).
 */
export function tradedIn(round: number, sides: number): boolean {
  const rotation = sides + (sides % 2);
  return rotation > 0 && Math.floor((round + rotation / 2) / rotation) % 2 === 1;
}

/** The sides of round `round` (0-based): `sides` rotated by the round's number. */
export function roundOrder<T>(round: number, sides: readonly T[]): T[] {
  const shift = sides.length === 0 ? 0 : round % sides.length;
  return [...sides.slice(shift), ...sides.slice(0, shift)];
}

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
