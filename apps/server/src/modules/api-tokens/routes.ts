import {
  API_TOKEN_MESSAGES,
  ApiTokenCreatedSchema,
  ApiTokenCreateSchema,
  ApiTokenListSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberSearchesToday } from '../search/limits.js';
import { createApiToken, listApiTokens, revokeApiToken } from './service.js';

// My Account's API tokens (issue 41; docs/decisions/0063). Managed with the member's session
// only: these routes have no apiTokenScope, so a token cannot make or revoke tokens.

export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/account/api-tokens',
    {
      schema: {
        tags: ['api-tokens'],
        operationId: 'listApiTokens',
        summary:
          "The caller's API tokens (names, scopes, created and last used; never secrets) " +
          'and their searches today, site and tokens together',
        response: { 200: ApiTokenListSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      const [tokens, count] = await Promise.all([
        listApiTokens(db, user),
        memberSearchesToday(db, user.id),
      ]);
      return { tokens, searchesToday: { count, limit: app.deps.config.searchDailyLimit } };
    },
  );

  app.post(
    '/account/api-tokens',
    {
      schema: {
        tags: ['api-tokens'],
        operationId: 'createApiToken',
        summary:
          'Create an API token (verified email, the current password); its secret is in this answer only',
        description:
          `Scopes: search, watches. At most 10 tokens a member (409). The secret is sent ` +
          `once and kept only as its SHA-256; send it as Authorization: Bearer <secret>. ` +
          `A wrong current password is 400 on currentPassword and counts as a failed log-in ` +
          `(429 past the log-in limits). The account's address is emailed.`,
        body: ApiTokenCreateSchema,
        response: { 201: ApiTokenCreatedSchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(await createApiToken(db, user, request.body, request.ip));
    },
  );

  app.delete(
    '/account/api-tokens/:id',
    {
      schema: {
        tags: ['api-tokens'],
        operationId: 'revokeApiToken',
        summary: "Revoke one of the caller's API tokens (another member's: 404)",
        params: z.object({ id: z.string().uuid() }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await revokeApiToken(db, user, request.params.id);
      return { message: API_TOKEN_MESSAGES.revoked };
    },
  );
};
