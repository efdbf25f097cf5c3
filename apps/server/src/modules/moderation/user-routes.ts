import {
  disputeSchema,
  MESSAGES,
  MODERATION_MESSAGES,
  MyTradeApplicationSchema,
  tradeApplicationSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.js';
import { enableMultipart, readImageForm, uploadedImage } from '../accounts/multipart.js';
import { disputeCase } from './disputes.js';
import { applyForTrade, myApplications } from './trade-applications.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const Answer = z.object({ message: z.string(), created: z.boolean() });

/** What users send into the moderation queue besides reports: disputes and trade applications. */
export const moderationUserRoutes: FastifyPluginAsyncZod = async (app) => {
  await enableMultipart(app);
  const { deps } = app;

  app.post(
    '/cases/:id/disputes',
    {
      schema: {
        tags: ['moderation'],
        summary: "Dispute a case (not one's own); a second dispute updates the open one",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: disputeSchema,
        response: { 200: Answer, 201: Answer, ...errors },
      },
      preValidation: async (request) => {
        await request.requireUser(MESSAGES.logInToPerformAction);
      },
    },
    async (request, reply) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      const { created } = await disputeCase(
        deps,
        request.log,
        user,
        request.params.id,
        request.body.reason,
      );
      return reply
        .status(created ? 201 : 200)
        .send({ message: MODERATION_MESSAGES.disputeSubmitted, created });
    },
  );

  app.get(
    '/account/trade-applications',
    {
      schema: {
        tags: ['moderation'],
        summary: 'My trade applications',
        response: {
          200: z.object({ applications: z.array(MyTradeApplicationSchema) }),
          401: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await request.requireUser();
      return { applications: await myApplications(deps, user) };
    },
  );

  app.post(
    '/account/trade-applications',
    {
      // Signed out is 401 before the form is read.
      onRequest: async (request) => {
        await request.requireUser();
      },
      preValidation: readImageForm('licencePhoto'),
      schema: {
        tags: ['moderation'],
        summary:
          'Apply to be a Verified Plumber or Verified Electrician (JSON, or multipart with an optional licencePhoto)',
        consumes: ['application/json', 'multipart/form-data'],
        body: tradeApplicationSchema,
        response: {
          201: z.object({ message: z.string(), application: MyTradeApplicationSchema }),
          ...errors,
          409: ErrorSchema,
          413: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const application = await applyForTrade(deps, user, request.body, uploadedImage(request));
      return reply
        .status(201)
        .send({ message: MODERATION_MESSAGES.tradeApplicationSubmitted, application });
    },
  );
};
