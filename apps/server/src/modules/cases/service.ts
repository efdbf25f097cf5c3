import type { Readable } from 'node:stream';
import {
  BUSINESS_NUMBER_FIELDS,
  type CaseDetail,
  type CaseSummary,
  COUNTRIES,
  type CountryCode,
  caseEditSchemaFor,
  checkSubmissionLimit,
  DEFAULT_COUNTRY,
  extraImageSlots,
  isCountryCode,
  LIMITS,
  type LodgementRequest,
  lodgementSchema,
  MESSAGES,
  validateImageCounts,
  zodFieldErrors,
} from '@forewarn/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Database, DbOrTx } from '../../db/client.js';
import { cases } from '../../db/schema/index.js';
import {
  type AppError,
  conflict,
  forbidden,
  invalidInput,
  notFound,
  rateLimited,
} from '../../lib/app-error.js';
import { newCaseId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/session.js';
import { caseIdentifierRows } from './identifiers.js';
import {
  type ImageKind,
  processUploads,
  removeStoredImages,
  removeStoredKeys,
  storeImages,
} from './images.js';
import { type CaseForm, jsonField, type UploadedFile } from './multipart.js';
import { presentCaseDetail } from './presenter.js';
import * as repo from './repository.js';
import { selectCaseSummaries } from './summary.js';
import { viewableBy, viewerOf } from './visibility.js';

// The rules of cases: who may lodge, read, change and remove them, and the transactions that
// keep a case, its identifiers, its images and the submission records in step.

export type CasesDeps = {
  database: Database;
  storage: Storage;
  log?: FastifyBaseLogger;
};

function countryOf(user: SessionUser): CountryCode {
  return isCountryCode(user.country) ? user.country : DEFAULT_COUNTRY;
}

/** Only the business-number fields of the case's country are kept (spec §9). */
function withoutForeignBusinessNumbers(
  body: Record<string, unknown>,
  country: CountryCode,
): Record<string, unknown> {
  const own: readonly string[] = COUNTRIES[country].businessNumberFields;
  const copy = { ...body };
  for (const field of BUSINESS_NUMBER_FIELDS) if (!own.includes(field)) delete copy[field];
  return copy;
}

/** A 400 carrying every field's first message; `preferred` leads when any field has it. */
function invalidFields(error: z.ZodError, preferred?: string): AppError {
  const fields = zodFieldErrors(error);
  const message =
    preferred && error.issues.some((issue) => issue.message === preferred)
      ? preferred
      : (Object.values(fields)[0] ?? MESSAGES.invalidCaseData);
  return invalidInput(message, fields);
}

/** Trade restrictions (DESIGN.md §1) may be switched on only by a holder of that verification. */
function checkTradeFlags(
  user: SessionUser,
  wanted: { visibleToPlumbers?: boolean | undefined; visibleToElectricians?: boolean | undefined },
  current: { visibleToPlumbers: boolean; visibleToElectricians: boolean } = {
    visibleToPlumbers: false,
    visibleToElectricians: false,
  },
): void {
  if (wanted.visibleToPlumbers && !current.visibleToPlumbers && !user.verifiedPlumber) {
    throw invalidInput(MESSAGES.tradeVisibilityPlumbers, {
      visibleToPlumbers: MESSAGES.tradeVisibilityPlumbers,
    });
  }
  if (wanted.visibleToElectricians && !current.visibleToElectricians && !user.verifiedElectrician) {
    throw invalidInput(MESSAGES.tradeVisibilityElectricians, {
      visibleToElectricians: MESSAGES.tradeVisibilityElectricians,
    });
  }
}

const IMAGE_FIELDS = { mainImage: 'main', extraImages: 'extra' } as const;

function sortUploads(files: readonly UploadedFile[]): {
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
function stamped<T>(rows: readonly T[], now: Date): (T & { createdAt: Date })[] {
  return rows.map((row, i) => ({ ...row, createdAt: new Date(now.getTime() + i) }));
}

async function assertMaySubmit(db: DbOrTx, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LIMITS.submissionWindowMs);
  const limit = checkSubmissionLimit(await repo.submissionTimes(db, userId, since), now);
  if (limit) throw rateLimited(limit.message, limit.retryAfterMs / 1000);
}

// ---------------------------------------------------------------------------------------------
// Lodging

/** The row of a lodged case: its checked fields, with '' for every field left out. */
export function caseValues(
  input: LodgementRequest,
  meta: { id: string; country: CountryCode; creatorId: string; createdAt: Date },
): repo.CaseInsert {
  return {
    id: meta.id,
    country: meta.country,
    title: input.title,
    name: input.name,
    address: input.address ?? '',
    number: input.number,
    alternateNumber: input.alternateNumber ?? '',
    email: input.email ?? '',
    postcode: input.postcode ?? '',
    details: input.details,
    abn: input.abn ?? '',
    acn: input.acn ?? '',
    nzbn: input.nzbn ?? '',
    businessIdentificationNumber: input.businessIdentificationNumber ?? '',
    instagram: input.instagram ?? '',
    tiktok: input.tiktok ?? '',
    postAnonymously: input.postAnonymously,
    visibleToPlumbers: input.visibleToPlumbers,
    visibleToElectricians: input.visibleToElectricians,
    creatorId: meta.creatorId,
    createdAt: meta.createdAt,
    updatedAt: meta.createdAt,
  };
}

/**
 * Writes a checked case with its searchable identifiers and its (already stored) images, in the
 * caller's transaction. The lodgement route and the demo data both come through here.
 */
export async function writeCase(
  tx: DbOrTx,
  values: repo.CaseInsert,
  images: readonly repo.CaseImageInsert[],
): Promise<{ row: repo.CaseRow; images: repo.CaseImageRow[] }> {
  const row = await repo.insertCase(tx, values);
  const country = isCountryCode(row.country) ? row.country : DEFAULT_COUNTRY;
  await repo.insertIdentifiers(tx, caseIdentifierRows(row.id, country, row));
  const stampedImages = stamped(images, row.createdAt);
  await repo.insertImages(tx, stampedImages);
  return { row, images: stampedImages as repo.CaseImageRow[] };
}

/**
 * Spec §5, Lodgement form and Rate limits. Everything is checked before anything is written;
 * the images are stored, then one transaction locks the user's row, checks the rate limits
 * against the submissions already committed, and writes the case, its identifiers, its images
 * and the submission record. If that fails the stored files are removed: never a half case.
 */
export async function lodgeCase(
  deps: CasesDeps,
  user: SessionUser,
  form: CaseForm,
): Promise<CaseDetail> {
  const { db } = deps.database;
  const country = countryOf(user);
  const body = withoutForeignBusinessNumbers(jsonField(form.fields, 'case'), country);
  const parsed = lodgementSchema.safeParse({ ...body, country });
  if (!parsed.success) throw invalidFields(parsed.error);
  const input = parsed.data;
  checkTradeFlags(user, input);

  const uploads = sortUploads(form.files);
  const countError = validateImageCounts({
    main: uploads.main.length,
    extra: uploads.extra.length,
  });
  if (countError) {
    const field = uploads.main.length > LIMITS.mainImages ? 'mainImage' : 'extraImages';
    throw invalidInput(countError, { [field]: countError });
  }

  // A quick answer before the image work; the check that counts is inside the transaction.
  await assertMaySubmit(db, user.id, new Date());

  const processed = await processUploads([...uploads.main, ...uploads.extra], 'lodgement');
  const caseId = newCaseId();
  const kinds: ImageKind[] = [
    ...uploads.main.map(() => 'main' as const),
    ...uploads.extra.map(() => 'extra' as const),
  ];
  const imageRows = await storeImages(
    deps.storage,
    { country, caseId },
    processed.map((image, i) => ({ kind: kinds[i] ?? 'extra', image })),
  );

  try {
    const { row, images } = await db.transaction(async (tx) => {
      await repo.lockUser(tx, user.id);
      const now = new Date();
      await assertMaySubmit(tx, user.id, now);
      const written = await writeCase(
        tx,
        caseValues(input, { id: caseId, country, creatorId: user.id, createdAt: now }),
        imageRows,
      );
      await repo.insertSubmission(tx, { userId: user.id, caseId, country, createdAt: now });
      return written;
    });
    return presentCaseDetail(row, user, images, viewerOf(user));
  } catch (error) {
    await removeStoredImages(deps.storage, imageRows, deps.log);
    throw error;
  }
}

/** Whether the user may lodge now (the lodgement page asks before the form is filled in). */
export async function submissionStatus(
  deps: CasesDeps,
  user: SessionUser,
): Promise<{ message: string | null; retryAfterSeconds: number | null }> {
  const now = new Date();
  const since = new Date(now.getTime() - LIMITS.submissionWindowMs);
  const limit = checkSubmissionLimit(
    await repo.submissionTimes(deps.database.db, user.id, since),
    now,
  );
  return limit
    ? { message: limit.message, retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) }
    : { message: null, retryAfterSeconds: null };
}

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * Spec §4, Case detail: stored images are checked on load; a row whose file is gone is
 * dropped (a missing main image is cleared, missing extras removed).
 */
