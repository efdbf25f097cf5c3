import { feedbackSchema, MESSAGES } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMaySendFeedback, submitFeedback } from './service.js';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Report a functionality issue, give feedback or an idea; needs a verified email',
        body: feedbackSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
      // Who may send is settled before the body is validated.
      preValidation: async (request) => {
        assertMaySendFeedback(await request.currentUser());
      },
    },
    async (request, reply) => {
      await submitFeedback(app.deps, await request.currentUser(), request.body);
      return reply.status(201).send({ message: MESSAGES.submittedSuccessfully });
    },
  );
};
