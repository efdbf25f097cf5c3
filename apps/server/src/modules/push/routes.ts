import { MESSAGES, PUSH_MESSAGES } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidInput, unauthenticated } from '../../lib/app-error.js';
import { ErrorSchema } from '../../lib/error-schema.js';
import { hashToken, SESSION_COOKIE } from '../../plugins/session.js';
import { deleteOwnSubscription, upsertSubscription } from './repository.js';
import { pushEndpointSchema, pushSubscriptionSchema, validPushKeys } from './schemas.js';

/** Push notifications on this device (docs/decisions/0045). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.get(
    '/push/key',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key a browser subscribes to push notifications with',
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { publicKey: deps.push.publicKey };
    },
  );

  app.post(
    '/push/subscriptions',
    {
      // Only about notifications on the caller's own device: a suspended member may too.
      config: { allowWhileSuspended: true },
      schema: {
        tags: ['push'],
        summary: "Turn on push notifications on this device (the browser's PushSubscription)",
        body: pushSubscriptionSchema,
        response: { 204: z.null(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw unauthenticated(MESSAGES.logInToPerformAction);
      const { endpoint, keys } = request.body;
      if (!deps.push.allowsEndpoint(endpoint)) {
        throw invalidInput(PUSH_MESSAGES.endpointRefused, {
          endpoint: PUSH_MESSAGES.endpointRefused,
        });
      }
      if (!validPushKeys(keys)) {
        throw invalidInput(PUSH_MESSAGES.keysRefused, { keys: PUSH_MESSAGES.keysRefused });
      }
      await upsertSubscription(db, {
        userId: user.id,
        sessionTokenHash: hashToken(token),
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: 'Turn off push notifications on this device (named by its endpoint)',
        body: pushEndpointSchema,
        response: { 204: z.null(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await deleteOwnSubscription(db, user.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
