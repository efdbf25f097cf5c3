import { type CountryCode, LIMITS, MESSAGES, MINUTE_S, nearMissKey } from '@forewarn/domain';
import type { Db } from '../../db/client.js';
import { rateLimited } from '../../lib/app-error.js';
import {
  bumpCounters,
  type Completion,
  recordBlockRefusal,
  recordBlockWalked,
  recordCompletions,
  uncountSearch,
} from './limits-repository.js';
import {
  type Searcher,
  type SearchLimits,
  type Subject,
  secondsToTomorrow,
  subjectsOf,
  utcDay,
} from './search-subjects.js';
import {
  type NamedWindow,
  namedWindows,
  type RateUsage,
  tightest,
  windowsOf,
} from './search-windows.js';

// Who may search, how often, and what (docs/decisions/0017, superseding 0005). Every count
// lives in PostgreSQL, by UTC day, so it holds across restarts and across server processes:
// - a per-minute limit and a daily budget per account when signed in, else per client address
//   (docs/decisions/0028);
// - the near-miss guard: per account, else per client address, at most 3 distinct searches a day
//   that agree on all but the last 2 digits of a phone or business number (the digits a mask
//   hides); across everyone, once a block of 100 numbers has had 20 distinct completions
//   searched in a day, a new one needs a signed-in account with a verified phone number, and
//   moderators are told.
//
// This file admits a search (or refuses it); whom it counts against is search-subjects.ts's,
// and where a caller stands search-windows.ts's, both re-exported here for the routes.

export { type Searcher, type SearchLimits, searchLimitsOf } from './search-subjects.js';
export {
  memberSearchesToday,
  type NamedWindow,
  type RateUsage,
  searchUsage,
  tightest,
  type Window,
} from './search-windows.js';

const GLOBAL = '*';

/**
 * Counts one search against the per-minute limit (a 60-second window from the first search in
 * it) and the daily budget of the client address (and account), in one statement, and throws
 * 429 past either. Every request counts against both, refused ones included (a search refused
 * for the minute still spends one of the day's: docs/decisions/0024).
 */
async function admitRate(
  db: Db,
  limits: SearchLimits,
  subjects: Subject[],
  tokenId: string | null | undefined,
  now: Date,
  onUsage?: (usage: RateUsage, windows: NamedWindow[]) => void,
): Promise<void> {
  // A token's own minute rides in the same statement as its member's counters.
  const tokenKey = tokenId ? `minute|token:${tokenId}` : null;
  const minuteKeys = subjects.map((subject) => `minute|${subject.key}`);
  if (tokenKey) minuteKeys.push(tokenKey);
  const dayKeys = subjects.map((subject) => `day|${subject.key}`);
  const counters = await bumpCounters(db, { day: utcDay(now), now, minuteKeys, dayKeys });
  if (onUsage) {
    const windows = windowsOf(limits, subjects, tokenKey, counters, now);
    onUsage(
      tightest([...windows.minute, ...windows.day]),
      namedWindows(subjects, tokenKey, windows),
    );
  }
  const minutes = [
    ...subjects.map((subject) => ({
      key: `minute|${subject.key}`,
      cap: limits.perMinute * subject.share,
    })),
    ...(tokenKey ? [{ key: tokenKey, cap: limits.perTokenMinute ?? limits.perMinute }] : []),
  ];
  for (const { key, cap } of minutes) {
    const counter = counters.get(key);
    if (counter && counter.count > cap) {
      const left = (counter.startedAt.getTime() + LIMITS.minuteMs - now.getTime()) / 1000;
      throw rateLimited(
        MESSAGES.searchRateLimited,
        Math.min(MINUTE_S, Math.max(1, Math.ceil(left))),
      );
    }
  }
  for (const subject of subjects) {
    const counter = counters.get(`day|${subject.key}`);
    if (counter && counter.count > limits.perDay * subject.share) {
      throw rateLimited(MESSAGES.searchDailyLimit, secondsToTomorrow(now));
    }
  }
}

