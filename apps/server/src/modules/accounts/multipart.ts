import multipart from '@fastify/multipart';
import { LIMITS, MESSAGES, TRANSPORT_MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError, invalidInput, uploadReadError } from '../../lib/app-error.js';
import { removeTempUploadsAfter, streamImageToTemp } from '../../lib/uploads/temp-uploads.js';

// Forms with one optional image (sign-up, profile image, trade application). The text fields
// become the request body, so the route's zod schema validates them as it would JSON; the image
// is streamed to a temporary file (lib/uploads/temp-uploads.ts: checked by its first bytes,
// never whole in memory) whose path is kept aside for the handler (uploadedImage). A form
// without an image is the same as JSON. Routes using this remove the temporary files with
// `removeTempUploadsAfter` in their scope.

const uploads = new WeakMap<FastifyRequest, string>();

/**
 * Registers @fastify/multipart in this scope, unless a parent scope already did, and the removal
 * of the temporary files of this scope's uploads.
 */
export async function enableMultipart(app: FastifyInstance): Promise<void> {
  removeTempUploadsAfter(app);
  if (app.hasRequestDecorator('isMultipart')) return;
  await app.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes } });
}

/** The path of the request's uploaded image, if it sent one. */
export function uploadedImage(request: FastifyRequest): string | undefined {
  return uploads.get(request);
}

const isError = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

export function readImageForm(fileField: string): preValidationAsyncHookHandler {
  return async (request) => {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    try {
      const parts = request.parts({
        limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 10, fieldSize: 2000 },
      });
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== fileField) {
            throw invalidInput(MESSAGES.formUnexpectedFile(part.fieldname));
          }
          // A file input left empty still sends a part with no bytes: that is "no image".
          const image = await streamImageToTemp(request, part.file, { allowEmpty: true });
          if (part.file.truncated) throw new AppError('too_large', MESSAGES.imageTooLarge);
          if (image.bytes > 0) uploads.set(request, image.path);
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        } else {
          // A part sent as application/json arrives parsed: `{"a":1}` became the username
          // "[object Object]". A form's text field is text; anything else is refused.
          throw invalidInput(TRANSPORT_MESSAGES.badInput);
        }
      }
    } catch (error) {
      if (isError(error, 'FST_REQ_FILE_TOO_LARGE')) {
        throw new AppError('too_large', MESSAGES.imageTooLarge);
      }
      if (isError(error, 'FST_FILES_LIMIT')) throw invalidInput(MESSAGES.formOneImage);
      throw uploadReadError(error);
    }
    request.body = fields;
  };
}
