// The bench's judging of paired rounds (decision 0073): a sequential stopping rule fixed in
// advance. Each read's rounds are looked at after LOOKS rounds; at each look a distribution-free
// bound on the median of its rounds (the sign test's order statistics: no assumption about how
// a round's figure is spread) decides it: met when the lower bound clears the line, OVER when
// the upper bound is under it, otherwise more rounds; still undecided at the last look it is
// "inconclusive", which is not met. Pure functions only: the runner (interleaved.ts) calls them
// after each look, and test/bench-sequential.test.ts drives them with synthetic rounds.

/** The round counts the rounds are judged at; fixed before any run, never tuned to a result. */
export const LOOKS: readonly number[] = [8, 12, 16, 25];

/**
 * The chance, per direction, that a read whose true median sits exactly on the line is
 * nonetheless called met (or OVER) at some look: split evenly over the looks (Bonferroni), so
 * each look's one-sided bound is taken at FAMILY_ALPHA / LOOKS.length. Conservative: the looks
 * share their rounds, so the true rate is lower.
 */
export const FAMILY_ALPHA = 0.1;

export type Verdict = 'met' | 'over' | 'continue' | 'inconclusive';

/** P(X ≤ k) for X ~ Binomial(n, 1/2): the sign test's tail. */
export function binomialHalfCdf(n: number, k: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  // Summed in logs, exact enough for the few dozen rounds the bench takes.
  let logChoose = 0; // log C(n, 0)
  let sum = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    sum += Math.exp(logChoose - n * Math.LN2);
  }
  return Math.min(1, sum);
}

/**
 * The rank k (1-based) of the order statistic that bounds the median of n rounds from below
 * with one-sided error at most `alpha`: the largest k with P(Bin(n, 1/2) ≤ k − 1) ≤ alpha
 * (then x₍ₖ₎ is under the median with probability at least 1 − alpha, and x₍ₙ₊₁₋ₖ₎ over it).
 * 0 when even the smallest round is not far enough out (too few rounds for that alpha).
 */
export function boundRank(n: number, alpha: number): number {
  let k = 0;
  while (k < Math.ceil(n / 2) && binomialHalfCdf(n, k) <= alpha) k++;
  return k;
}

export type MedianBounds = {
  n: number;
  median: number;
  /** The lower and upper one-sided bounds (−∞ and +∞ when n is too small for `alpha`). */
  low: number;
  high: number;
  /** The order statistic's rank used for both bounds. */
  rank: number;
};

/** The median of `values` and its distribution-free bounds at one-sided error `alpha`. */
export function medianBounds(values: readonly number[], alpha: number): MedianBounds | undefined {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return undefined;
  const middle = Math.floor(n / 2);
  const median =
    n % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  const rank = boundRank(n, alpha);
  return {
    n,
    median,
    rank,
    low: rank > 0 ? (sorted[rank - 1] as number) : Number.NEGATIVE_INFINITY,
    high: rank > 0 ? (sorted[n - rank] as number) : Number.POSITIVE_INFINITY,
  };
}

export type Judgement = MedianBounds & {
  verdict: Verdict;
  /** The look the verdict was reached at (the last one taken when it is 'continue'). */
  look: number;
};

/**
 * One look: met when the lower bound is above `line`, OVER when the upper bound is at or under
 * it, else 'continue' ('inconclusive' at the last look).
 */
export function judgeLook(
  values: readonly number[],
  line: number,
  options: { last: boolean; alpha?: number; looks?: readonly number[] },
): Judgement | undefined {
  const looks = options.looks ?? LOOKS;
  const bounds = medianBounds(values, options.alpha ?? FAMILY_ALPHA / looks.length);
  if (!bounds) return undefined;
  const verdict: Verdict =
    bounds.low > line
      ? 'met'
      : bounds.high <= line
        ? 'over'
        : options.last
          ? 'inconclusive'
          : 'continue';
  return { ...bounds, verdict, look: bounds.n };
}

/**
 * The rule replayed on a read's rounds in the order they were taken: judged at each look the
 * rounds reach, the first decision stands (later rounds, if any, do not change it). With fewer
 * rounds than the next look and nothing decided yet: 'continue'. With no rounds: undefined.
 */
export function judgeSequence(
  rounds: readonly number[],
  line: number,
  looks: readonly number[] = LOOKS,
): Judgement | undefined {
  let latest: Judgement | undefined;
  for (const [index, look] of looks.entries()) {
    if (rounds.length < look) break;
    latest = judgeLook(rounds.slice(0, look), line, {
      last: index === looks.length - 1,
      looks,
    });
    if (latest && latest.verdict !== 'continue') return latest;
  }
  if (latest) return latest;
  // Not yet at the first look: the median so far, no bound and nothing decided.
  const early = medianBounds(rounds, 0);
  return early ? { ...early, verdict: 'continue', look: rounds.length } : undefined;
}

/** Whether a read still needs rounds: undecided at its latest look and not past the last. */
export function needsRounds(
  rounds: readonly number[],
  line: number,
  looks: readonly number[] = LOOKS,
): boolean {
  const last = looks[looks.length - 1] ?? 0;
  if (rounds.length >= last) return false;
  const judged = judgeSequence(rounds, line, looks);
  return judged === undefined || judged.verdict === 'continue';
}

/** The next look after `taken` rounds, or undefined past the last. */
export function nextLook(taken: number, looks: readonly number[] = LOOKS): number | undefined {
  return looks.find((look) => look > taken);
}
