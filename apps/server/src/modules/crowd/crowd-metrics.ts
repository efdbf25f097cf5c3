import { Gauge, type Registry } from 'prom-client';
import type { DbOrTx } from '../../db/client.js';
import { type CrowdCeiling, heldCaseCount } from './crowd-ceiling.js';

/** The crowd's state on /metrics (issue 37), read when scraped. */
export function registerCrowdMetrics(registry: Registry, crowd: CrowdCeiling, db: DbOrTx): void {
  new Gauge({
    name: 'forewarn_signup_ceiling_elevated',
    help: 'Whether sign-ups or cases from young accounts run above their normal rate (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await crowd.state()).elevated ? 1 : 0);
    },
  });
  new Gauge({
    name: 'forewarn_signup_ceiling_normal_per_10_minutes',
    help: 'Accounts (and cases from young accounts) in 10 minutes taken as normal',
    registers: [registry],
    async collect() {
      this.set((await crowd.state()).normal);
    },
  });
  new Gauge({
    name: 'forewarn_signup_ceiling_count',
    help: 'Accounts made and cases lodged by young accounts in the current 10-minute window, site-wide',
    labelNames: ['what'] as const,
    registers: [registry],
    async collect() {
      const state = await crowd.state();
      this.set({ what: 'accounts' }, state.accounts.current);
      this.set({ what: 'young_cases' }, state.youngCases.current);
    },
  });
  new Gauge({
    name: 'forewarn_cases_held_for_review',
    help: 'Cases of new accounts waiting for a moderator to read them',
    registers: [registry],
    async collect() {
      this.set(await heldCaseCount(db));
    },
  });
}
