import { randomUUID } from 'node:crypto';
import { type CountryCode, type ImageContext, MESSAGES } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage/storage.js';
import { AppError, invalidInput } from '../../lib/app-error.js';
import { type ProcessedImage, processImage } from '../../lib/images/process-image.js';
import type { UploadedFile } from './multipart.js';
import type { CaseImageInsert } from './repository.js';

// Case images between the upload and the database: checked and re-encoded by processImage,
// written to storage before the transaction that records them, and removed again when that
// transaction fails (or after it commits a deletion), so no row ever points at nothing for long
// and no file outlives its case.

export type ImageKind = 'main' | 'extra';

const IMAGE_FIELDS = { mainImage: 'main', extraImages: 'extra' } as const;

export function sortUploads(files: readonly UploadedFile[]): {
  main: UploadedFile[];
  extra: UploadedFile[];
} {
  const main: UploadedFile[] = [];
  const extra: UploadedFile[] = [];
  for (const file of files) {
    const kind = IMAGE_FIELDS[file.field as keyof typeof IMAGE_FIELDS];
    if (kind === 'main') main.push(file);
    else if (kind === 'extra') extra.push(file);
    else throw invalidInput(MESSAGES.invalidCaseData);
  }
  return { main, extra };
}

/** Rows inserted together keep their upload order (the page lists images by creation time). */
export function stamped<T>(rows: readonly T[], now: Date): (T & { createdAt: Date })[] {
  return rows.map((row, i) => ({ ...row, createdAt: new Date(now.getTime() + i) }));
}

/** Keys follow spec §7 (Storage) in spirit: '{country}/{caseId}/main' and '.../extras'. */
function imageKeys(country: CountryCode, caseId: string, kind: ImageKind, id: string, ext: string) {
  const folder = `${country}/${caseId}/${kind === 'main' ? 'main' : 'extras'}`;
  return {
    storageKey: `${folder}/${id}.${ext}`,
    thumbKey: `${folder}/${id}_thumb.jpg`,
    displayKey: `${folder}/${id}_display.webp`,
  };
}

/** The spec words the size error differently on the lodgement form and on the case page. */
function messagesFor(context: ImageContext) {
  return {
    tooLarge: context === 'lodgement' ? MESSAGES.imageTooLarge : MESSAGES.imageSizeExceeded,
    wrongType: MESSAGES.imageTypeNotAllowed,
  };
}

/**
 * Checks, re-encodes and stores uploads one at a time, so a request holds one image in memory
 * at a time whatever it sent (the others wait in their temporary files); on failure removes
 * what it stored and rethrows.
 */
export async function processAndStoreUploads(
  storage: Storage,
  target: { country: CountryCode; caseId: string },
  uploads: readonly { kind: ImageKind; file: UploadedFile }[],
  context: ImageContext,
): Promise<CaseImageInsert[]> {
  const messages = messagesFor(context);
  // Every file is checked for size before any work, as processUploads does.
  if (uploads.some(({ file }) => file.truncated))
    throw new AppError('too_large', messages.tooLarge);
  const rows: CaseImageInsert[] = [];
  try {
    for (const { kind, file } of uploads) {
      const image = await processImage(file.path, messages, 'case', { display: kind === 'main' });
      rows.push(...(await storeImages(storage, target, [{ kind, image }])));
    }
    return rows;
  } catch (error) {
    await removeStoredImages(storage, rows);
    throw error;
  }
}

/** Writes processed images to storage; on failure removes what it wrote and rethrows. */
export async function storeImages(
  storage: Storage,
  target: { country: CountryCode; caseId: string },
  images: readonly { kind: ImageKind; image: ProcessedImage }[],
): Promise<CaseImageInsert[]> {
  const rows: CaseImageInsert[] = [];
  try {
    for (const { kind, image } of images) {
      const id = randomUUID();
      const keys = imageKeys(target.country, target.caseId, kind, id, image.extension);
      const row: CaseImageInsert = {
        id,
        caseId: target.caseId,
        kind,
        storageKey: keys.storageKey,
        thumbKey: keys.thumbKey,
        displayKey: image.display ? keys.displayKey : null,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.full.length,
      };
      rows.push(row);
      await storage.put(keys.storageKey, image.full);
      await storage.put(keys.thumbKey, image.thumb);
      if (image.display) await storage.put(keys.displayKey, image.display);
    }
    return rows;
  } catch (error) {
    await removeStoredImages(storage, rows);
    throw error;
  }
}

/**
 * Best-effort removal of stored files (a missing object is not an error). A failure is logged,
 * never thrown: the database change it follows has already happened.
 */
export async function removeStoredImages(
  storage: Storage,
  images: readonly { storageKey: string; thumbKey: string; displayKey?: string | null }[],
  log?: FastifyBaseLogger,
): Promise<void> {
  await removeStoredKeys(storage, images.flatMap(imageFileKeys), log);
}

/** Every file stored for one case image. */
export function imageFileKeys(image: {
  storageKey: string;
  thumbKey: string;
  displayKey?: string | null;
}): string[] {
  return image.displayKey
    ? [image.storageKey, image.thumbKey, image.displayKey]
    : [image.storageKey, image.thumbKey];
}

export async function removeStoredKeys(
  storage: Storage,
  keys: readonly string[],
  log?: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const [i, result] of results.entries()) {
    if (result.status === 'rejected') {
      log?.warn({ err: result.reason, key: keys[i] }, 'could not remove a stored file');
    }
  }
}
