import { CaseSummarySchema, COUNTRY_CODES, DEFAULT_COUNTRY } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admittedSearch } from './limits.js';
import { recentCases, searchCases } from './service.js';

const CasesResponse = z.object({ cases: z.array(CaseSummarySchema) });
const CountryQuery = z.enum(COUNTRY_CODES).default(DEFAULT_COUNTRY);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const limits = { perMinute: config.searchRateLimitPerMinute, perDay: config.searchDailyLimit };

  app.get(
    '/cases/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Cases of a country with an identifier exactly equal to the search entry',
        description:
          'Phone numbers, emails, business numbers and postcodes are normalized before the ' +
          'exact comparison. Results are masked case cards, newest first, at most 50. ' +
          'Limited per client address and per account, per minute and per day, and refused ' +
          '(429) when it is one of too many searches for numbers that differ only in their ' +
          'last 2 digits (docs/decisions/0017).',
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
      // Search answers whether a number is listed: the limits stop harvesting the registry
      // and recovering the digits a mask hides (docs/decisions/0017).
      const cases = await admittedSearch(
        db,
        { searcher: { ip: request.ip, user: viewer }, query: q, country, limits },
        // Counted on the primary; the lookup itself on a fresh replica (issue 39).
        () => request.readFresh((fresh) => searchCases(fresh, { query: q, country, viewer })),
      );
      return { cases };
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
      const { country } = request.query;
      return { cases: await request.readFresh((fresh) => recentCases(fresh, { country, viewer })) };
    },
  );
};
