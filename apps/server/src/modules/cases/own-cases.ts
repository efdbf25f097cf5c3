import { type CaseSummary, type CountryCode, LIMITS, MESSAGES } from '@forewarn/domain';
import { and, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { fixedLimit } from '../../db/fixed-limit.js';
import { perPool } from '../../db/per-pool.js';
import { cases } from '../../db/schema/index.js';
import { invalidInput } from '../../lib/app-error.js';
import { summaryQueryWithInstant, toSummaries } from './summary.js';
import type { Viewer } from './visibility.js';

// My Lodgements, a page at a time (docs/decisions/0068): newest first, ties broken by id, so
// one request costs the same for a lodger of 10 cases and of 2,000.

/**
 * Cards a page. A phone shows two or three cards a screen, so 24 is several screens before
 * "Show more", and most members (the bench's owners have 20 a country) see everything at once;
 * the page's images are fetched for these cases only.
 */
export const OWN_CASES_PAGE = LIMITS.ownCasesPageSize;

/** Where the next page starts: the last card's created_at in microseconds, and its id. */
type OwnCasesCursor = { at: number; id: string };

const CursorSchema = z
  .object({
    // Microseconds since 1970: created_at to PostgreSQL's full precision, which a Date lacks.
    at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    // A case id (lib/ids.ts newCaseId; the bench's and older ids are of the same alphabet).
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();

export function encodeOwnCasesCursor(cursor: OwnCasesCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor the previous page gave, or a 400 when it is not one this server made. */
export function decodeOwnCasesCursor(value: string): OwnCasesCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidInput(MESSAGES.listLinkOutOfDate);
  }
  const result = CursorSchema.safeParse(parsed);
  if (!result.success) throw invalidInput(MESSAGES.listLinkOutOfDate);
  return result.data;
}

/** Microseconds since 1970 as the ISO text PostgreSQL reads back exactly (6 decimals). */
function microsecondsText(at: number): string {
  const millis = Math.floor(at / 1000);
  const iso = new Date(millis).toISOString();
  return iso.replace('Z', `${String(at - millis * 1000).padStart(3, '0')}Z`);
}

// One row past the page says whether there is a next one. The order is the index's
// (cases_creator_country_idx: creator, country, created_at DESC NULLS LAST, id DESC), so the
// walk stops after those rows however many cases the lodger has; the cards' images are
// aggregated for the rows returned only.
// NULLS LAST on both (neither is ever null): the index is built so, and a plain DESC means NULLS
// FIRST, an order it cannot give (PostgreSQL does not reason from NOT NULL), so it would sort.
const order = sql`${cases.createdAt} DESC NULLS LAST, ${cases.id} DESC NULLS LAST`;

// Each value is read through a sub-select (an InitPlan), which the index walk takes as well as a
// parameter, so that the plans PostgreSQL makes for a statement's first five runs cannot see the
// values either: they then cost what the one generic plan costs, and that plan is kept. With the
// values in view, and statistics where some members have thousands of cases and most a handful,
// every run was planned afresh (0.2 ms of PostgreSQL's CPU, more than running it; the reason of
// db/fixed-limit.ts). search-plan.test.ts checks that both settle on a generic index walk.
const ofLodger = sql`${cases.creatorId} = (SELECT ${sql.placeholder('creatorId')}::uuid)
  AND ${cases.country} = (SELECT ${sql.placeholder('country')}::text)`;

const firstPage = perPool((db) =>
  summaryQueryWithInstant(db)
    .where(ofLodger)
    .orderBy(order)
    .limit(fixedLimit(OWN_CASES_PAGE + 1))
    .prepare('my_cases'),
);

const laterPage = perPool((db) =>
  summaryQueryWithInstant(db)
    .where(
      and(
        ofLodger,
        // A row comparison on the index's last two columns: the walk starts right after the
        // cursor's case, and cases lodged in the same microsecond are told apart by id.
        sql`(${cases.createdAt}, ${cases.id}) < (SELECT ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::text)`,
      ),
    )
    .orderBy(order)
    .limit(fixedLimit(OWN_CASES_PAGE + 1))
    .prepare('my_cases_after'),
);

export type OwnCasesPage = { cases: CaseSummary[]; nextCursor: string | null };

/**
 * My Lodgements: a page of the cards of the cases `creator` lodged in `country`, every one of
 * them (hidden, paused, resolved), newest first, after `cursor` when given; prepared statements
 * (DESIGN.md §6).
 */
export async function findOwnCases(
  db: Db,
  options: { creator: NonNullable<Viewer>; country: CountryCode; cursor?: string | undefined },
): Promise<OwnCasesPage> {
  const lodger = { creatorId: options.creator.id, country: options.country };
  const after = options.cursor === undefined ? null : decodeOwnCasesCursor(options.cursor);
  const rows = after
    ? await laterPage(db).execute({ ...lodger, at: microsecondsText(after.at), id: after.id })
    : await firstPage(db).execute(lodger);
  const page = rows.slice(0, OWN_CASES_PAGE);
  const last = page.at(-1);
  return {
    cases: toSummaries(page, options.creator),
    nextCursor:
      rows.length > OWN_CASES_PAGE && last
        ? // Below 2^53 (until the year 2255) the bigint is exact as a number.
          encodeOwnCasesCursor({ at: Number(last.createdAtMicros), id: last.id })
        : null,
  };
}
