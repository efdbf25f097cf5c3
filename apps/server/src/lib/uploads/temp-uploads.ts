import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import { sniffImageFormat } from '../images/process-image.js';

// Every uploaded image, on every route, is streamed to a temporary file and never held whole in
// memory (50 lodgements of 7 x 5 MB took a server to 1.6 GB when they were). A file is checked
// by its first bytes before the rest is read: anything but a JPEG, PNG or GIF is refused there.
// The files are removed once the answer has gone, or the client has (`removeTempUploadsAfter`).

/** This process's folder for uploads being received (one per process: no name clashes). */
export const TEMP_UPLOAD_DIR = path.join(tmpdir(), 'forewarn-uploads', String(process.pid));
const tempFiles = new WeakMap<FastifyRequest, string[]>();

/** Removes the request's temporary upload files. */
export async function removeTempUploads(request: FastifyRequest): Promise<void> {
  const files = tempFiles.get(request);
  if (!files) return;
  tempFiles.delete(request);
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** Registers, in the scope of routes that take uploads, the removal of their temporary files. */
export function removeTempUploadsAfter(app: FastifyInstance): void {
  app.addHook('onResponse', removeTempUploads);
  app.addHook('onRequestAbort', removeTempUploads);
}

/** An image streamed to a temporary file (removed with the request's answer). */
export type TempImage = { path: string; bytes: number };

/**
 * Streams one file part to a temporary file, refusing it by its first bytes when it is not an
 * image. A part with no bytes at all (a file input left empty) is refused too, unless
 * `allowEmpty`: then it comes back with `bytes: 0` for the caller to take as "no image".
 */
export async function streamImageToTemp(
  request: FastifyRequest,
  file: Readable,
  options: { allowEmpty?: boolean } = {},
): Promise<TempImage> {
  await mkdir(TEMP_UPLOAD_DIR, { recursive: true });
  const target = path.join(TEMP_UPLOAD_DIR, randomUUID());
  const list = tempFiles.get(request) ?? [];
  list.push(target);
  tempFiles.set(request, list);
  const out = createWriteStream(target, { mode: 0o600 });
  let head = Buffer.alloc(0);
  let bytes = 0;
  let checked = false;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (!checked) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= 8) {
          if (!sniffImageFormat(head)) {
            throw new AppError('unsupported_media_type', MESSAGES.imageTypeNotAllowed);
          }
          checked = true;
        }
      }
      if (!out.write(chunk))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    if (bytes === 0 && options.allowEmpty) return { path: target, bytes };
    if (!checked && !sniffImageFormat(head)) {
      throw new AppError('unsupported_media_type', MESSAGES.imageTypeNotAllowed);
    }
  } finally {
    out.end();
    await finished(out).catch(() => undefined);
  }
  return { path: target, bytes };
}
