import type { Readable } from 'node:stream';
import {
  type CaseDetail,
  DEFAULT_COUNTRY,
  extraImageSlots,
  isCountryCode,
  isUuid,
  LIMITS,
  MESSAGES,
  TRANSPORT_MESSAGES,
} from '@forewarn/domain';
import { conflict, invalidInput, notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { type CasesDeps, CHANGE_MESSAGES, lockOwnCase } from './case-rules.js';
import { processAndStoreUploads, removeStoredImages, sortUploads, stamped } from './images.js';
import type { CaseForm } from './multipart.js';
import { getCaseDetail } from './read-service.js';
import * as repo from './repository.js';
import { viewableBy, viewerOf } from './visibility.js';

// A case's images after lodging: serving a file to whoever may see the case, and adding or
// deleting images (creator only), with storage and rows kept in step.

export async function imageFile(
  deps: CasesDeps,
  user: SessionUser | null,
  caseId: string,
  imageId: string,
  variant: ImageVariant,
): Promise<{ stream: Readable; size: number; contentType: string }> {
  const missing = () => notFound(TRANSPORT_MESSAGES.notFound);
  if (!isUuid(imageId)) throw missing();
  const image = await repo.findImage(deps.database.db, caseId, imageId, viewableBy(viewerOf(user)));
  if (!image) throw missing();
  const { key, contentType } = variantFile(image, variant);
  const object = await deps.storage.get(key);
  if (!object) throw missing();
  return { ...object, contentType };
}

/**
 * full: as stored; thumb: the card's JPEG; display: the case page's WebP of a main image, or
 * the full image where there is none (an extra image, a main image stored before renditions).
 */
export type ImageVariant = 'full' | 'thumb' | 'display';

function variantFile(
  image: repo.CaseImageRow,
  variant: ImageVariant,
): { key: string; contentType: string } {
  if (variant === 'thumb') return { key: image.thumbKey, contentType: 'image/jpeg' };
  if (variant === 'display' && image.displayKey) {
    return { key: image.displayKey, contentType: 'image/webp' };
  }
  return { key: image.storageKey, contentType: image.contentType };
}

/**
 * Spec §5, Images on the case page: a main image when the case has none ('Only one main image
 * can be uploaded.'), extras into the free slots only ('Maximum of 6 extra images reached.').
 * The case row is locked while the slots are counted, so two uploads cannot overfill it.
 */
export async function addImages(
  deps: CasesDeps,
  user: SessionUser,
  id: string,
  form: CaseForm,
): Promise<{ case: CaseDetail; warning: string | null }> {
  const { db } = deps.database;
  const uploads = sortUploads(form.files);
  if (uploads.main.length + uploads.extra.length === 0) {
    throw invalidInput(MESSAGES.invalidCaseData);
  }
  if (uploads.main.length > LIMITS.mainImages) throw invalidInput(MESSAGES.oneMainImage);

  // Refuse early, before any image work, when the answer is already known.
  const before = await db.transaction(async (tx) => {
    await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
    return repo.listImages(tx, id);
  });
  const hasMain = (images: repo.CaseImageRow[]) => images.some((i) => i.kind === 'main');
  if (uploads.main.length > 0 && hasMain(before)) throw conflict(MESSAGES.oneMainImage);
  const countExtras = (images: repo.CaseImageRow[]) =>
    images.filter((i) => i.kind === 'extra').length;
  const room = extraImageSlots(countExtras(before), uploads.extra.length + form.droppedExtras);
  const extras = uploads.extra.slice(0, room.accepted);

  let warning = room.warning;
  let rows: repo.CaseImageInsert[] = [];
  if (uploads.main.length + extras.length > 0) {
    const current = await repo.findCase(db, id, viewableBy(viewerOf(user)));
    if (!current) throw notFound(MESSAGES.caseNotFound);
    const country = isCountryCode(current.row.country) ? current.row.country : DEFAULT_COUNTRY;
    rows = await processAndStoreUploads(
      deps.storage,
      { country, caseId: id },
      [
        ...uploads.main.map((file) => ({ kind: 'main' as const, file })),
        ...extras.map((file) => ({ kind: 'extra' as const, file })),
      ],
      'case',
    );
  }

  let accepted: repo.CaseImageInsert[] = [];
  try {
    await db.transaction(async (tx) => {
      await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
      const existing = await repo.listImages(tx, id);
      const mains = rows.filter((r) => r.kind === 'main');
      if (mains.length > 0 && hasMain(existing)) throw conflict(MESSAGES.oneMainImage);
      const newExtras = rows.filter((r) => r.kind === 'extra');
      const slots = extraImageSlots(countExtras(existing), newExtras.length);
      warning ??= slots.warning;
      accepted = stamped([...mains, ...newExtras.slice(0, slots.accepted)], new Date());
      await repo.insertImages(tx, accepted);
      if (accepted.length > 0) await repo.updateCase(tx, id, {});
    });
  } catch (error) {
    await removeStoredImages(deps.storage, rows, deps.log);
    throw error;
  }
  const kept = new Set(accepted.map((r) => r.id));
  await removeStoredImages(
    deps.storage,
    rows.filter((r) => !kept.has(r.id)),
    deps.log,
  );
  return { case: await getCaseDetail(deps, user, id), warning };
}

export async function deleteImage(
  deps: CasesDeps,
  user: SessionUser,
  id: string,
  imageId: string,
): Promise<{ message: string }> {
  if (!isUuid(imageId)) throw notFound(TRANSPORT_MESSAGES.notFound);
  const [removed] = await deps.database.db.transaction(async (tx) => {
    await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
    return repo.deleteImageRows(tx, id, [imageId]);
  });
  if (!removed) throw notFound(TRANSPORT_MESSAGES.notFound);
  await removeStoredImages(deps.storage, [removed], deps.log);
  return { message: removed.kind === 'main' ? MESSAGES.mainImageDeleted : MESSAGES.imageDeleted };
}
