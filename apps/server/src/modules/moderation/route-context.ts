import { LIMITS, MODERATION_MESSAGES, uuidSchema } from '@forewarn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.js';
import type { ModerationCtx } from './actions.js';
import { requireModerator } from './guard.js';

// What the moderation routes share (routes.ts registers them: the queue there, then
// case-moderation-routes.ts, user-moderation-routes.ts and admin-routes.ts), so each reads alone.

/** The Fastify instance the moderation routes are registered on (zod-typed). */
export type ModerationApp = Parameters<FastifyPluginAsyncZod>[0];

export const errors = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
export const Done = z.object({ message: z.string() });
// A getter, so each answer reads the text in the request's language (docs/decisions/0082).
export const done = {
  get message() {
    return MODERATION_MESSAGES.moderationDone;
  },
};
export const uuid = uuidSchema;
export const PAGE_SIZE = LIMITS.moderationPageSize;

/** The acting moderator's context for an action, from the request. */
export type ModerationCtxOf = (
  request: Parameters<typeof requireModerator>[0],
) => Promise<ModerationCtx>;

export function moderationCtxOf(app: ModerationApp): ModerationCtxOf {
  const { deps } = app;
  return async (request) => ({ deps, actor: await requireModerator(request), log: request.log });
}
