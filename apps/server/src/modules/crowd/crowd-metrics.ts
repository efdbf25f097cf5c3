import { Gauge, type Registry } from 'prom-client';
import type { DbOrTx } from '../../db/client.js';
import type { ScrapeRead } from '../../lib/scrape-reads.js';
import { type CrowdCeiling, heldCaseCount } from './crowd-ceiling.js';

/** The crowd's state on /metrics (issue 37), read when scraped, once for its three gauges. */
export function registerCrowdMetrics(
  registry: Registry,
  crowd: CrowdCeiling,
  db: DbOrTx,
  scrape: ScrapeRead,
): void {
  const state = () => scrape('crowd', () => crowd.state());
  new Gauge({
    name: 'forewarn_signup_ceiling_elevated',
    help: 'Whether sign-ups or cases from young accounts run above their normal rate (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await state()).elevated ? 1 : 0);
    },
  });
  new Gauge({
    name: 'forewarn_signup_ceiling_normal_per_10_minutes',
    help: 'Accounts (and cases from young accounts) in 10 minutes taken as normal',
    registers: [registry],
    async collect() {
      this.set((await state()).normal);
    },
  });
  new Gauge({
    name: 'forewarn_signup_ceiling_count',
    help: 'Accounts made and cases lodged by young accounts in the current 10-minute window, site-wide',
    labelNames: ['what'] as const,
    registers: [registry],
    async collect() {
      const now = await state();
      this.set({ what: 'accounts' }, now.accounts.current);
      this.set({ what: 'young_cases' }, now.youngCases.current);
    },
  });
  new Gauge({
    name: 'forewarn_cases_held_for_review',
    help: 'Cases of new accounts waiting for a moderator to read them',
    registers: [registry],
    async collect() {
      this.set(await scrape('held', () => heldCaseCount(db)));
    },
  });
}
