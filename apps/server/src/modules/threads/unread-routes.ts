import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasUnreadThreads } from './unread.js';

export const unreadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/threads/unread',
    {
      schema: {
        tags: ['threads'],
        summary: 'Whether the signed-in user has an unread message in any thread',
        response: { 200: z.object({ hasUnread: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return { hasUnread: await hasUnreadThreads(db, user.id) };
    },
  );
};
