import { type CaseSummary, type CountryCode, LIMITS } from '@forewarn/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fixedLimit } from '../../db/fixed-limit.js';
import { perPool } from '../../db/per-pool.js';
import { caseIdentifiers, cases } from '../../db/schema/index.js';
import { summaryQuery, toSummaries } from '../cases/summary.js';
import {
  listedTo,
  listedToPlaceholders,
  type Viewer,
  viewerPlaceholders,
} from '../cases/visibility.js';

/** A search answers at most this many cards (the domain's LIMITS.searchResultsMax). */
export const SEARCH_RESULTS_MAX = LIMITS.searchResultsMax;

/** searchKeys gives at most 3 keys (a phone number, a business number, a postcode). */
const SEARCH_KEYS_MAX = 3;

// The statements below are written so that PostgreSQL settles on one generic plan for each:
// the limit in the statement, the keys as three scalars (db/fixed-limit.ts says why).

/** The keys as SEARCH_KEYS_MAX placeholders, the first repeated to fill the unused ones. */
function keyPlaceholders(keys: readonly string[]): Record<'key1' | 'key2' | 'key3', string> {
  const [first] = keys;
  if (first === undefined || keys.length > SEARCH_KEYS_MAX) {
    throw new Error(`a search needs 1 to ${SEARCH_KEYS_MAX} keys, not ${keys.length}`);
  }
  return { key1: first, key2: keys[1] ?? first, key3: keys[2] ?? first };
}

/**
 * The listed cases of a country with an identifier equal to one of `keys` (already
 * normalized by searchKeys), newest first, at most SEARCH_RESULTS_MAX. One statement: the
 * semi-join on case_identifiers walks case_identifiers_lookup_idx (country, value) and yields
 * each case once, however many of its identifiers match.
 */
export function findListedByIdentifiers(
  db: Db,
  options: { country: CountryCode; keys: readonly string[]; viewer: Viewer },
): Promise<CaseSummary[]> {
  const { country, viewer } = options;
  const keys = keyPlaceholders(options.keys);
  if (viewer === null) {
    return visitorSearch(db)
      .execute({ country, ...keys })
      .then((rows) => toSummaries(rows, null));
  }
  return signedInSearch(db)
    .execute({ country, ...keys, ...viewerPlaceholders(viewer) })
    .then((rows) => toSummaries(rows, viewer));
}

const keyIn = () =>
  sql`${caseIdentifiers.value} IN (${sql.placeholder('key1')}, ${sql.placeholder('key2')}, ${sql.placeholder('key3')})`;

function identifierMatches() {
  return sql`${cases.id} IN (SELECT ${caseIdentifiers.caseId} FROM ${caseIdentifiers}
    WHERE ${caseIdentifiers.country} = ${sql.placeholder('country')} AND ${keyIn()})`;
}

// Signed-in searches and lists: the viewer is a placeholder too, so they are prepared as the
// visitors' are (building a statement with Drizzle costs more than running it).
const signedInSearch = perPool((db) =>
  summaryQuery(db)
    .where(
      and(
        eq(cases.country, sql.placeholder('country')),
        identifierMatches(),
        listedToPlaceholders(),
      ),
    )
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(fixedLimit(SEARCH_RESULTS_MAX))
    .prepare('search_cases_signed_in'),
);

const signedInRecent = perPool((db) =>
  summaryQuery(db)
    .where(and(eq(cases.country, sql.placeholder('country')), listedToPlaceholders()))
    .orderBy(sql`${cases.createdAt} DESC NULLS LAST`)
    .limit(fixedLimit(LIMITS.recentCases))
    .prepare('recent_cases_signed_in'),
);

// Most searches come from visitors, whose visibility rule has no parameters: that statement is
// prepared once per pool (DESIGN.md §6: Drizzle's builder costs as much as the lookup itself).
const visitorSearch = perPool((db) => {
  const matching = db
    .select({ caseId: caseIdentifiers.caseId })
    .from(caseIdentifiers)
    .where(and(eq(caseIdentifiers.country, sql.placeholder('country')), keyIn()));
  return summaryQuery(db)
    .where(
      and(
        eq(cases.country, sql.placeholder('country')),
        inArray(cases.id, matching),
        listedTo(null),
      ),
    )
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(fixedLimit(SEARCH_RESULTS_MAX))
    .prepare('search_cases_visitor');
});

const visitorRecent = perPool((db) =>
  summaryQuery(db)
    .where(and(eq(cases.country, sql.placeholder('country')), listedTo(null)))
    .orderBy(sql`${cases.createdAt} DESC NULLS LAST`)
    .limit(fixedLimit(LIMITS.recentCases))
    .prepare('recent_cases_visitor'),
);

/**
 * The newest listed cases of a country (LIMITS.recentCases of them): an ordered walk of
 * cases_recent_idx, whose predicate listedTo implies, stopping after that many rows. The index is (country, created_at DESC NULLS
 * LAST) and a plain ORDER BY created_at DESC means NULLS FIRST in PostgreSQL, which that index
 * cannot serve (created_at being NOT NULL does not help): the query must say NULLS LAST.
 */
export function findRecentListed(
  db: Db,
  options: { country: CountryCode; viewer: Viewer },
): Promise<CaseSummary[]> {
  const { country, viewer } = options;
  if (viewer === null) {
    return visitorRecent(db)
      .execute({ country })
      .then((rows) => toSummaries(rows, null));
  }
  return signedInRecent(db)
    .execute({ country, ...viewerPlaceholders(viewer) })
    .then((rows) => toSummaries(rows, viewer));
}
