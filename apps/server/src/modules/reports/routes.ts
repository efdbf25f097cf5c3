import { caseReportSchema, MESSAGES } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportCase } from './service.js';

const ReportAnswer = z.object({ message: z.string(), created: z.boolean() });

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cases/:id/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a case; a second report by the same user updates their open one',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: caseReportSchema,
        response: { 200: ReportAnswer, 201: ReportAnswer },
      },
      // Signed out is 401 whatever the body holds: checked before the body is validated.
      preValidation: async (request) => {
        await request.requireUser(MESSAGES.logInToPerformAction);
      },
    },
    async (request, reply) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      const { created } = await reportCase(app.deps, user, request.params.id, request.body.details);
      return reply.status(created ? 201 : 200).send({ message: MESSAGES.reportSubmitted, created });
    },
  );
};