/**
 * The near-miss guard. The completions are recorded and counted in one statement that undoes
 * itself when it refuses, so a refused search leaves no trace in the counts (and the same
 * refused number searched again is refused again).
 */
async function admitNearMiss(
  db: Db,
  searcher: Searcher,
  subjects: Subject[],
  query: string,
  country: CountryCode,
  now: Date,
): Promise<void> {
  const key = nearMissKey(query, country);
  if (!key) return;
  const day = utcDay(now);
  // Per account, or per address at its narrowest (a /24 or /48 of neighbours would spend one
  // another's 3 near misses); the block rule across everyone catches the rest.
  const own = subjects[0]?.key;
  const completions: Completion[] = [...(own ? [own] : []), GLOBAL].map((subject) => ({
    subject,
    ...key,
  }));
  const counts = await recordCompletions(db, day, completions, {
    perSubject: LIMITS.searchNearMissesPerDay,
    perBlock: LIMITS.searchBlockCompletionsPerDay,
    verifiedPhone: searcher.user?.phoneVerified === true,
  });
  if (counts === 'near_miss') {
    throw rateLimited(MESSAGES.searchNearMiss, secondsToTomorrow(now));
  }
  if (counts === 'needs_verified_phone') {
    await recordBlockRefusal(db, { day, block: key.block });
    throw rateLimited(MESSAGES.searchNeedsVerifiedPhone, secondsToTomorrow(now));
  }
  const walked = counts.filter(
    (c) => c.subject === GLOBAL && c.count >= LIMITS.searchBlockCompletionsPerDay,
  );
  for (const { block, count } of walked) {
    await recordBlockWalked(db, { day, block, completions: count });
  }
}

type AdmitOptions = {
  searcher: Searcher;
  query: string;
  country: CountryCode;
  limits: SearchLimits;
  now?: Date;
  /** Told where the caller stands once this search is counted (refused or not). */
  onUsage?: (usage: RateUsage, windows: NamedWindow[]) => void;
};

/**
 * Throws 429 with the reason when this search may not run; otherwise counts it. For a caller
 * that runs no search of its own afterwards (a watch); the search route uses admittedSearch.
 */
export async function admitSearch(db: Db, options: AdmitOptions): Promise<void> {
  await admittedSearch(db, options, async () => undefined);
}

/**
 * `search` run under admitSearch's limits, with one round trip fewer: the rate limits first
 * (they stop a flood before it reaches the registry), then the near-miss guard and the search
 * side by side. The search's answer is returned only once the guard has admitted it as well; a
 * refused search's rows are dropped unseen, so the guard protects the masks exactly as before.
 * A search waited on three statements in turn; under a moment's contention on the machine each
 * was a little slower, and the request as much slower as it had statements in line
 * (docs/decisions/0053).
 */
export async function admittedSearch<T>(
  db: Db,
  options: AdmitOptions,
  search: () => Promise<T>,
): Promise<T> {
  const now = options.now ?? new Date();
  const subjects = subjectsOf(options.searcher);
  await admitRate(db, options.limits, subjects, options.searcher.tokenId, now, options.onUsage);
  const [result] = await Promise.all([
    search(),
    admitNearMiss(db, options.searcher, subjects, options.query, options.country, now),
  ]);
  return result;
}

/**
 * Takes back the count of one search that was refused for the minute or the day inside a batch
 * (issue 50): the batch stops there by itself, so that refusal is not the client hammering, and
 * a batch cut off after 15 searches counts 15, not 16.
 */
export async function uncountRefusedSearch(
  db: Db,
  searcher: Searcher,
  now = new Date(),
): Promise<void> {
  const subjects = subjectsOf(searcher);
  const keys = subjects.flatMap((subject) => [`minute|${subject.key}`, `day|${subject.key}`]);
  if (searcher.tokenId) keys.push(`minute|token:${searcher.tokenId}`);
  await uncountSearch(db, utcDay(now), keys);
}