async function presentImages(
  deps: CasesDeps,
  caseId: string,
  images: repo.CaseImageRow[],
): Promise<repo.CaseImageRow[]> {
  // A storage that cannot answer (a mount gone, an I/O error) must not cost a case its images:
  // only a definite "missing" drops a row.
  const present = await Promise.all(
    images.map((i) => deps.storage.exists(i.storageKey).catch(() => true)),
  );
  const missing = images.filter((_, i) => !present[i]);
  if (missing.length > 0) {
    deps.log?.warn({ caseId, images: missing.map((m) => m.id) }, 'dropping missing case images');
    await repo.deleteImageRows(
      deps.database.db,
      caseId,
      missing.map((m) => m.id),
    );
    await removeStoredKeys(
      deps.storage,
      missing.map((m) => m.thumbKey),
      deps.log,
    );
  }
  return images.filter((_, i) => present[i]);
}

export async function getCaseDetail(
  deps: CasesDeps,
  user: SessionUser | null,
  id: string,
): Promise<CaseDetail> {
  const { db } = deps.database;
  const viewer = viewerOf(user);
  const found = viewer
    ? await repo.findCaseWithImages(db, id, viewableBy(viewer))
    : await repo.findCaseWithImagesForVisitor(db, id);
  if (!found) throw notFound(MESSAGES.findingCaseData);
  const images = await presentImages(deps, id, found.images);
  return presentCaseDetail(found.row, found.creator, images, viewer);
}

