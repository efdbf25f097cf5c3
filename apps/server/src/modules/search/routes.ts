import {
  API_TOKEN_LIMITS,
  BatchSearchRequestSchema,
  CaseSummarySchema,
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  LIMITS,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONDITIONAL, IfNoneMatch, NotModified } from '../../lib/conditional.js';
import { AnonymousLane } from './anonymous-lane.js';
import { batchSearch } from './batch.js';
import { admittedSearch, searchLimitsOf } from './limits.js';
import { rateHeaders } from './rate-limit-headers.js';
import { recentCases, searchCases } from './service.js';

const CasesResponse = z.object({ cases: z.array(CaseSummarySchema) }).meta({ id: 'CaseCardList' });
const CountryQuery = z.enum(COUNTRY_CODES).default(DEFAULT_COUNTRY);

// Named, so a generated client has one class for each kind of answer (issue 50).
const BatchSearchFound = z
  .object({ identifier: z.string(), cases: z.array(CaseSummarySchema) })
  .meta({ id: 'BatchSearchFound' });
const BatchSearchRefused = z
  .object({
    identifier: z.string(),
    error: z.object({ code: z.literal('rate_limited'), message: z.string() }),
  })
  .meta({ id: 'BatchSearchRefused' });
const BatchResponse = z
  .object({ results: z.array(z.union([BatchSearchFound, BatchSearchRefused])) })
  .meta({ id: 'BatchSearchResults' });

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const limits = searchLimitsOf(app.deps.config);
  // Visitors' lookups share one lane per process (issue 46, N20): members and tokens never wait.
  const visitors = new AnonymousLane(app.deps.config.anonymousSearchesPerSecond);

  app.get(
    '/cases/search',
    {
      config: { apiTokenScope: 'search', etag: true },
      schema: {
        tags: ['search'],
        operationId: 'searchCases',
        summary: 'Cases of a country with an identifier exactly equal to the search entry',
        description:
          'Phone numbers, emails, business numbers and postcodes are normalized before the ' +
          `exact comparison. Results are masked case cards, newest first, at most ${LIMITS.searchResultsMax}. ` +
          'Limited per client address and per account, per minute and per day, and refused ' +
          '(429) when it is one of too many searches for numbers that differ only in their ' +
          'last 2 digits (docs/decisions/0017). An API token (scope search) counts against ' +
          "its member's limits, and its own per-minute rate besides. Visitors' searches share " +
          'one lane per server process: past it they wait up to a second, then 503 with ' +
          'Retry-After (docs/decisions/0085). ' +
          CONDITIONAL,
        querystring: z.object({
          country: CountryQuery,
          q: z.string().max(LIMITS.searchQueryMax).default(''),
        }),
        headers: IfNoneMatch,
        response: { 200: CasesResponse, 304: NotModified },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await request.currentUser();
      if (!user && !request.apiToken) await visitors.enter();
      // A token looks numbers up as a visitor would (docs/decisions/0063).
      const viewer = request.apiToken ? null : user;
      const { country, q } = request.query;
      // Search answers whether a number is listed: the limits stop harvesting the registry
      // and recovering the digits a mask hides (docs/decisions/0017).
      const cases = await admittedSearch(
        db,
        {
          searcher: { ip: request.ip, user, tokenId: request.apiToken?.id },
          query: q,
          country,
          limits,
          onUsage: rateHeaders(request, reply),
        },
        // Counted on the primary; the lookup itself on a fresh replica (issue 39).
        () => request.readFresh((fresh) => searchCases(fresh, { query: q, country, viewer })),
      );
      return { cases };
    },
  );

  app.post(
    '/cases/search/batch',
    {
      // A read that is a POST (for the body): a suspended member may still look numbers up.
      config: { apiTokenScope: 'search', allowWhileSuspended: true },
      schema: {
        tags: ['search'],
        operationId: 'batchSearchCases',
        summary: `Look up to ${API_TOKEN_LIMITS.batchMax} identifiers at once, each counted as one search`,
        description:
          'Each identifier is searched in turn under the same limits as GET /api/cases/search ' +
          'and answered with the same masked cards. A near-miss refusal answers that ' +
          "identifier only; once the minute's or the day's budget is spent, it and every " +
          'identifier after it are answered with that refusal and not searched. 429 when the ' +
          'first identifier is refused so.',
        body: BatchSearchRequestSchema,
        response: { 200: BatchResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await request.currentUser();
      const { country, identifiers } = request.body;
      if (!user && !request.apiToken) await visitors.enter(identifiers.length);
      const results = await batchSearch(db, {
        searcher: { ip: request.ip, user, tokenId: request.apiToken?.id },
        viewer: request.apiToken ? null : user,
        country,
        identifiers,
        limits,
        onUsage: rateHeaders(request, reply),
      });
      return { results };
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
