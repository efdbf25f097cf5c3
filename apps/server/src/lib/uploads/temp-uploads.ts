import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { HOUR_MS, MESSAGES } from '@forewarn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../files/private-files.js';
import { sniffImageFormat } from '../images/process-image.js';
import { processAlive } from '../process-alive.js';

// Every uploaded image, on every route, is streamed to a temporary file and never held whole in
// memory (50 lodgements of 7 x 5 MB took a server to 1.6 GB when they were). A file is checked
// by its first bytes before the rest is read: anything but a JPEG, PNG or GIF is refused there.
// The files are removed once the answer has gone, or the client has (`removeTempUploadsAfter`).

/** Every process's folder of uploads being received, named by its process id. */
export const TEMP_UPLOAD_ROOT = path.join(tmpdir(), 'forewarn-uploads');
/** This process's folder for uploads being received (one per process: no name clashes). */
export const TEMP_UPLOAD_DIR = path.join(TEMP_UPLOAD_ROOT, String(process.pid));

/**
 * A file this old belongs to no upload in progress, whoever owns its folder: a request must
 * arrive whole within 5 minutes (app.ts) and is decoded soon after. It also catches a dead
 * server's folder whose process id a live process has since been given.
 */
export const TEMP_UPLOAD_MAX_AGE_MS = HOUR_MS;

/**
 * Removes the temporary uploads a killed server left behind (issue 22: 37 raw uploads, EXIF
 * and all, survived kill -9): every folder whose process is gone, and in a live process's
 * folder only files older than `maxAgeMs`. This process's own folder, and a live server's
 * uploads in progress, are never touched. Run once at start; returns the files removed.
 */
export async function sweepTempUploads(
  options: { root?: string; maxAgeMs?: number; now?: number } = {},
): Promise<number> {
  const root = options.root ?? TEMP_UPLOAD_ROOT;
  const maxAgeMs = options.maxAgeMs ?? TEMP_UPLOAD_MAX_AGE_MS;
  const now = options.now ?? Date.now();
  const list = async (dir: string) => readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of await list(root)) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const dir = path.join(root, name);
    const alive = processAlive(Number(name));
    const files = await list(dir);
    for (const file of files) {
      const target = path.join(dir, file);
      const info = await stat(target).catch(() => undefined);
      if (!info) continue;
      if (alive && now - info.mtimeMs < maxAgeMs) continue;
      await rm(target, { force: true, recursive: true });
      removed += 1;
    }
    if (!alive) await rm(dir, { force: true, recursive: true });
  }
  return removed;
}
const tempFiles = new WeakMap<FastifyRequest, string[]>();

/** Removes the request's temporary upload files. */
export async function removeTempUploads(request: FastifyRequest): Promise<void> {
  const files = tempFiles.get(request);
  if (!files) return;
  tempFiles.delete(request);
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/**
 * Registers, in the scope of routes that take uploads, the removal of their temporary files:
 * - `onSend`, once the handler has answered (it needs them no more), even when nobody is left to
 *   read the answer. A client that hung up after its body arrived whole gets neither
 *   `onResponse` (the answer never finishes) nor `onRequestAbort` (the request was not cut
 *   short), and its raw upload, EXIF and all, stayed on disk until the next restart;
 * - `onResponse`, a second net for an answer that skipped the first (removal happens once);
 * - `onRequestAbort`, for a body cut off while it was arriving.
 */
export function removeTempUploadsAfter(app: FastifyInstance): void {
  // The scope holds hot reads too (a case page): those, with no upload, pass straight through.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!tempFiles.has(request)) return done(null, payload);
    removeTempUploads(request).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  app.addHook('onResponse', removeTempUploads);
  app.addHook('onRequestAbort', removeTempUploads);
}

/**
 * An image streamed to a temporary file (removed with the request's answer), with the SHA-256
 * of its bytes for an Idempotency-Key's comparison, taken as they passed: the file is not read
 * again for it.
 */
export type TempImage = { path: string; bytes: number; sha256: string };

/** The bytes the format check reads (sniffImageFormat needs 8). */
const HEAD_BYTES = 16;

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
  await mkdir(TEMP_UPLOAD_DIR, { recursive: true, mode: PRIVATE_DIR_MODE });
  const target = path.join(TEMP_UPLOAD_DIR, randomUUID());
  const list = tempFiles.get(request) ?? [];
  list.push(target);
  tempFiles.set(request, list);
  const out = createWriteStream(target, { mode: PRIVATE_FILE_MODE });
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let bytes = 0;
  let checked = false;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      hash.update(chunk);
      if (!checked) {
        // Only the head is copied: a whole first chunk (up to 64 KB) is garbage for V8 to find.
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
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
    if (bytes === 0 && options.allowEmpty)
      return { path: target, bytes, sha256: hash.digest('hex') };
    if (!checked && !sniffImageFormat(head)) {
      throw new AppError('unsupported_media_type', MESSAGES.imageTypeNotAllowed);
    }
  } finally {
    out.end();
    await finished(out).catch(() => undefined);
  }
  return { path: target, bytes, sha256: hash.digest('hex') };
}
