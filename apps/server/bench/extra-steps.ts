import type { BudgetRow } from './budgets.js';

// Further measurements that run against the same server once the load scenarios are done, each
// returning its own budget rows for the table. A step is added by appending it to EXTRA_STEPS
// (e.g. Lighthouse on `/` and a case page).

export type ExtraStepContext = {
  /** The server's address, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The path of a loaded case's page in the web app, for steps that open one. */
  casePath: string;
};

export type ExtraStep = {
  name: string;
  run(context: ExtraStepContext): Promise<BudgetRow[]>;
};

export const EXTRA_STEPS: ExtraStep[] = [];