export async function myCases(
  deps: CasesDeps,
  user: SessionUser,
): Promise<{ country: CountryCode; cases: CaseSummary[] }> {
  const country = countryOf(user);
  const summaries = await selectCaseSummaries(deps.database.db, {
    where: and(eq(cases.creatorId, user.id), eq(cases.country, country)) as SQL,
    orderBy: [desc(cases.createdAt)],
    limit: 500,
    viewer: viewerOf(user),
  });
  return { country, cases: summaries };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function imageFile(
  deps: CasesDeps,
  user: SessionUser | null,
  caseId: string,
  imageId: string,
  variant: 'full' | 'thumb',
): Promise<{ stream: Readable; size: number; contentType: string }> {
  const missing = () => notFound('Not found.');
  if (!UUID.test(imageId)) throw missing();
  const image = await repo.findImage(deps.database.db, caseId, imageId, viewableBy(viewerOf(user)));
  if (!image) throw missing();
  const key = variant === 'thumb' ? image.thumbKey : image.storageKey;
  const object = await deps.storage.get(key);
  if (!object) throw missing();
  return {
    ...object,
    contentType: variant === 'thumb' ? 'image/jpeg' : image.contentType,
  };
}

// ---------------------------------------------------------------------------------------------
// Changing (creator only)

/**
 * The case the user may change, locked for the rest of the transaction: 404 with `notFoundMessage`
 * when they cannot see it, 403 with `forbiddenMessage` when it is not theirs.
 */
async function lockOwnCase(
  tx: DbOrTx,
  user: SessionUser,
  id: string,
  messages: { notFound: string; forbidden: string },
): Promise<repo.CaseRow> {
  const row = await repo.lockCase(tx, id, viewableBy(viewerOf(user)));
  if (!row) throw notFound(messages.notFound);
  if (row.creatorId !== user.id) throw forbidden(messages.forbidden);
  return row;
}

const CHANGE_MESSAGES = {
  notFound: MESSAGES.findingCaseData,
  forbidden: MESSAGES.onlyCreatorCanChange,
};

/**
 * Spec §5, Case edit: the fields sent are checked with the lodgement rules, profanity answering
 * 'Swear words are not allowed.'; the identifiers are rewritten in the same transaction.
 */
export async function editCase(
  deps: CasesDeps,
  user: SessionUser,
  id: string,
  body: Record<string, unknown>,
): Promise<CaseDetail> {
  const { db } = deps.database;
  const { row, images } = await db.transaction(async (tx) => {
    const current = await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
    const country = isCountryCode(current.country) ? current.country : DEFAULT_COUNTRY;
    const parsed = caseEditSchemaFor(country).safeParse(
      withoutForeignBusinessNumbers(body, country),
    );
    if (!parsed.success) throw invalidFields(parsed.error, MESSAGES.caseEditProfanity);
    checkTradeFlags(user, parsed.data, current);

    const changes = Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value !== undefined),
    ) as Partial<repo.CaseInsert>;
    const row = await repo.updateCase(tx, id, changes);
    await repo.replaceIdentifiers(tx, id, caseIdentifierRows(id, country, row));
    return { row, images: await repo.listImages(tx, id) };
  });
  return presentCaseDetail(row, user, images, viewerOf(user));
}

