import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { caseIdentifiers, cases } from '../../db/schema/index.js';
import { selectCaseSummaries } from '../cases/summary.js';
import { listedTo, type Viewer } from '../cases/visibility.js';

/**
 * The listed cases of a country with an identifier equal to one of `keys` (already
 * normalized by searchKeys), newest first. One statement: the semi-join on case_identifiers
 * walks case_identifiers_lookup_idx (country, value) and yields each case once, however many of
 * its identifiers match.
 */
export function findListedByIdentifiers(
  db: DbOrTx,
  options: { country: CountryCode; keys: string[]; viewer: Viewer; limit: number },
): Promise<CaseSummary[]> {
  const { country, keys, viewer, limit } = options;
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

/**
 * The newest listed cases of a country: an ordered walk of cases_recent_idx, whose predicate
 * listedTo implies, stopping after `limit` rows. The index is (country, created_at DESC NULLS
 * LAST) and a plain ORDER BY created_at DESC means NULLS FIRST in PostgreSQL, which that index
 * cannot serve (created_at being NOT NULL does not help): the query must say NULLS LAST.
 */
export function findRecentListed(
  db: DbOrTx,
  options: { country: CountryCode; viewer: Viewer; limit: number },
): Promise<CaseSummary[]> {
  const { country, viewer, limit } = options;
  return selectCaseSummaries(db, {
    where: and(eq(cases.country, country), listedTo(viewer)) as SQL,
    orderBy: [sql`${cases.createdAt} DESC NULLS LAST`],
    limit,
    viewer,
  });
}
