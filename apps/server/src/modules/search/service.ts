import { type CaseSummary, type CountryCode, LIMITS, searchKeys } from '@forewarn/domain';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../cases/visibility.js';
import { findListedByIdentifiers, findRecentListed } from './repository.js';

/** A search answers at most this many cards: enough for any real identifier, useless for bulk. */
export const SEARCH_RESULTS_MAX = 50;

/**
 * Exact search (spec §5; DESIGN.md §1): the entry is normalized into the keys it can mean for
 * the country (phone in E.164, email, business number, postcode), never matched by name.
 */
export async function searchCases(
  db: Db,
  options: { query: string; country: CountryCode; viewer: Viewer },
): Promise<CaseSummary[]> {
  const keys = searchKeys(options.query, options.country);
  if (keys.length === 0) return [];
  return findListedByIdentifiers(db, {
    country: options.country,
    keys,
    viewer: options.viewer,
    limit: SEARCH_RESULTS_MAX,
  });
}

/** The country's newest cases that the viewer may see in lists (spec §2, §7). */
export function recentCases(
  db: Db,
  options: { country: CountryCode; viewer: Viewer },
): Promise<CaseSummary[]> {
  return findRecentListed(db, { ...options, limit: LIMITS.recentCases });
}