/** Spec §4, Case paused: only the creator toggles it. */
export async function setPaused(
  deps: CasesDeps,
  user: SessionUser,
  id: string,
  paused: boolean,
): Promise<{ paused: boolean; message: string }> {
  await deps.database.db.transaction(async (tx) => {
    await lockOwnCase(tx, user, id, {
      notFound: MESSAGES.togglePauseInvalidCaseId,
      forbidden: MESSAGES.onlyCreatorCanPause,
    });
    await repo.updateCase(tx, id, { paused });
  });
  return { paused, message: paused ? MESSAGES.casePaused : MESSAGES.caseUnpaused };
}

/** DESIGN.md §1: the creator marks a case Resolved (it leaves every list) or reopens it. */
export async function setResolved(
  deps: CasesDeps,
  user: SessionUser,
  id: string,
  resolved: boolean,
): Promise<{ resolved: boolean; message: string }> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
    // Resolving twice keeps the first date.
    const resolvedAt = resolved ? (row.resolvedAt ?? new Date()) : null;
    await repo.updateCase(tx, id, { resolvedAt });
  });
  return { resolved, message: resolved ? MESSAGES.caseResolved : MESSAGES.caseReopened };
}

/**
 * Removes the case; its identifiers, images and comments go with it (foreign keys cascade). The
 * stored files are removed after the commit, so a failed delete leaves the case whole.
 */
export async function deleteCase(deps: CasesDeps, user: SessionUser, id: string): Promise<void> {
  const { images, commentKeys } = await deps.database.db.transaction(async (tx) => {
    await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
    const images = await repo.listImages(tx, id);
    const commentKeys = await repo.commentImageKeys(tx, id);
    await repo.deleteCaseRow(tx, id);
    return { images, commentKeys };
  });
  await removeStoredImages(deps.storage, images, deps.log);
  await removeStoredKeys(deps.storage, commentKeys, deps.log);
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
    const processed = await processUploads([...uploads.main, ...extras], 'case');
    const current = await repo.findCase(db, id, viewableBy(viewerOf(user)));
    if (!current) throw notFound(MESSAGES.findingCaseData);
    const country = isCountryCode(current.row.country) ? current.row.country : DEFAULT_COUNTRY;
    rows = await storeImages(
      deps.storage,
      { country, caseId: id },
      processed.map((image, i) => ({ kind: i < uploads.main.length ? 'main' : 'extra', image })),
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
  if (!UUID.test(imageId)) throw notFound('Not found.');
  const [removed] = await deps.database.db.transaction(async (tx) => {
    await lockOwnCase(tx, user, id, CHANGE_MESSAGES);
    return repo.deleteImageRows(tx, id, [imageId]);
  });
  if (!removed) throw notFound('Not found.');
  await removeStoredImages(deps.storage, [removed], deps.log);
  return { message: removed.kind === 'main' ? MESSAGES.mainImageDeleted : MESSAGES.imageDeleted };
}
