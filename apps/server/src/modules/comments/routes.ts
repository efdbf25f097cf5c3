import multipart from '@fastify/multipart';
import { CommentPageSchema, CommentSchema, MESSAGES } from '@forewarn/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidInput, uploadReadError } from '../../lib/app-error.js';
import { MAX_IMAGE_BYTES } from '../../lib/images/process-image.js';
import { removeTempUploadsAfter, streamImageToTemp } from '../../lib/uploads/temp-uploads.js';
import { claimIdempotency } from '../idempotency/idempotency.js';
import {
  type CommentInput,
  deleteComment,
  listComments,
  openCommentImage,
  postComment,
} from './service.js';

const CaseParams = z.object({ id: z.string().min(1).max(64) });
const CommentParams = CaseParams.extend({ commentId: z.string().min(1).max(64) });

/**
 * Reads a response from a multipart form (`text`, optional `image` file); a JSON body with
 * `text` is accepted too, for a response without an image.
 */
async function readCommentInput(
  request: FastifyRequest,
): Promise<CommentInput & { imageSha256: string | null }> {
  if (!request.isMultipart()) {
    const body = request.body as { text?: unknown } | undefined;
    const text = body && typeof body === 'object' ? body.text : undefined;
    return { text, image: null, imageSha256: null };
  }
  let text: unknown;
  let image: string | null = null;
  let imageSha256: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 16 * 1024, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'text') text = part.value;
      } else if (part.fieldname === 'image') {
        // Streamed to a temporary file, checked by its first bytes (lib/uploads/temp-uploads.ts).
        // An empty file input still sends a part with no bytes: that is "no image".
        const file = await streamImageToTemp(request, part.file, { allowEmpty: true });
        if (part.file.truncated) throw new AppError('too_large', MESSAGES.imageSizeExceeded);
        image = file.bytes > 0 ? file.path : null;
        imageSha256 = image ? file.sha256 : null;
      } else {
        // Refused, as the other image forms refuse it (accounts/multipart.ts): a file dropped
        // without a word would look to its sender like a response posted with its image.
        throw invalidInput(MESSAGES.formUnexpectedFile(part.fieldname));
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', MESSAGES.imageSizeExceeded);
    }
    if (code === 'FST_FILES_LIMIT') throw invalidInput(MESSAGES.commentOneImage);
    throw uploadReadError(error);
  }
  return { text, image, imageSha256 };
}

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this module's scope: uploads are read only where a route expects one.
  await app.register(multipart);
  removeTempUploadsAfter(app);

  app.get(
    '/cases/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: "A page of a case's responses, newest first",
        params: CaseParams,
        querystring: z.object({ cursor: z.string().max(200).optional() }),
        response: { 200: CommentPageSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks (isMine, hidden and trade-restricted cases).
      reply.header('Cache-Control', 'private, no-store');
      const user = await request.currentUser();
      return listComments(app.deps, user, request.params.id, request.query.cursor);
    },
  );

  app.post(
    '/cases/:id/comments',
    {
      config: { idempotency: 'form' },
      schema: {
        tags: ['comments'],
        summary: 'Respond to a case (multipart: text, optional image); needs a verified email',
        consumes: ['multipart/form-data', 'application/json'],
        params: CaseParams,
        response: { 201: CommentSchema },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const comment = await postComment(app.deps, user, request.params.id, async () => {
        const input = await readCommentInput(request);
        // Claimed once the response is read: a multipart retry compares its parts.
        await claimIdempotency(request, {
          text: input.text,
          image: input.imageSha256,
        });
        return input;
      });
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/cases/:id/comments/:commentId',
    {
      schema: {
        tags: ['comments'],
        summary: 'Delete your own response (its image first)',
        params: CommentParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      await deleteComment(app.deps, user, request.params.id, request.params.commentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/cases/:id/comments/:commentId/image',
    {
      schema: {
        tags: ['comments'],
        summary: "A response's image, or its thumbnail with ?variant=thumb",
        params: CommentParams,
        querystring: z.object({ variant: z.enum(['full', 'thumb']).default('full') }),
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const image = await openCommentImage(
        app.deps,
        user,
        request.params.id,
        request.params.commentId,
        request.query.variant,
      );
      return (
        reply
          .type(image.contentType)
          .header('Content-Length', String(image.size))
          // Private: whether a case may be seen depends on who asks.
          .header('Cache-Control', 'private, max-age=300')
          .send(image.stream)
      );
    },
  );
};
