import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance } from 'fastify';
import { addressSubject } from './client-address.js';
import { DAY_MS, enforceLimits, MINUTE_MS, type Rule } from './limits.js';

// Harvesting: the lists and pages anyone may read are limited per client address too, generous
// for a person (who reads a few cases a visit) and tight for a scraper (who wants them all).
// Counted in PostgreSQL, so N server processes do not hand out N budgets.

export const HARVESTING_RULES: Record<string, readonly Rule[]> = {
  '/api/cases/recent': [
    { scope: 'recent:minute', limit: 60, windowMs: MINUTE_MS },
    { scope: 'recent:day', limit: 600, windowMs: DAY_MS },
  ],
  '/api/cases/:id': [
    { scope: 'case-detail:minute', limit: 120, windowMs: MINUTE_MS },
    { scope: 'case-detail:day', limit: 1000, windowMs: DAY_MS },
  ],
};

export function registerHarvestingLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET') return;
    const rules = HARVESTING_RULES[request.routeOptions.url ?? ''];
    if (!rules) return;
    await enforceLimits(
      app.deps.database.db,
      addressSubject(request.ip),
      rules,
      MESSAGES.tooManyRequests,
    );
  });
}
