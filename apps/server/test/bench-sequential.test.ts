import { describe, expect, it } from 'vitest';
import { KEPT_LINE } from '../bench/judging.js';
import {
  binomialHalfCdf,
  boundRank,
  FAMILY_ALPHA,
  judgeSequence,
  LOOKS,
  medianBounds,
  needsRounds,
  nextLook,
} from '../bench/sequential.js';

// Decision 0073: the sequential stopping rule the bench judges paired rounds by, on synthetic
// rounds. A seeded generator makes each test's rounds the same on every run; the error rates
// are checked over thousands of seeded runs of the rule.

/** A seeded generator of normal figures (LCG and Box–Muller): the same rounds on every run. */
function noise(seed: number) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** `count` rounds of "kept" around `centre` with a standard deviation of `spread`. */
function rounds(centre: number, spread: number, seed: number, count = 25): number[] {
  const next = noise(seed);
  return Array.from({ length: count }, () => centre + spread * next());
}

/** How often each verdict comes out over `trials` seeded runs of 25 rounds. */
function rates(centre: number, spread: number, trials = 2000) {
  const counts = { met: 0, over: 0, inconclusive: 0, continue: 0 };
  for (let seed = 1; seed <= trials; seed++) {
    const judged = judgeSequence(rounds(centre, spread, seed), KEPT_LINE);
    if (judged) counts[judged.verdict] += 1;
  }
  return {
    met: counts.met / trials,
    over: counts.over / trials,
    inconclusive: counts.inconclusive / trials,
  };
}

describe('the sign test behind the bounds', () => {
  it('sums the binomial tail exactly', () => {
    expect(binomialHalfCdf(8, 0)).toBeCloseTo(1 / 256, 12);
    expect(binomialHalfCdf(8, 1)).toBeCloseTo(9 / 256, 12);
    expect(binomialHalfCdf(4, 4)).toBe(1);
    expect(binomialHalfCdf(4, -1)).toBe(0);
  });

  it('takes the order statistic whose tail is within alpha', () => {
    // 8 rounds at 2.5 %: only the extremes (1/256 = 0.4 %; the second would be 3.5 %).
    expect(boundRank(8, 0.025)).toBe(1);
    expect(boundRank(25, 0.025)).toBe(8);
    // Too few rounds for the alpha: no bound at all.
    expect(boundRank(4, 0.025)).toBe(0);
    const bounds = medianBounds([5, 1, 4, 2, 3, 8, 7, 6], 0.025);
    expect(bounds).toMatchObject({ n: 8, median: 4.5, low: 1, high: 8, rank: 1 });
    expect(medianBounds([1, 2, 3], 0.025)).toMatchObject({ low: -Infinity, high: Infinity });
    expect(medianBounds([], 0.025)).toBeUndefined();
  });

  it('looks at 8, 12, 16 and 25 rounds, each bound at the family alpha over the looks', () => {
    expect(LOOKS).toEqual([8, 12, 16, 25]);
    expect(FAMILY_ALPHA).toBe(0.1);
    expect(nextLook(0)).toBe(8);
    expect(nextLook(8)).toBe(12);
    expect(nextLook(25)).toBeUndefined();
  });
});

describe('the sequential rule on synthetic rounds', () => {
  it('passes a read that kept 98 %', () => {
    const judged = judgeSequence(rounds(0.98, 0.04, 7), KEPT_LINE);
    expect(judged?.verdict).toBe('met');
    expect(judged?.low).toBeGreaterThan(KEPT_LINE);
    // Decided early: the rounds after the deciding look are not needed.
    expect(judged?.look).toBeLessThan(25);
  });

  it('fails a read that kept 85 %', () => {
    const judged = judgeSequence(rounds(0.85, 0.04, 11), KEPT_LINE);
    expect(judged?.verdict).toBe('over');
    expect(judged?.high).toBeLessThanOrEqual(KEPT_LINE);
  });

  it('calls a read at 91 % with a wide spread inconclusive, which is not met', () => {
    const judged = judgeSequence(rounds(0.91, 0.1, 3), KEPT_LINE);
    expect(judged?.verdict).toBe('inconclusive');
    expect(judged?.look).toBe(25);
    expect(judged?.low).toBeLessThan(KEPT_LINE);
    expect(judged?.high).toBeGreaterThan(KEPT_LINE);
  });

  it('goes on between looks and stops once decided', () => {
    const clear = rounds(1.0, 0.02, 5);
    expect(judgeSequence(clear.slice(0, 5), KEPT_LINE)?.verdict).toBe('continue');
    expect(needsRounds(clear.slice(0, 5), KEPT_LINE)).toBe(true);
    // Every one of the first 8 above the line: met at the first look.
    expect(judgeSequence(clear.slice(0, 8), KEPT_LINE)).toMatchObject({ verdict: 'met', look: 8 });
    expect(needsRounds(clear.slice(0, 8), KEPT_LINE)).toBe(false);
    // A later round does not undo a decision taken at an earlier look.
    expect(judgeSequence([...clear.slice(0, 8), 0.5, 0.5, 0.5, 0.5], KEPT_LINE)?.verdict).toBe(
      'met',
    );
    // Undecided at 8 (one round under the line), decided at 12.
    const mixed = [0.85, ...clear.slice(1, 12)];
    expect(judgeSequence(mixed.slice(0, 8), KEPT_LINE)?.verdict).toBe('continue');
    expect(judgeSequence(mixed, KEPT_LINE)).toMatchObject({ verdict: 'met', look: 12 });
  });

  it('calls a read exactly on the line met, or OVER, rarely (each under the family alpha)', () => {
    const atLine = rates(KEPT_LINE, 0.06);
    expect(atLine.met).toBeLessThanOrEqual(FAMILY_ALPHA);
    expect(atLine.over).toBeLessThanOrEqual(FAMILY_ALPHA);
    expect(atLine.inconclusive).toBeGreaterThan(0.8);
  });

  it('passes a read at 98 % and fails one at 85 % nearly always, at a 4-point spread', () => {
    expect(rates(0.98, 0.04).met).toBeGreaterThan(0.99);
    expect(rates(0.85, 0.04).over).toBeGreaterThan(0.99);
  });
});
