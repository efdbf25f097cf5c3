import type { BudgetRow } from './budgets.js';
import type { PairedCost } from './judging.js';
import { medianOf } from './median.js';

// The twins trade places every other rotation (interleaved.ts, decision 0121), so the A/A gate
// reads the places, not the servers. What one server costs over the other, whatever its place,
// is still worth seeing: a lean of that size may sit between the measured server and a twin too.
// The measured server's two processes trade "here" and the busy day alike (decision 0136), and
// their lean is reported the same way. Reported, never judged.

export type TradedRead = { name: string; paired: PairedCost; traded: readonly boolean[] };

/** Each read's median of twin A's server's cost over twin B's server's, round by round. */
export function serversLean(reads: readonly TradedRead[]): number[] {
  return reads.flatMap(({ paired, traded }) => {
    const ratios = paired.rounds.flatMap(({ cpuMs, referenceCpuMs }, round) => {
      if (!cpuMs || !referenceCpuMs) return [];
      // The A/A's reference is the place "twin A": in a traded round twin B's server took it.
      return [traded[round] ? cpuMs / referenceCpuMs : referenceCpuMs / cpuMs];
    });
    const median = medianOf(ratios);
    return median === undefined ? [] : [median];
  });
}

/** A lean's row: the median over the reads, and the range of the reads' medians. */
function leanRow(name: string, medians: readonly number[]): BudgetRow {
  const middle = medianOf(medians);
  const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
  return {
    name,
    value:
      middle === undefined
        ? 'not measured'
        : `median of ${medians.length} reads ${pct(middle)} (reads ${pct(Math.min(...medians))} to ${pct(Math.max(...medians))})`,
    budget: 'reported',
    ok: true,
  };
}

export const serversLeanRow = (reads: readonly TradedRead[]): BudgetRow =>
  leanRow(
    "the twins' own lean: twin A's server over twin B's, whatever their places (decision 0121)",
    serversLean(reads),
  );

/** The reads' "kept" rounds, each with whether its round was traded. */
export function keptReadsOf(
  reads: readonly { name: string; paired: Record<string, PairedCost>; traded?: boolean[] }[],
): TradedRead[] {
  return reads.flatMap(({ name, paired, traded }) =>
    paired.kept ? [{ name, paired: paired.kept, traded: traded ?? [] }] : [],
  );
}

/**
 * Each read's "here" over the twins in the rounds the measured server's first process took it,
 * over the same in the rounds its second did (decision 0136): that process's own lean, which
 * the trade keeps out of "kept" as it keeps the twins' out of A/A.
 */
export function hereServersLean(reads: readonly TradedRead[]): number[] {
  return reads.flatMap(({ paired, traded }) => {
    const ratios = (second: boolean) =>
      paired.rounds.flatMap(({ cpuMs, referenceCpuMs }, round) =>
        cpuMs && referenceCpuMs && (traded[round] ?? false) === second
          ? [cpuMs / referenceCpuMs]
          : [],
      );
    const first = medianOf(ratios(false));
    const other = medianOf(ratios(true));
    return first === undefined || other === undefined ? [] : [first / other];
  });
}

export const hereServersLeanRow = (reads: readonly TradedRead[]): BudgetRow =>
  leanRow(
    'the measured server\'s own lean: its first process over its second on "here", against the twins (decision 0136)',
    hereServersLean(reads),
  );

/** Each read's median over its rounds of the reference's part over the measured side's. */
function partsOver(reads: readonly TradedRead[], part: 'server' | 'postgres'): number[] {
  return reads.flatMap(({ paired }) => {
    const ratios = paired.rounds.flatMap((r) => {
      if (!r.cpuMs || !r.referenceCpuMs || r.pgCpuMs === undefined) return [];
      if (r.referencePgCpuMs === undefined) return [];
      const [here, there] =
        part === 'postgres'
          ? [r.pgCpuMs, r.referencePgCpuMs]
          : [r.cpuMs - r.pgCpuMs, r.referenceCpuMs - r.referencePgCpuMs];
      return here > 0 && there > 0 ? [there / here] : [];
    });
    const median = medianOf(ratios);
    return median === undefined ? [] : [median];
  });
}

/**
 * "Kept" in its two parts, as "kept" reads (the twins' cost over the 10 M side's): the server's
 * part and PostgreSQL's. The server's does not grow with the data, so far from 100 % it is a
 * lean between the two sides' processes that "kept" carries whole: at 14:40 on 2026-12-04 the
 * twins' servers were 30 to 40 % dearer and "kept" read 107 to 122 % (decision 0142).
 */
export function keptParts(reads: readonly TradedRead[]) {
  return { server: partsOver(reads, 'server'), postgres: partsOver(reads, 'postgres') };
}

export function keptPartsRows(reads: readonly TradedRead[]): BudgetRow[] {
  const { server, postgres } = keptParts(reads);
  return [
    leanRow(
      "\"kept\", the server's part alone: the twins' over the 10 M side's (decision 0142)",
      server,
    ),
    leanRow(
      "\"kept\", PostgreSQL's part alone: the twins' over the 10 M side's (decision 0142)",
      postgres,
    ),
  ];
}
