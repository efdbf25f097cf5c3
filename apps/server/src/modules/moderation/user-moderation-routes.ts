import {
  ModeratedUserSchema,
  moderationReasonSchema,
  suspendUserSchema,
  TRANSPORT_MESSAGES,
  tradeBadgeSchema,
} from '@forewarn/domain';
import { z } from 'zod';
import { contentTypeOfKey } from '../../adapters/storage/storage.js';
import { notFound } from '../../lib/app-error.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import { licencePhotoKeyOf } from './repository.js';
import {
  Done,
  done,
  errors,
  type ModerationApp,
  type ModerationCtxOf,
  uuid,
} from './route-context.js';
import { approveApplication, liftSuspension, setTradeBadge, suspendUser } from './user-actions.js';
import { findUsers } from './users.js';

/**
 * A moderator's work on members: finding one, suspending and lifting, trade badges and the
 * applications for them (routes.ts registers them after the cases').
 */
export function userModerationRoutes(app: ModerationApp, ctx: ModerationCtxOf) {
  const { deps } = app;

  app.get(
    '/moderation/users',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Find a user by exact email or username',
        querystring: z.object({ q: z.string().max(254) }),
        response: { 200: z.object({ users: z.array(ModeratedUserSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { users: await findUsers(deps.database.db, request.query.q) };
    },
  );

  app.post(
    '/moderation/users/:id/suspend',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Suspend a user for some days, or until lifted (days: null)',
        params: z.object({ id: uuid }),
        body: suspendUserSchema,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await suspendUser(await ctx(request), request.params.id, request.body);
      return done;
    },
  );

  app.post(
    '/moderation/users/:id/lift-suspension',
    {
      schema: {
        tags: ['moderation'],
        summary: "Lift a user's suspension",
        params: z.object({ id: uuid }),
        body: moderationReasonSchema.omit({ item: true }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await liftSuspension(await ctx(request), request.params.id, request.body.reason);
      return done;
    },
  );

  app.post(
    '/moderation/users/:id/badges',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Grant or revoke Verified Plumber / Verified Electrician',
        params: z.object({ id: uuid }),
        body: tradeBadgeSchema,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await setTradeBadge(await ctx(request), request.params.id, request.body);
      return done;
    },
  );

  app.post(
    '/moderation/trade-applications/:id/approve',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Approve a trade application: grants the badge, emails the applicant',
        params: z.object({ id: uuid }),
        body: moderationReasonSchema.omit({ item: true }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await approveApplication(await ctx(request), request.params.id, request.body.reason);
      return done;
    },
  );

  app.get(
    '/moderation/trade-applications/:id/photo',
    {
      schema: {
        tags: ['moderation'],
        summary: "A trade application's licence photo",
        params: z.object({ id: uuid }),
        response: { 200: z.unknown().describe('The image'), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const key = await licencePhotoKeyOf(deps.database.db, request.params.id);
      const file = key ? await deps.storage.get(key) : null;
      if (!key || !file) throw notFound(TRANSPORT_MESSAGES.notFound);
      return reply
        .header('Cache-Control', 'private, no-store')
        .type(contentTypeOfKey(key))
        .header('Content-Length', file.size)
        .send(file.stream);
    },
  );
}
