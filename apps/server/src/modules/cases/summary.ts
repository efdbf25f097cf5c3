import {
  ANONYMOUS_AUTHOR,
  type CaseSummary,
  type ImageRef,
  LIMITS,
  maskCardName,
  maskFreeText,
  tradeBadges,
} from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { caseImages, cases, users } from '../../db/schema/index.js';
import { freeTextContext } from './free-text.js';
import { moderationShown, type Viewer } from './visibility.js';

// The case card (spec §2): what a list of cases shows. Masked for everyone, the creator
// included: the card never carries a full name, number, email, address or business number.
// Its title is free text, masked like the case page's for everyone but the creator.

export function imageRef(caseId: string, imageId: string): ImageRef {
  const base = `/api/cases/${encodeURIComponent(caseId)}/images/${imageId}`;
  return { id: imageId, url: base, thumbUrl: `${base}?variant=thumb` };
}

/** The case page's main image: `displayUrl` for the page, `url` for the full image. */
export function mainImageRef(caseId: string, imageId: string): ImageRef & { displayUrl: string } {
  const ref = imageRef(caseId, imageId);
  return { ...ref, displayUrl: `${ref.url}?variant=display` };
}

const summaryColumns = {
  id: cases.id,
  country: cases.country,
  title: cases.title,
  name: cases.name,
  instagram: cases.instagram,
  tiktok: cases.tiktok,
  address: cases.address,
  postcode: cases.postcode,
  postAnonymously: cases.postAnonymously,
  paused: cases.paused,
  resolvedAt: cases.resolvedAt,
  archivedAt: cases.archivedAt,
  hiddenAt: cases.hiddenAt,
  hiddenReason: cases.hiddenReason,
  heldAt: cases.heldAt,
  creatorId: cases.creatorId,
  createdAt: cases.createdAt,
  creatorUsername: users.username,
  verifiedPlumber: users.verifiedPlumber,
  verifiedElectrician: users.verifiedElectrician,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'];
} & {
  creatorUsername: string | null;
};

type CardImage = { id: string; caseId: string; kind: string };

/** A case's images in upload order, aggregated in the same statement as the case. */
const cardImages = sql<CardImage[]>`coalesce((
  SELECT json_agg(json_build_object('id', ci.id, 'caseId', ci.case_id, 'kind', ci.kind)
                  ORDER BY ci.created_at)
  FROM ${caseImages} ci WHERE ci.case_id = ${cases.id}), '[]'::json)`;

/** The card query without its filter: cases, their authors and their images in one statement. */
export function summaryQuery(db: DbOrTx) {
  return db
    .select({ ...summaryColumns, images: cardImages })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.creatorId));
}

/**
 * The card query with each case's created_at in microseconds since 1970, as text (a bigint):
 * a paging cursor must carry PostgreSQL's full precision, which a Date (milliseconds) lacks.
 */
export function summaryQueryWithInstant(db: DbOrTx) {
  return db
    .select({
      ...summaryColumns,
      images: cardImages,
      createdAtMicros: sql<string>`(extract(epoch from ${cases.createdAt}) * 1000000)::bigint::text`,
    })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.creatorId));
}

type SummaryQueryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

export function toSummaries(rows: SummaryQueryRow[], viewer: Viewer): CaseSummary[] {
  return rows.map(({ images, ...row }) => presentCaseSummary(row as SummaryRow, images, viewer));
}

export function presentCaseSummary(
  row: SummaryRow,
  images: { id: string; caseId: string; kind: string }[],
  viewer: Viewer,
): CaseSummary {
  const own = images.filter((image) => image.caseId === row.id);
  const main = own.find((image) => image.kind === 'main');
  const anonymous = row.postAnonymously || row.creatorUsername === null;
  const isOwner = viewer !== null && viewer.id === row.creatorId;
  return {
    id: row.id,
    country: row.country,
    title: isOwner ? row.title : maskFreeText(row.title, freeTextContext(row)),
    maskedName: maskCardName(row.name),
    postcode: row.postcode,
    author: anonymous ? ANONYMOUS_AUTHOR : (row.creatorUsername ?? ANONYMOUS_AUTHOR),
    authorBadges: tradeBadges(row, { anonymous }),
    mainImage: main ? imageRef(row.id, main.id) : null,
    extraImages: own
      .filter((image) => image.kind === 'extra')
      .slice(0, LIMITS.cardExtraImages)
      .map((image) => imageRef(row.id, image.id)),
    paused: row.paused,
    resolved: row.resolvedAt !== null,
    archived: row.archivedAt !== null,
    ...moderationShown(row, viewer, 'creator'),
    isOwner,
    createdAt: row.createdAt.toISOString(),
  };
}
