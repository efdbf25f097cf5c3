import { CaseDetailSchema, LIMITS, MESSAGES } from '@forewarn/domain';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.js';
import { addImages, deleteImage, imageFile } from './image-service.js';
import { readCaseForm } from './multipart.js';
import {
  CaseParams,
  type CasesApp,
  type CasesDepsOf,
  errors,
  ImageParams,
  MessageSchema,
} from './route-context.js';

/** A case's images: added (multipart), deleted, and served to whoever may see the case. */
export function caseImageRoutes(app: CasesApp, deps: CasesDepsOf) {
  app.post(
    '/cases/:id/images',
    {
      schema: {
        tags: ['cases'],
        summary: 'Add images to a case (creator only)',
        description: `multipart/form-data: \`mainImage\` (when the case has none) and/or \`extraImages\` (into the free slots of ${LIMITS.extraImages}; \`warning\` says when some did not fit).`,
        consumes: ['multipart/form-data'],
        params: CaseParams,
        response: {
          200: z.object({ case: CaseDetailSchema, warning: z.string().nullable() }),
          ...errors,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      const form = await readCaseForm(request, { spareExtras: true });
      return addImages(deps(request), user, request.params.id, form);
    },
  );

  app.delete(
    '/cases/:id/images/:imageId',
    {
      schema: {
        tags: ['cases'],
        summary: 'Delete an image of a case (creator only)',
        params: ImageParams,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser(MESSAGES.logInToPerformAction);
      return deleteImage(deps(request), user, request.params.id, request.params.imageId);
    },
  );

  app.get(
    '/cases/:id/images/:imageId',
    {
      schema: {
        tags: ['cases'],
        summary:
          'An image of a case the caller may see (variant=thumb for the card size, display for the case page)',
        params: ImageParams,
        querystring: z.object({
          variant: z.enum(['full', 'thumb', 'display']).default('full'),
        }),
      },
    },
    async (request, reply) => {
      const file = await imageFile(
        deps(request),
        await request.currentUser(),
        request.params.id,
        request.params.imageId,
        request.query.variant,
      );
      // Private: whether an image may be seen depends on who asks (trade-restricted cases).
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'private, max-age=3600')
        .send(file.stream);
    },
  );
}
