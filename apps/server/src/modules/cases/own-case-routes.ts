import { CaseSummarySchema, MESSAGES } from '@forewarn/domain';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.js';
import { OWN_CASES_PAGE } from './own-cases.js';
import { myCases } from './read-service.js';
import type { CasesApp, CasesDepsOf } from './route-context.js';
import { submissionStatus } from './submission-status.js';

/** The signed-in member's own cases (My Lodgements) and whether they may lodge now. */
export function ownCaseRoutes(app: CasesApp, deps: CasesDepsOf) {
  app.get(
    '/my/cases',
    {
      schema: {
        tags: ['cases'],
        summary:
          'The signed-in user’s own cases in the selected country (My Lodgements); without `country`, their profile’s',
        description:
          `Newest first, ${OWN_CASES_PAGE} a page (docs/decisions/0068). \`nextCursor\` is the ` +
          '`cursor` of the next page, null after the last; a cursor this server did not make is a 400.',
        querystring: z.object({
          country: z.string().max(10).optional(),
          cursor: z.string().max(200).optional(),
        }),
        response: {
          200: z.object({
            country: z.string(),
            cases: z.array(CaseSummarySchema),
            nextCursor: z.string().nullable(),
          }),
          401: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const user = await request.requireUser(MESSAGES.mustBeLoggedIn);
      return myCases(deps(request), user, request.query);
    },
  );

  app.get(
    '/my/submission-limit',
    {
      schema: {
        tags: ['cases'],
        summary: 'Whether the signed-in user may lodge a case now, and if not why',
        response: {
          200: z.object({
            /** Why not, without a date: the one limit that ends last (issue 45). */
            message: z.string().nullable(),
            /** Which limit that is: a suspension, a new account's first day, 20 a day, 10 minutes. */
            reason: z.enum(['suspended', 'first_day', 'daily', 'gap']).nullable(),
            retryAfterSeconds: z.number().nullable(),
            /** When the member may lodge again (ISO 8601), where they may not now. */
            until: z.string().nullable(),
            /** The end of a new account's first day (1 case that day), while it lasts. */
            firstDayEndsAt: z.string().nullable(),
          }),
          401: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const user = await request.requireUser(MESSAGES.mustBeLoggedIn);
      return submissionStatus(deps(request), user);
    },
  );
}
