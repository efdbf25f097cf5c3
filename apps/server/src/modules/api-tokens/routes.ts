import {
  API_TOKEN_MESSAGES,
  ApiTokenCreatedSchema,
  ApiTokenCreateSchema,
  ApiTokenListSchema,
  uuidSchema,
} from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  memberSearchesToday,
  searchLimitsOf,
  searchUsage,
  tightest,
  type Window,
} from '../search/limits.js';
import { createApiToken, listApiTokens, revokeApiToken } from './service.js';

// My Account's API tokens (issue 41; docs/decisions/0063). Managed with the member's session
// only: these routes have no apiTokenScope, so a token cannot make or revoke tokens.

const UsageWindow = z
  .object({
    limit: z.number().int().min(0),
    used: z.number().int().min(0),
    remaining: z.number().int().min(0),
    resetSeconds: z.number().int().min(0),
    resetAt: z.string(),
  })
  .meta({ id: 'UsageWindow' });
const ApiUsage = z
  .object({
    searches: z.object({
      minute: UsageWindow.describe("The member's searches this minute, site and tokens together."),
      tokenMinute: UsageWindow.nullable().describe(
        "This token's own searches this minute (null with a session).",
      ),
      day: UsageWindow.describe("The member's searches today (UTC), site and tokens together."),
    }),
  })
  .meta({ id: 'ApiUsage' });

function present(window: Window, now: Date) {
  const { remaining } = tightest([window]);
  return {
    limit: window.limit,
    used: window.used,
    remaining,
    resetSeconds: window.resetSeconds,
    resetAt: new Date(now.getTime() + window.resetSeconds * 1000).toISOString(),
  };
}

export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const limits = searchLimitsOf(app.deps.config);

  app.get(
    '/api-token/usage',
    {
      // Any token may read its own standing, whatever its scopes (issue 50).
      config: { apiTokenAnyScope: true },
      schema: {
        tags: ['api-tokens'],
        operationId: 'getApiUsage',
        summary: 'Where the caller stands against the search limits: limit, used, remaining, reset',
        description:
          "With an API token: its member's minute and day, and the token's own minute. " +
          "With a session: the member's. Reading it counts nothing.",
        response: { 200: ApiUsage },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header('Cache-Control', 'no-store');
      const now = new Date();
      const tokenId = request.apiToken?.id ?? null;
      const { minute, day } = await searchUsage(db, { userId: user.id, tokenId, limits, now });
      const [member, token] = minute;
      const [today] = day;
      if (!member || !today) throw new Error('the member has a minute and a day window');
      return {
        searches: {
          minute: present(member, now),
          tokenMinute: token ? present(token, now) : null,
          day: present(today, now),
        },
      };
    },
  );

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
        params: z.object({ id: uuidSchema }),
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
