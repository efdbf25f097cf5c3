import {
  LIMITS,
  moderationReasonSchema,
  QUEUE_KINDS,
  QUEUE_STATES,
  QueueItemSchema,
  QueuePageSchema,
  TRANSPORT_MESSAGES,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import { dismissItem } from './actions.js';
import { adminRoutes } from './admin-routes.js';
import { caseModerationRoutes } from './case-moderation-routes.js';
import { requireModerator } from './guard.js';
import { listQueue, loadItem, openCount } from './queue.js';
import { Done, done, errors, moderationCtxOf, PAGE_SIZE, uuid } from './route-context.js';
import { userModerationRoutes } from './user-moderation-routes.js';

/**
 * The moderation queue and its actions (issue 13), under /api/moderation: moderators and admins
 * only; everyone else gets the 404 of a route that does not exist. Admin-only routes (roles,
 * the audit log) answer moderators the same way. The queue's routes are here; the actions on
 * cases, on members and the admins' routes are in a file each.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const ctx = moderationCtxOf(app);

  app.addHook('onRequest', async (request) => {
    await requireModerator(request);
  });

  app.get(
    '/moderation/count',
    {
      schema: {
        tags: ['moderation'],
        summary: 'How many queue items are open',
        response: { 200: z.object({ open: z.number().int() }), 404: ErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { open: await openCount(deps.database.db) };
    },
  );

  app.get(
    '/moderation/queue',
    {
      schema: {
        tags: ['moderation'],
        summary: 'The moderation queue, newest first, filterable by kind and state, paged',
        querystring: z.object({
          kind: z.enum(QUEUE_KINDS).optional(),
          state: z.enum(QUEUE_STATES).optional(),
          page: z.coerce.number().int().min(1).max(LIMITS.moderationLastPage).default(1),
        }),
        response: { 200: QueuePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { kind, state, page } = request.query;
      const { items, total } = await listQueue(
        deps.database.db,
        { ...(kind ? { kinds: [kind] } : {}), ...(state ? { state } : {}) },
        { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      );
      return { items, page, pageSize: PAGE_SIZE, total };
    },
  );

  app.get(
    '/moderation/items/:kind/:id',
    {
      schema: {
        tags: ['moderation'],
        summary: 'One queue item',
        params: z.object({ kind: z.enum(QUEUE_KINDS), id: uuid }),
        response: { 200: QueueItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const item = await loadItem(deps.database.db, request.params.kind, request.params.id);
      if (!item) throw notFound(TRANSPORT_MESSAGES.notFound);
      return item;
    },
  );

  app.post(
    '/moderation/items/:kind/:id/dismiss',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Close an item with no action; its reporter is told',
        params: z.object({ kind: z.enum(QUEUE_KINDS), id: uuid }),
        body: moderationReasonSchema.omit({ item: true }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await dismissItem(await ctx(request), request.params, request.body.reason);
      return done;
    },
  );

  // In this order, which the OpenAPI document's paths keep.
  caseModerationRoutes(app, ctx);
  userModerationRoutes(app, ctx);
  await app.register(adminRoutes);
};
