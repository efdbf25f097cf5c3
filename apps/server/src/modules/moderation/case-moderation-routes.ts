import { moderationReasonSchema } from '@forewarn/domain';
import { z } from 'zod';
import { deleteResponse, hideCase, restoreCase } from './case-actions.js';
import {
  Done,
  done,
  errors,
  type ModerationApp,
  type ModerationCtxOf,
  uuid,
} from './route-context.js';

/** A moderator's actions on a case and on a response (routes.ts registers them after the queue's). */
export function caseModerationRoutes(app: ModerationApp, ctx: ModerationCtxOf) {
  app.post(
    '/moderation/cases/:id/hide',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Hide a case from everyone but its creator; settles its open reports',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: moderationReasonSchema,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await hideCase(await ctx(request), request.params.id, request.body.reason, request.body.item);
      return done;
    },
  );

  app.post(
    '/moderation/cases/:id/restore',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Restore a hidden case',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: moderationReasonSchema.omit({ item: true }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await restoreCase(await ctx(request), request.params.id, request.body.reason);
      return done;
    },
  );

  app.post(
    '/moderation/responses/:id/delete',
    {
      schema: {
        tags: ['moderation'],
        summary: "Delete someone's response",
        params: z.object({ id: uuid }),
        body: moderationReasonSchema,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await deleteResponse(
        await ctx(request),
        request.params.id,
        request.body.reason,
        request.body.item,
      );
      return done;
    },
  );
}
