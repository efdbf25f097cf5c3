import type { LighthouseScores } from './lighthouse.js';

// The bench's Lighthouse scores are medians of several runs (npm run bench, bench:lighthouse).

/**
 * How many times the bench runs Lighthouse on each page, keeping the median score
 * (LIGHTHOUSE_RUNS). Lighthouse's own guidance: the median of several runs is far steadier than
 * one (docs/variability.md: of 5, twice as stable). Here one run's performance on `/` moved from
 * 90 to 96 with the same build, its Total Blocking Time from 140 to 620 ms, with the machine.
 */
export const LIGHTHOUSE_RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS ?? 3)));

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Each page's median score in each category over `runs` (each runLighthouse's answer, lighthouse.ts). */
export function medianScores(runs: readonly (readonly LighthouseScores[])[]): LighthouseScores[] {
  const names = runs[0]?.map((page) => page.name) ?? [];
  return names.map((name) => {
    const of = (key: 'performance' | 'accessibility' | 'bestPractices') =>
      median(runs.map((run) => run.find((page) => page.name === name)?.[key] ?? 0));
    return {
      name,
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
    };
  });
}
