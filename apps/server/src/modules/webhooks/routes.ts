import {
  uuidSchema,
  WEBHOOK_MESSAGES,
  WebhookDeliverySchema,
  WebhookEventSchema,
  WebhookRequestSchema,
  WebhookSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWebhook,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  sendTestEvent,
} from './service.js';

// Webhooks for watch alerts (issue 50; docs/decisions/0084): the member's session, or a token
// with the watches scope (an integration that watches numbers is told of matches by its own
// endpoint).

const Params = z.object({ id: uuidSchema });

const SIGNING =
  'Each delivery is a POST of a `WebhookEvent` (JSON) with the headers `Forewarn-Webhook-Id`, ' +
  '`Forewarn-Webhook-Timestamp` (Unix seconds) and `Forewarn-Webhook-Signature: v1=<hex>`, ' +
  'the HMAC-SHA256 of `<timestamp>.<body>` with the secret (docs/api.md, "Webhooks"). A 2xx ' +
  'answer within 5 s is a delivery; anything else is retried with backoff for a day.';

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const allowLoopback = deps.config.webhookAllowLoopback;

  app.get(
    '/webhooks',
    {
      config: { apiTokenScope: 'watches' },
      schema: {
        tags: ['webhooks'],
        operationId: 'listWebhooks',
        summary: "The caller's webhook endpoints (never their secrets)",
        response: { 200: z.object({ webhooks: z.array(WebhookSchema) }) },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return { webhooks: await listWebhooks(deps.database.db, user.id) };
    },
  );

  app.post(
    '/webhooks',
    {
      config: { apiTokenScope: 'watches' },
      schema: {
        tags: ['webhooks'],
        operationId: 'createWebhook',
        summary: 'Register an HTTPS endpoint for watch alerts; its signing secret is shown once',
        description:
          'Needs a verified email; at most 5 a member (409). The address must be https on port ' +
          '443 and resolve to public addresses only (400 otherwise). ' +
          SIGNING,
        body: WebhookRequestSchema,
        response: {
          201: z.object({ webhook: WebhookSchema, secret: z.string(), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const made = await createWebhook(deps.database.db, user, request.body.url, allowLoopback);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send({ ...made, message: WEBHOOK_MESSAGES.created });
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { apiTokenScope: 'watches' },
      schema: {
        tags: ['webhooks'],
        operationId: 'deleteWebhook',
        summary: 'Remove a webhook endpoint and its delivery log',
        params: Params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await removeWebhook(deps.database.db, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: { apiTokenScope: 'watches' },
      schema: {
        tags: ['webhooks'],
        operationId: 'sendWebhookTestEvent',
        summary: 'Send a test event (type ping) to the endpoint',
        description: `Queued at once and logged like any delivery. A disabled endpoint: 409. ${SIGNING}`,
        params: Params,
        response: { 202: z.object({ delivery: WebhookDeliverySchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const delivery = await sendTestEvent(deps.database.db, user.id, request.params.id);
      return reply.status(202).send({ delivery, message: WEBHOOK_MESSAGES.testQueued });
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { apiTokenScope: 'watches' },
      schema: {
        tags: ['webhooks'],
        operationId: 'listWebhookDeliveries',
        summary: "The endpoint's last 50 deliveries, newest first",
        params: Params,
        response: { 200: z.object({ deliveries: z.array(WebhookDeliverySchema) }) },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return { deliveries: await listDeliveries(deps.database.db, user.id, request.params.id) };
    },
  );

  app.get(
    '/webhooks/example-event',
    {
      config: { apiTokenScope: 'watches' },
      schema: {
        tags: ['webhooks'],
        operationId: 'getWebhookEventExample',
        summary: 'An example of the body each delivery carries (the WebhookEvent schema)',
        description: SIGNING,
        response: { 200: WebhookEventSchema },
      },
    },
    async (request) => {
      await request.requireUser();
      return {
        id: '00000000-0000-4000-8000-000000000000',
        type: 'ping' as const,
        createdAt: new Date(0).toISOString(),
        data: { message: WEBHOOK_MESSAGES.testEventMessage },
      };
    },
  );
};
