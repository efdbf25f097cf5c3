import { LIMITS, MESSAGES } from '@forewarn/domain';
import type { FastifyInstance } from 'fastify';
import type { LevelCaps } from './client-address.js';
import {
  type AddressRule,
  DAY_MS,
  enforceAddressLimits,
  enforceLimits,
  MINUTE_MS,
  type Rule,
} from './limits.js';

// Harvesting: the lists and pages anyone may read are limited, generous for a person (who
// reads a few cases a visit) and tight for a scraper (who wants them all). A signed-in member
// is counted by account, a visitor by client address (docs/decisions/0028): the member's
// neighbours on a carrier's shared address do not spend the member's budget, nor the other
// way round. Counted in PostgreSQL, so N server processes do not hand out N budgets.

/** The budget of one account, or of one address (an IPv4 address, an IPv6 /64). */
export const HARVESTING_RULES: Record<string, readonly Rule[]> = {
  '/api/cases/recent': [
    { scope: 'recent:minute', limit: LIMITS.recentCasesPerMinute, windowMs: MINUTE_MS },
    { scope: 'recent:day', limit: LIMITS.recentCasesPerDay, windowMs: DAY_MS },
  ],
  '/api/cases/:id': [
    { scope: 'case-detail:minute', limit: LIMITS.caseDetailsPerMinute, windowMs: MINUTE_MS },
    { scope: 'case-detail:day', limit: LIMITS.caseDetailsPerDay, windowMs: DAY_MS },
  ],
};

/** Wider networks share larger budgets: an IPv6 /56 twice one address's, a /24 or /48 five times. */
const WIDER: LevelCaps = { host: 1, site: 2, network: 5 };

export const HARVESTING_ADDRESS_RULES: Record<string, readonly AddressRule[]> = Object.fromEntries(
  Object.entries(HARVESTING_RULES).map(([url, rules]) => [
    url,
    rules.map((rule) => ({
      scope: rule.scope,
      windowMs: rule.windowMs,
      caps: {
        host: rule.limit * WIDER.host,
        site: rule.limit * WIDER.site,
        network: rule.limit * WIDER.network,
      },
    })),
  ]),
);

export function registerHarvestingLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET') return;
    const url = request.routeOptions.url ?? '';
    const rules = HARVESTING_RULES[url];
    const addressRules = HARVESTING_ADDRESS_RULES[url];
    if (!rules || !addressRules) return;
    const { db } = app.deps.database;
    const user = await request.currentUser();
    if (user) {
      await enforceLimits(db, `user:${user.id}`, rules, MESSAGES.tooManyRequests);
    } else {
      await enforceAddressLimits(db, request.ip, addressRules, MESSAGES.tooManyRequests);
    }
  });
}
