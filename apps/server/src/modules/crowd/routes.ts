import { MODERATION_MESSAGES } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { releaseCase } from '../moderation/case-actions.js';
import { requireModerator } from '../moderation/guard.js';
import { heldCases } from './crowd-ceiling.js';

const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const Count = z.object({ current: z.number().int(), previous: z.number().int() });

/**
 * The moderation page's view of the crowd (issue 37): whether sign-ups run above normal, and
 * the first-day cases held meanwhile, which a moderator releases. Moderators only; anyone else
 * gets the 404 of a route that does not exist (moderation/guard.ts).
 */
export const crowdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/moderation/crowd',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Sign-ups across the site against their normal rate, and the cases held',
        response: {
          200: z.object({
            elevated: z.boolean(),
            normalPer10Minutes: z.number().int(),
            normalFrom: z.enum(['setting', 'last_7_days', 'floor']),
            accounts: Count,
            youngCases: Count,
            held: z.array(
              z.object({
                id: z.string(),
                title: z.string(),
                country: z.string(),
                heldAt: z.string(),
              }),
            ),
          }),
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await requireModerator(request);
      reply.header('Cache-Control', 'no-store');
      const state = await deps.crowd.state();
      return {
        elevated: state.elevated,
        normalPer10Minutes: state.normal,
        normalFrom: state.normalFrom,
        accounts: state.accounts,
        youngCases: state.youngCases,
        held: await heldCases(deps.database.db),
      };
    },
  );

  app.post(
    '/moderation/cases/:id/release',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Release a first-day case held while sign-ups ran above normal',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          200: z.object({ message: z.string() }),
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = await requireModerator(request);
      await releaseCase({ deps, actor, log: request.log }, request.params.id);
      return { message: MODERATION_MESSAGES.moderationDone };
    },
  );
};
