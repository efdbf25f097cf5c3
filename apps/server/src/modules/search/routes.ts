import rateLimit from '@fastify/rate-limit';
import { CaseSummarySchema, COUNTRY_CODES, DEFAULT_COUNTRY, MESSAGES } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimited } from '../../lib/app-error.js';
import { recentCases, searchCases } from './service.js';

const CasesResponse = z.object({ cases: z.array(CaseSummarySchema) });
const CountryQuery = z.enum(COUNTRY_CODES).default(DEFAULT_COUNTRY);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  // Per-client limit on searches only, to stop bulk harvesting of the registry by trying
  // number after number. Counted in this process's memory: see docs/decisions/0005.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      rateLimited(MESSAGES.searchRateLimited, context.ttl / 1000),
  });

  app.get(
    '/cases/search',
    {
      config: {
        rateLimit: { max: app.deps.config.searchRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['search'],
        summary: 'Cases of a country with an identifier exactly equal to the search entry',
        description:
          'Phone numbers, emails, business numbers and postcodes are normalized before the ' +
          'exact comparison. Results are masked case cards, newest first, at most 50. ' +
          'Rate-limited per client address.',
        querystring: z.object({
          country: CountryQuery,
          q: z.string().max(200).default(''),
        }),
        response: { 200: CasesResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewer = await request.currentUser();
      const { country, q } = request.query;
      return { cases: await searchCases(db, { query: q, country, viewer }) };
    },
  );

  app.get(
    '/cases/recent',
    {
      schema: {
        tags: ['search'],
        summary: "The country's 10 newest cases that the caller may see in lists",
        querystring: z.object({ country: CountryQuery }),
        response: { 200: CasesResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewer = await request.currentUser();
      return { cases: await recentCases(db, { country: request.query.country, viewer }) };
    },
  );
};
