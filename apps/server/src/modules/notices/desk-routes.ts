import {
  appealDecisionSchema,
  DESK_SKIP_MAX,
  deskFilterSchema,
  heldBulkSchema,
  LIMITS,
  noticeDecisionSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireModerator } from '../moderation/guard.js';
import { Done, done, errors, PAGE_SIZE, uuid } from '../moderation/route-context.js';
import { decideAppeal, openAppeals } from './appeals.js';
import {
  claimNextNotice,
  claimNotice,
  decideNotice,
  listDesk,
  loadDeskItem,
  releaseClaim,
} from './desk-service.js';
import { decideHeldWave } from './held-bulk.js';
import { DeskItemSchema, OpenAppealSchema } from './schemas.js';

// The moderators' desk for notices and appeals (issue 48), under /api/moderation: anyone who
// is not an active moderator gets the 404 of a route that does not exist (moderation/guard.ts).

export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', async (request) => {
    await requireModerator(request);
  });

  app.get(
    '/moderation/desk',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Undecided notices, by deadline then age, paged',
        querystring: deskFilterSchema.extend({
          page: z.coerce.number().int().min(1).max(LIMITS.moderationLastPage).default(1),
        }),
        response: {
          200: z.object({
            items: z.array(DeskItemSchema),
            total: z.number().int(),
            page: z.number(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { page, ...filter } = request.query;
      const { items, total } = await listDesk(
        deps.database.db,
        { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
        filter,
      );
      return { items, total, page };
    },
  );

  app.post(
    '/moderation/desk/next',
    {
      schema: {
        tags: ['moderation'],
        summary:
          'Claim the next notice nobody else holds (earliest deadline, then oldest), filtered',
        querystring: deskFilterSchema.extend({
          // Items the desk passes over, comma-separated: the ones in its undo window (decided
          // there, not yet sent) and the ones the moderator passed with N.
          skip: z
            .string()
            .max(DESK_SKIP_MAX * 37)
            .optional()
            .transform((v) => (v ? v.split(',') : []))
            .pipe(z.array(uuid).max(DESK_SKIP_MAX)),
        }),
        response: { 200: z.object({ item: DeskItemSchema.nullable() }), ...errors },
      },
    },
    async (request) => {
      const actor = await requireModerator(request);
      const { skip, ...filter } = request.query;
      const id = await claimNextNotice(deps, actor, filter, skip);
      return { item: id ? await loadDeskItem(deps.database.db, id) : null };
    },
  );

  app.get(
    '/moderation/notices/:id',
    {
      schema: {
        tags: ['moderation'],
        summary: 'One notice as the desk shows it, the notifier named',
        params: z.object({ id: uuid }),
        response: { 200: DeskItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return loadDeskItem(deps.database.db, request.params.id);
    },
  );

  app.post(
    '/moderation/notices/:id/claim',
    {
      schema: {
        tags: ['moderation'],
        summary:
          'Claim a notice for two minutes (renewed by claiming again); 409 if another holds it',
        params: z.object({ id: uuid }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await claimNotice(deps, await requireModerator(request), request.params.id);
      return done;
    },
  );

  app.delete(
    '/moderation/notices/:id/claim',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Give up one’s own claim on a notice (passed with N), so another may take it',
        params: z.object({ id: uuid }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await releaseClaim(deps, await requireModerator(request), request.params.id);
      return done;
    },
  );

  app.post(
    '/moderation/notices/:id/decide',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Decide a notice: remove (with a statement of reasons to the poster) or keep',
        params: z.object({ id: uuid }),
        body: noticeDecisionSchema,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await decideNotice(deps, await requireModerator(request), request.params.id, request.body);
      return done;
    },
  );

  app.get(
    '/moderation/appeals',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Open appeals, oldest first',
        response: { 200: z.object({ appeals: z.array(OpenAppealSchema) }), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { appeals: await openAppeals(deps.database.db) };
    },
  );

  app.post(
    '/moderation/appeals/:id/decide',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Decide an appeal (never by the moderator who made the decision appealed)',
        params: z.object({ id: uuid }),
        body: appealDecisionSchema,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await decideAppeal(deps, await requireModerator(request), request.params.id, request.body);
      return done;
    },
  );

  app.post(
    '/moderation/held/bulk',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Release or remove every held first-day case from one network or time window',
        body: heldBulkSchema,
        response: { 200: z.object({ count: z.number().int() }), ...errors },
      },
    },
    async (request) => decideHeldWave(deps, await requireModerator(request), request.body),
  );
};
