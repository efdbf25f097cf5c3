import { type CaseSummary, type CountryCode, MESSAGES } from '@forewarn/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Viewer } from '../cases/visibility.js';
import {
  admittedSearch,
  type NamedWindow,
  type RateUsage,
  type Searcher,
  type SearchLimits,
  uncountRefusedSearch,
} from './limits.js';
import { searchCases } from './service.js';

// The batch lookup for integrations (issue 41): up to 20 identifiers, each one search under
// the searcher's limits exactly as if sent alone, in the order given.

export type BatchOutcome =
  | { identifier: string; cases: CaseSummary[] }
  | { identifier: string; error: { code: 'rate_limited'; message: string } };

/** Refusals that hold for every search after them (the minute's or the day's budget). */
const ENDS_THE_BATCH: ReadonlySet<string> = new Set([
  MESSAGES.searchRateLimited,
  MESSAGES.searchDailyLimit,
]);

/**
 * Each identifier is searched in turn. A near-miss refusal answers that identifier only; a
 * refusal for the minute or the day answers it and every identifier after it, which are not
 * searched (or counted). When the first identifier is refused so, the whole request is: 429.
 */
export async function batchSearch(
  db: Db,
  options: {
    searcher: Searcher;
    /** Whose view the cards are of: null (a visitor's) for an API token (decision 0063). */
    viewer: Viewer;
    country: CountryCode;
    identifiers: readonly string[];
    limits: SearchLimits;
    onUsage?: (usage: RateUsage, windows: NamedWindow[]) => void;
  },
): Promise<BatchOutcome[]> {
  const { searcher, viewer, country, limits } = options;
  const outcomes: BatchOutcome[] = [];
  let ended: { code: 'rate_limited'; message: string } | null = null;
  for (const [index, identifier] of options.identifiers.entries()) {
    if (ended) {
      outcomes.push({ identifier, error: ended });
      continue;
    }
    try {
      const cases = await admittedSearch(
        db,
        { searcher, query: identifier, country, limits, onUsage: options.onUsage },
        () => searchCases(db, { query: identifier, country, viewer }),
      );
      outcomes.push({ identifier, cases });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
      if (ENDS_THE_BATCH.has(error.message)) {
        if (index === 0) throw error;
        // Not searched, so not counted: the batch ends here by itself.
        await uncountRefusedSearch(db, searcher);
        ended = { code: 'rate_limited', message: error.message };
      }
      outcomes.push({ identifier, error: { code: 'rate_limited', message: error.message } });
    }
  }
  return outcomes;
}
