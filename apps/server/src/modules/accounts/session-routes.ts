import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentSelf, SelfSchema } from './presenter.js';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, or null',
        response: { 200: z.object({ user: SelfSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await request.currentUser();
      return { user: user ? presentSelf(user) : null };
    },
  );
};
