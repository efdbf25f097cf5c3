import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { caseIdentifiers, cases } from '../../db/schema/index.js';
import { summaryQuery, toSummaries } from '../cases/summary.js';
import {
  listedTo,
  listedToPlaceholders,
  type Viewer,
  viewerPlaceholders,
} from '../cases/visibility.js';

/**
 * The listed cases of a country with an identifier equal to one of `keys` (already
 * normalized by searchKeys), newest first. One statement: the semi-join on case_identifiers
 * walks case_identifiers_lookup_idx (country, value) and yields each case once, however many of
 * its identifiers match.
 */
export function findListedByIdentifiers(
  db: Db,
  options: { country: CountryCode; keys: string[]; viewer: Viewer; limit: number },
): Promise<CaseSummary[]> {
  const { country, keys, viewer, limit } = options;
  if (viewer === null) {
    return visitorSearch(db)
      .execute({ country, keys, limit })
      .then((rows) => toSummaries(rows, null));
  }
  return preparedFor(signedInSearches, db, prepareSignedInSearch)
    .execute({ country, keys, limit, ...viewerPlaceholders(viewer) })
    .then((rows) => toSummaries(rows, viewer));
}

/** One prepared statement per pool and kind: made on first use, kept for the pool's life. */
function preparedFor<T>(cache: WeakMap<Db, T>, db: Db, prepare: (db: Db) => T): T {
  let prepared = cache.get(db);
  if (!prepared) {
    prepared = prepare(db);
    cache.set(db, prepared);
  }
  return prepared;
}

function identifierMatches() {
  return sql`${cases.id} IN (SELECT ${caseIdentifiers.caseId} FROM ${caseIdentifiers}
    WHERE ${caseIdentifiers.country} = ${sql.placeholder('country')}
      AND ${caseIdentifiers.value} = ANY(${sql.placeholder('keys')}))`;
}

// Signed-in searches and lists: the viewer is a placeholder too, so they are prepared as the
// visitors' are (building a statement with Drizzle costs more than running it).
const signedInSearches = new WeakMap<Db, ReturnType<typeof prepareSignedInSearch>>();

function prepareSignedInSearch(db: Db) {
  return summaryQuery(db)
    .where(
      and(
        eq(cases.country, sql.placeholder('country')),
        identifierMatches(),
        listedToPlaceholders(),
      ),
    )
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(sql.placeholder('limit'))
    .prepare('search_cases_signed_in');
}

const signedInRecents = new WeakMap<Db, ReturnType<typeof prepareSignedInRecent>>();

function prepareSignedInRecent(db: Db) {
  return summaryQuery(db)
    .where(and(eq(cases.country, sql.placeholder('country')), listedToPlaceholders()))
    .orderBy(sql`${cases.createdAt} DESC NULLS LAST`)
    .limit(sql.placeholder('limit'))
    .prepare('recent_cases_signed_in');
}

// Most searches come from visitors, whose visibility rule has no parameters: that statement is
// prepared once per pool (DESIGN.md §6: Drizzle's builder costs as much as the lookup itself).
const visitorSearches = new WeakMap<Db, ReturnType<typeof prepareVisitorSearch>>();

function prepareVisitorSearch(db: Db) {
  const matching = db
    .select({ caseId: caseIdentifiers.caseId })
    .from(caseIdentifiers)
    .where(
      and(
        eq(caseIdentifiers.country, sql.placeholder('country')),
        sql`${caseIdentifiers.value} = ANY(${sql.placeholder('keys')})`,
      ),
    );
  return summaryQuery(db)
    .where(
      and(
        eq(cases.country, sql.placeholder('country')),
        inArray(cases.id, matching),
        listedTo(null),
      ),
    )
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(sql.placeholder('limit'))
    .prepare('search_cases_visitor');
}

function visitorSearch(db: Db) {
  return preparedFor(visitorSearches, db, prepareVisitorSearch);
}

const visitorRecents = new WeakMap<Db, ReturnType<typeof prepareVisitorRecent>>();

function prepareVisitorRecent(db: Db) {
  return summaryQuery(db)
    .where(and(eq(cases.country, sql.placeholder('country')), listedTo(null)))
    .orderBy(sql`${cases.createdAt} DESC NULLS LAST`)
    .limit(sql.placeholder('limit'))
    .prepare('recent_cases_visitor');
}

function visitorRecent(db: Db) {
  return preparedFor(visitorRecents, db, prepareVisitorRecent);
}

/**
 * The newest listed cases of a country: an ordered walk of cases_recent_idx, whose predicate
 * listedTo implies, stopping after `limit` rows. The index is (country, created_at DESC NULLS
 * LAST) and a plain ORDER BY created_at DESC means NULLS FIRST in PostgreSQL, which that index
 * cannot serve (created_at being NOT NULL does not help): the query must say NULLS LAST.
 */
export function findRecentListed(
  db: Db,
  options: { country: CountryCode; viewer: Viewer; limit: number },
): Promise<CaseSummary[]> {
  const { country, viewer, limit } = options;
  if (viewer === null) {
    return visitorRecent(db)
      .execute({ country, limit })
      .then((rows) => toSummaries(rows, null));
  }
  return preparedFor(signedInRecents, db, prepareSignedInRecent)
    .execute({ country, limit, ...viewerPlaceholders(viewer) })
    .then((rows) => toSummaries(rows, viewer));
}
