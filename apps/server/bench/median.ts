// The median the bench judges by wherever one figure is too noisy alone (a read's CPU per
// request over paired rounds, health's over a run).

/** The median of the figures measured (undefined ones left out), or undefined for none. */
export function medianOf(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A robust spread of ratios, in points of percent: 1.4826 × the median absolute deviation. */
export function spreadPoints(ratios: readonly number[]): number {
  const middle = medianOf(ratios) ?? 1;
  return 100 * 1.4826 * (medianOf(ratios.map((r) => Math.abs(r - middle))) ?? 0);
}
