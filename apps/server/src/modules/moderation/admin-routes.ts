import { AuditPageSchema, LIMITS, roleChangeSchema } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAudit } from './audit.js';
import { requireAdmin } from './guard.js';
import { Done, done, errors, PAGE_SIZE, uuid } from './route-context.js';
import { setRole } from './user-actions.js';

// The admins' moderation routes, a plugin of their own so their admin-only hook covers them
// alone (routes.ts registers it last, inside the moderators' hook).

/** Roles and the audit log: admins only; moderators get the 404 everyone else gets. */
export const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
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
          page: z.coerce.number().int().min(1).max(LIMITS.moderationLastPage).default(1),
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
