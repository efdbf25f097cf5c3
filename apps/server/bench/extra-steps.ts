import type { BudgetRow } from './budgets.js';
import { LIGHTHOUSE_BUDGETS, runLighthouse } from './lighthouse.js';

// Further measurements that run against the same server once the load scenarios are done, each
// returning its own budget rows for the table.

export type ExtraStepContext = {
  /** The server's address, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The path of a case's page in the web app, one with a main image when the run lodged one. */
  casePath: string;
};

export type ExtraStep = {
  name: string;
  run(context: ExtraStepContext): Promise<BudgetRow[]>;
};

/** Lighthouse (mobile preset) on / and a case page: performance, accessibility, best practices. */
const lighthouseStep: ExtraStep = {
  name: 'Lighthouse on / and a case page',
  async run({ base, casePath }) {
    const scores = await runLighthouse(base, [
      { name: '/', path: '/' },
      { name: 'case page', path: casePath },
    ]);
    return scores.flatMap((page) =>
      (['performance', 'accessibility', 'bestPractices'] as const).map((category) => ({
        name: `Lighthouse ${page.name}: ${category === 'bestPractices' ? 'best practices' : category}`,
        value: String(page[category]),
        budget: `≥ ${LIGHTHOUSE_BUDGETS[category]}`,
        ok: page[category] >= LIGHTHOUSE_BUDGETS[category],
      })),
    );
  },
};

export const EXTRA_STEPS: ExtraStep[] = [lighthouseStep];
