import {
  AuditPageSchema,
  LIMITS,
  MODERATION_MESSAGES,
  ModeratedUserSchema,
  moderationReasonSchema,
  QUEUE_KINDS,
  QUEUE_STATES,
  QueueItemSchema,
  QueuePageSchema,
  roleChangeSchema,
  suspendUserSchema,
  tradeBadgeSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeOfKey } from '../../adapters/storage/storage.js';
import { notFound } from '../../lib/app-error.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import {
  approveApplication,
  deleteResponse,
  dismissItem,
  hideCase,
  liftSuspension,
  type ModerationCtx,
  restoreCase,
  setRole,
  setTradeBadge,
  suspendUser,
} from './actions.js';
import { readAudit } from './audit.js';
import { requireAdmin, requireModerator } from './guard.js';
import { listQueue, loadItem, openCount } from './queue.js';
import { licencePhotoKeyOf } from './repository.js';
import { findUsers } from './users.js';

const errors = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const Done = z.object({ message: z.string() });
// A getter, so each answer reads the text in the request's language (docs/decisions/0082).
const done = {
  get message() {
    return MODERATION_MESSAGES.moderationDone;
  },
};
const uuid = z.uuid();
const PAGE_SIZE = LIMITS.moderationPageSize;

/**
 * The moderation queue and its actions (issue 13), under /api/moderation: moderators and admins
 * only; everyone else gets the 404 of a route that does not exist. Admin-only routes (roles,
 * the audit log) answer moderators the same way.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const ctx = async (request: Parameters<typeof requireModerator>[0]): Promise<ModerationCtx> => ({
    deps,
    actor: await requireModerator(request),
    log: request.log,
  });

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
          page: z.coerce.number().int().min(1).max(10_000).default(1),
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
      if (!item) throw notFound('Not found.');
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

  app.post(
    '/moderation/cases/:id/hide',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Hide a case from everyone but its creator; settles its open reports',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: moderationReasonSchema,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await hideCase(await ctx(request), request.params.id, request.body.reason, request.body.item);
      return done;
    },
  );

  app.post(
    '/moderation/cases/:id/restore',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Restore a hidden case',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: moderationReasonSchema.omit({ item: true }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await restoreCase(await ctx(request), request.params.id, request.body.reason);
      return done;
    },
  );

  app.post(
    '/moderation/responses/:id/delete',
    {
      schema: {
        tags: ['moderation'],
        summary: "Delete someone's response",
        params: z.object({ id: uuid }),
        body: moderationReasonSchema,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await deleteResponse(
        await ctx(request),
        request.params.id,
        request.body.reason,
        request.body.item,
      );
      return done;
    },
  );

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
      if (!key || !file) throw notFound('Not found.');
      return reply
        .header('Cache-Control', 'private, no-store')
        .type(contentTypeOfKey(key))
        .header('Content-Length', file.size)
        .send(file.stream);
    },
  );

  await app.register(adminRoutes);
};

/** Roles and the audit log: admins only; moderators get the 404 everyone else gets. */
const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
  const { deps } = admin;
  admin.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });

  admin.post(
    '/moderation/users/:id/role',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Make a user a moderator, or a moderator a user (admins only)',
        params: z.object({ id: uuid }),
        body: roleChangeSchema,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await setRole(
        { deps, actor: await requireAdmin(request), log: request.log },
        request.params.id,
        request.body,
      );
      return done;
    },
  );

  admin.get(
    '/moderation/audit',
    {
      schema: {
        tags: ['moderation'],
        summary: 'The audit log, newest first, filterable by moderator and item (admins only)',
        querystring: z.object({
          actor: uuid.optional(),
          targetType: z.string().max(40).optional(),
          targetId: z.string().max(64).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: AuditPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { actor, targetType, targetId, page } = request.query;
      const { rows, total } = await readAudit(
        deps.database.db,
        {
          ...(actor ? { actorId: actor } : {}),
          ...(targetType ? { targetType } : {}),
          ...(targetId ? { targetId } : {}),
        },
        { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      );
      return {
        entries: rows.map((row) => {
          const { reason, ...details } = row.details as Record<string, unknown>;
          return {
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            actorId: row.actorId,
            actorName: row.actorName,
            action: row.action,
            targetType: row.targetType,
            targetId: row.targetId,
            reason: typeof reason === 'string' ? reason : '',
            details,
          };
        }),
        page,
        pageSize: PAGE_SIZE,
        total,
      };
    },
  );
};
