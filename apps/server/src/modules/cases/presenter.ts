import {
  ANONYMOUS_AUTHOR,
  type CaseDetail,
  isCountryCode,
  maskAddress,
  maskFreeText,
  maskHandle,
  maskIdentifier,
  maskName,
  perIdentifier,
  tradeBadges,
} from '@forewarn/domain';
import { freeTextContext } from './free-text.js';
import { imageRef, mainImageRef } from './summary.js';
import type { CaseAuthor, CaseImageRow, CaseRow } from './types.js';
import { moderationShown, type Viewer } from './visibility.js';

// The case page (spec §2, §6): the one door through which a case's details leave the server.
// Everyone but the creator gets the masked values, free text included (title, details,
// address); the creator gets the full ones, to edit them.
// The creator's id never leaves, and their username only when they chose to be named.

/** An empty value stays empty: masking '' must not invent '**'. */
const masked = (value: string, mask: (v: string) => string) => (value === '' ? '' : mask(value));

export type { CaseAuthor } from './types.js';

export function presentCaseDetail(
  row: CaseRow,
  creator: CaseAuthor | null,
  images: readonly CaseImageRow[],
  viewer: Viewer,
): CaseDetail {
  const isOwner = viewer !== null && viewer.id === row.creatorId;
  const show = (value: string, mask: (v: string) => string) =>
    isOwner ? value : masked(value, mask);
  // Free text can name the person too: its phone numbers, emails and surname are masked for
  // everyone but the creator (issue 14 §2; docs/decisions/0018).
  const context = freeTextContext(row);
  const free = (value: string) => (isOwner ? value : maskFreeText(value, context));
  // Each identifier as its kind masks it (a number in its country's own shape, then masked:
  // the bell and the email show the same).
  const country = isCountryCode(row.country) ? row.country : 'AU';
  const identifiers = perIdentifier((kind) =>
    isOwner ? row[kind.field] : maskIdentifier(kind, row[kind.field], country),
  );
  const main = images.find((image) => image.kind === 'main');
  const anonymous = row.postAnonymously || !creator?.username;

  return {
    id: row.id,
    country: row.country,
    title: free(row.title),
    author: anonymous || !creator?.username ? ANONYMOUS_AUTHOR : creator.username,
    authorBadges: creator ? tradeBadges(creator, { anonymous }) : [],
    name: show(row.name, maskName),
    address: isOwner ? row.address : free(maskAddress(row.address)),
    ...identifiers,
    details: free(row.details),
    instagram: show(row.instagram, maskHandle),
    tiktok: show(row.tiktok, maskHandle),
    postAnonymously: row.postAnonymously,
    visibleToPlumbers: row.visibleToPlumbers,
    visibleToElectricians: row.visibleToElectricians,
    mainImage: main
      ? { ...mainImageRef(row.id, main.id), width: main.width, height: main.height }
      : null,
    extraImages: images
      .filter((image) => image.kind === 'extra')
      .map((image) => imageRef(row.id, image.id)),
    paused: row.paused,
    resolved: row.resolvedAt !== null,
    hidden: row.hiddenAt !== null,
    archived: row.archivedAt !== null,
    ...moderationShown(row, viewer, 'creator and moderators'),
    isOwner,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
