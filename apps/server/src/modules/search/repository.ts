import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { caseIdentifiers, cases } from '../../db/schema/index.js';
import { selectCaseSummaries, summaryQuery, toSummaries } from '../cases/summary.js';
import { listedTo, type Viewer } from '../cases/visibility.js';

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
  const matching = db
    .select({ caseId: caseIdentifiers.caseId })
    .from(caseIdentifiers)
    .where(and(eq(caseIdentifiers.country, country), inArray(caseIdentifiers.value, keys)));
  return selectCaseSummaries(db, {
    where: and(eq(cases.country, country), inArray(cases.id, matching), listedTo(viewer)) as SQL,
    orderBy: [desc(cases.createdAt), desc(cases.id)],
    limit,
    viewer,
  });
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
  let prepared = visitorSearches.get(db);
  if (!prepared) {
    prepared = prepareVisitorSearch(db);
    visitorSearches.set(db, prepared);
  }
  return prepared;
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
  let prepared = visitorRecents.get(db);
  if (!prepared) {
    prepared = prepareVisitorRecent(db);
    visitorRecents.set(db, prepared);
  }
  return prepared;
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
  return selectCaseSummaries(db, {
    where: and(eq(cases.country, country), listedTo(viewer)) as SQL,
    orderBy: [sql`${cases.createdAt} DESC NULLS LAST`],
    limit,
    viewer,
  });
}
