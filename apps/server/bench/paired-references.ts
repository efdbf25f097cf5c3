import type { PairedCost } from './judging.js';

// What each paired comparison's measured run is set against, drawn from a read's rounds
// (decision 0127): a side's run of the same round, the mean of several sides' runs of the same
// round, or a side's cost at the measured run's own moment. interleaved.ts runs the rounds.

export type SideName = 'here' | 'twin A' | 'busy day' | 'twin B';

/**
 * What a comparison's measured run is set against (decision 0127): a side's run of the same
 * round; the mean of several sides' runs of the same round; or a side's cost at the measured
 * run's moment, between its runs just before and after it in the same block.
 */
export type Reference = SideName | { mean: readonly SideName[] } | { around: SideName };

/** The sides a reference draws on. */
export function sidesOf(reference: Reference): readonly SideName[] {
  if (typeof reference === 'string') return [reference];
  return 'mean' in reference ? reference.mean : [reference.around];
}

export type Run = {
  cpuMs: number | undefined;
  pgCpuMs: number | undefined;
  errors: number;
  /** The run's place in the phase (0, 1, 2, … over every read) and its read's block of rounds. */
  slot: number;
  block: number;
};

/** A comparison's measured side and the reference it is set against (interleaved.ts). */
type Compared = { measured: SideName; reference: Reference };

type Figure = { cpuMs: number | undefined; pgCpuMs: number | undefined };

const meanOf = (values: (number | undefined)[]): number | undefined =>
  values.length > 0 && values.every((v) => v !== undefined)
    ? (values as number[]).reduce((sum, v) => sum + v, 0) / values.length
    : undefined;

/** Between two runs of one side, at `slot`: a straight line from the one to the other. */
function between(before: Run, after: Run, slot: number): Figure {
  const at = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined
      ? undefined
      : from + ((to - from) * (slot - before.slot)) / (after.slot - before.slot);
  return { cpuMs: at(before.cpuMs, after.cpuMs), pgCpuMs: at(before.pgCpuMs, after.pgCpuMs) };
}

/**
 * The reference's figure for round `index`'s measured run. "Around": from that side's runs just
 * before and after the measured one in its block; the block's edge, with none on one side, takes
 * the same round's run.
 */
function referenceFigure(
  runs: Partial<Record<SideName, Run>>[],
  index: number,
  reference: Reference,
  measured: Run | undefined,
): Figure | undefined {
  const round = runs[index] ?? {};
  if (typeof reference === 'string') return round[reference];
  if ('mean' in reference) {
    const sides = reference.mean.map((name) => round[name]);
    return {
      cpuMs: meanOf(sides.map((run) => run?.cpuMs)),
      pgCpuMs: meanOf(sides.map((run) => run?.pgCpuMs)),
    };
  }
  const own = round[reference.around];
  if (!measured) return own;
  // A mirrored round (decision 0146) gives every side the same moment: its own run is it.
  if (own && own.slot === measured.slot) return own;
  const block = runs.flatMap((r) => {
    const run = r[reference.around];
    return run && run.block === measured.block ? [run] : [];
  });
  const before = block.filter((run) => run.slot < measured.slot).at(-1);
  const after = block.find((run) => run.slot > measured.slot);
  return before && after ? between(before, after, measured.slot) : own;
}

export function pairedOf(runs: Partial<Record<SideName, Run>>[], comparison: Compared): PairedCost {
  const cost: PairedCost = { rounds: [], errors: 0, referenceErrors: 0 };
  for (const [index, round] of runs.entries()) {
    const measured = round[comparison.measured];
    const reference = referenceFigure(runs, index, comparison.reference, measured);
    cost.rounds.push({
      cpuMs: measured?.cpuMs,
      referenceCpuMs: reference?.cpuMs,
      pgCpuMs: measured?.pgCpuMs,
      referencePgCpuMs: reference?.pgCpuMs,
    });
    cost.errors += measured?.errors ?? 0;
    // Each of the reference's runs counted once, in its own round.
    for (const name of sidesOf(comparison.reference)) {
      cost.referenceErrors += round[name]?.errors ?? 0;
    }
  }
  return cost;
}
