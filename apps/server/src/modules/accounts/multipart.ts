import multipart from '@fastify/multipart';
import { LIMITS, MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError, invalidInput, uploadReadError } from '../../lib/app-error.js';

// Forms with one optional image (sign-up, profile image). The text fields become the request
// body, so the route's zod schema validates them as it would JSON; the image bytes are kept
// aside for the handler (uploadedImage). A form without an image is the same as JSON.

const uploads = new WeakMap<FastifyRequest, Buffer>();

/** Registers @fastify/multipart in this scope, unless a parent scope already did. */
export async function enableMultipart(app: FastifyInstance): Promise<void> {
  if (app.hasRequestDecorator('isMultipart')) return;
  await app.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes } });
}

export function uploadedImage(request: FastifyRequest): Buffer | undefined {
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
          const bytes = await part.toBuffer();
          if (part.fieldname !== fileField)
            throw invalidInput(`Unexpected file: ${part.fieldname}`);
          // A file input left empty still sends a part with no bytes.
          if (bytes.length > 0) uploads.set(request, bytes);
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      if (isError(error, 'FST_REQ_FILE_TOO_LARGE')) {
        throw new AppError('too_large', MESSAGES.imageTooLarge);
      }
      if (isError(error, 'FST_FILES_LIMIT')) throw invalidInput('Only one image can be uploaded.');
      throw uploadReadError(error);
    }
    request.body = fields;
  };
}
