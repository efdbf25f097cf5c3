import {
  type CaseDetail,
  type CountryCode,
  checkSubmissionLimit,
  DEFAULT_COUNTRY,
  isCountryCode,
  LIMITS,
  type LodgementRequest,
  lodgementSchema,
  MESSAGES,
  perIdentifier,
  validateImageCounts,
} from '@forewarn/domain';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, invalidInput, rateLimited } from '../../lib/app-error.js';
import { newCaseId } from '../../lib/ids.js';
import type { SessionUser } from '../../plugins/session.js';
import { networkOf } from '../rate-limits/client-address.js';
import { alertCaseShown } from '../watches/alerts.js';
import {
  type CasesDeps,
  checkTradeFlags,
  invalidFields,
  requestedCountry,
  withoutForeignBusinessNumbers,
} from './case-rules.js';
import { caseIdentifierRows } from './identifiers.js';
import { processAndStoreUploads, removeStoredImages, sortUploads, stamped } from './images.js';
import { type CaseForm, jsonField } from './multipart.js';
import { presentCaseDetail } from './presenter.js';
import * as repo from './repository.js';
import { viewerOf } from './visibility.js';

// Lodging a case: who may lodge and how often, and the one transaction that writes a case, its
// identifiers, its images and the submission record together.

/**
 * Lodging needs a verified email (DESIGN.md §1, decision 0022): the spec's limits are per user,
 * so without it throwaway accounts lodge without limit. Checked before the upload is read.
 */
export function assertMayLodge(user: SessionUser): void {
  if (!user.emailVerified) throw forbidden(MESSAGES.verifyEmailToLodge);
}

async function assertMaySubmit(db: DbOrTx, user: SessionUser, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LIMITS.submissionWindowMs);
  const limit = checkSubmissionLimit(await repo.submissionTimes(db, user.id, since), now, user);
  // The instant travels as data (issue 38, decision 0065) for the client to write in its
  // reader's zone; the spec's message itself says "in N hours" or "N minutes".
  if (limit) {
    throw rateLimited(limit.message, limit.retryAfterMs / 1000, {
      at: now.getTime() + limit.retryAfterMs,
    });
  }
}

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
    ...perIdentifier((kind) => input[kind.field] ?? ''),
    details: input.details,
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
  ip?: string,
): Promise<CaseDetail> {
  assertMayLodge(user);
  const { db } = deps.database;
  const raw = jsonField(form.fields, 'case');
  const country = requestedCountry(user, raw.country);
  const body = withoutForeignBusinessNumbers(raw, country);
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
  await assertMaySubmit(db, user, new Date());

  // A new account's case while sign-ups run above normal across the site waits for a moderator
  // (modules/crowd, issues 37 and 46): hidden, and marked held so its creator reads why. New is
  // the first day, or an account made in a crowd until it ages out or a moderator releases it.
  const crowd = deps.crowd;
  const held = crowd ? crowd.isNew(user) && (await crowd.elevated()) : false;
  const young = crowd?.isYoung(user) === true;

  const caseId = newCaseId();
  const imageRows = await processAndStoreUploads(
    deps.storage,
    { country, caseId },
    [
      ...uploads.main.map((file) => ({ kind: 'main' as const, file })),
      ...uploads.extra.map((file) => ({ kind: 'extra' as const, file })),
    ],
    'lodgement',
  );

  try {
    const { row, images } = await db.transaction(async (tx) => {
      await repo.lockUser(tx, user.id);
      const now = new Date();
      await assertMaySubmit(tx, user, now);
      const values = caseValues(input, { id: caseId, country, creatorId: user.id, createdAt: now });
      const written = await writeCase(
        tx,
        held
          ? // The lodger's network is kept with a held case, so a wave is released or removed
            // together (issue 48); it is dropped when the case is released.
            { ...values, hiddenAt: now, heldAt: now, heldNetwork: ip ? networkOf(ip) : null }
          : values,
        imageRows,
      );
      await repo.insertSubmission(tx, { userId: user.id, caseId, country, createdAt: now });
      // Watchers and the person named are told in the same transaction (issue 23).
      await alertCaseShown(tx, caseId);
      return written;
    });
    if (young) await crowd?.youngCaseLodged();
    return presentCaseDetail(row, user, images, viewerOf(user));
  } catch (error) {
    await removeStoredImages(deps.storage, imageRows, deps.log);
    throw error;
  }
}
