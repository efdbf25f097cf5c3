import { type CaseSummary, type CountryCode, searchKeys } from '@forewarn/domain';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../cases/visibility.js';
import { findListedByIdentifiers, findRecentListed } from './repository.js';

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
  });
}

/** The country's newest cases that the viewer may see in lists (spec §2, §7). */
export function recentCases(
  db: Db,
  options: { country: CountryCode; viewer: Viewer },
): Promise<CaseSummary[]> {
  return findRecentListed(db, options);
}
