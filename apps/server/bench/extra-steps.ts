import type { BudgetRow } from './budgets.js';
import type { CpuSample } from './cpu.js';
import { LIGHTHOUSE_BUDGETS, type LighthouseScores, runLighthouse } from './lighthouse.js';
import { LIGHTHOUSE_RUNS, medianScores } from './lighthouse-median.js';
import { describeQuietWait, untilQuiet } from './until-quiet.js';

// Further measurements that run against the same server once the load scenarios are done, each
// returning its own budget rows for the table.

export type ExtraStepContext = {
  /** The server's address, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The path of a case's page in the web app, one with a main image when the run lodged one. */
  casePath: string;
  /** The server's and its PostgreSQL's CPU so far (cpu.ts). */
  cpu: () => Promise<CpuSample>;
};

export type ExtraStep = {
  name: string;
  run(context: ExtraStepContext): Promise<BudgetRow[]>;
};

/**
 * Lighthouse (mobile preset) on / and a case page: performance, accessibility, best practices,
 * each the median of LIGHTHOUSE_RUNS runs (3 by default).
 */
const lighthouseStep: ExtraStep = {
  name: `Lighthouse on / and a case page (the median of ${LIGHTHOUSE_RUNS})`,
  async run({ base, casePath, cpu }) {
    const runs: LighthouseScores[][] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      console.log(describeQuietWait(await untilQuiet(cpu)));
      runs.push(
        await runLighthouse(base, [
          { name: '/', path: '/' },
          { name: 'case page', path: casePath },
        ]),
      );
    }
    return medianScores(runs).flatMap((page) =>
      (['performance', 'accessibility', 'bestPractices'] as const).map((category) => ({
        name: `Lighthouse ${page.name}: ${category === 'bestPractices' ? 'best practices' : category}${LIGHTHOUSE_RUNS > 1 ? ` (median of ${LIGHTHOUSE_RUNS})` : ''}`,
        value: String(page[category]),
        budget: `≥ ${LIGHTHOUSE_BUDGETS[category]}`,
        ok: page[category] >= LIGHTHOUSE_BUDGETS[category],
      })),
    );
  },
};

export const EXTRA_STEPS: ExtraStep[] = [lighthouseStep];
