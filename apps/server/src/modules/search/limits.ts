import { type CountryCode, LIMITS, MESSAGES, nearMissKey } from '@forewarn/domain';
import type { Db } from '../../db/client.js';
import { rateLimited } from '../../lib/app-error.js';
import { addressSubjects, type LevelCaps } from '../rate-limits/client-address.js';
import {
  bumpCounters,
  type Completion,
  type Counter,
  readCounters,
  readDayCounter,
  recordBlockRefusal,
  recordBlockWalked,
  recordCompletions,
  uncountSearch,
} from './limits-repository.js';

// Who may search, how often, and what (docs/decisions/0017, superseding 0005). Every count
// lives in PostgreSQL, by UTC day, so it holds across restarts and across server processes:
// - a per-minute limit and a daily budget per account when signed in, else per client address
//   (docs/decisions/0028);
// - the near-miss guard: per account, else per client address, at most 3 distinct searches a day
//   that agree on all but the last 2 digits of a phone or business number (the digits a mask
//   hides); across everyone, once a block of 100 numbers has had 20 distinct completions
//   searched in a day, a new one needs a signed-in account with a verified phone number, and
//   moderators are told.

/** Who is searching: the client's address and, when signed in, the account. */
export type Searcher = {
  ip: string;
  user: { id: string; phoneVerified: boolean } | null;
  /**
   * The API token the search came with (docs/decisions/0063): it counts against its member's
   * limits as any of their searches, and against the token's own per-minute rate besides.
   */
  tokenId?: string | null;
};

/**
 * The search limits in force: per subject per minute and per day; per API token per minute
 * (the subject's own minute when not given).
 */
export type SearchLimits = { perMinute: number; perDay: number; perTokenMinute?: number };

export const searchLimitsOf = (config: {
  searchRateLimitPerMinute: number;
  searchDailyLimit: number;
  apiTokenSearchesPerMinute: number;
}): SearchLimits => ({
  perMinute: config.searchRateLimitPerMinute,
  perDay: config.searchDailyLimit,
  perTokenMinute: config.apiTokenSearchesPerMinute,
});

const GLOBAL = '*';

/** A counted subject with its share of the limits: an account or an address has 1. */
type Subject = { key: string; share: number };

/** Wider networks share larger budgets (docs/decisions/0028). */
const LEVEL_SHARE: LevelCaps = { host: 1, site: 2, network: 5 };

/**
 * Whom a search counts against (docs/decisions/0028): a signed-in member by account alone, so
 * the neighbours on a carrier's shared address neither spend nor share the member's budget; a
 * visitor by the address at every level (IPv4 address and /24, IPv6 /64, /56 and /48), wider
 * levels with larger budgets.
 */
function subjectsOf(searcher: Searcher): Subject[] {
  if (searcher.user) return [{ key: `user:${searcher.user.id}`, share: 1 }];
  return addressSubjects(searcher.ip).map(({ level, subject }) => ({
    key: `ip:${subject}`,
    share: LEVEL_SHARE[level],
  }));
}

/** The UTC day as 'YYYY-MM-DD'. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

function secondsToTomorrow(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** Where a caller stands against the limit that runs out first (X-RateLimit-* headers). */
export type RateUsage = { limit: number; remaining: number; resetSeconds: number };

/** One window of a caller's limits: its cap, what is spent, and when it starts again. */
export type Window = { limit: number; used: number; resetSeconds: number };

/**
 * A token's search windows by name, as the IETF RateLimit headers list them (issue 50): the
 * token's own minute, its member's minute and its member's day, read from the counters the
 * search has just bumped.
 */
export type NamedWindow = { name: string; windowSeconds: number } & Window;

/** Each window of a token's search, named; empty for a caller without a token. */
function namedWindows(
  subjects: Subject[],
  tokenKey: string | null,
  windows: { minute: Window[]; day: Window[] },
): NamedWindow[] {
  // A token's searches always count against its member (one subject, the account).
  if (!tokenKey || subjects.length !== 1) return [];
  const [accountMinute, tokenMinute] = windows.minute;
  const [accountDay] = windows.day;
  if (!accountMinute || !tokenMinute || !accountDay) return [];
  return [
    { name: 'token-minute', windowSeconds: 60, ...tokenMinute },
    { name: 'account-minute', windowSeconds: 60, ...accountMinute },
    { name: 'account-day', windowSeconds: 86_400, ...accountDay },
  ];
}

function windowsOf(
  limits: SearchLimits,
  subjects: Subject[],
  tokenKey: string | null,
  counters: Map<string, Counter | undefined>,
  now: Date,
): { minute: Window[]; day: Window[] } {
  const minuteWindow = (key: string, limit: number): Window => {
    const counter = counters.get(key);
    const left = counter
      ? (counter.startedAt.getTime() + LIMITS.minuteMs - now.getTime()) / 1000
      : 0;
    // A window that has run out counts nothing.
    const live = counter !== undefined && left > 0;
    return {
      limit,
      used: live ? counter.count : 0,
      resetSeconds: live ? Math.min(60, Math.ceil(left)) : 60,
    };
  };
  const minute = [
    ...subjects.map((subject) =>
      minuteWindow(`minute|${subject.key}`, limits.perMinute * subject.share),
    ),
    ...(tokenKey ? [minuteWindow(tokenKey, limits.perTokenMinute ?? limits.perMinute)] : []),
  ];
  const day = subjects.map((subject) => ({
    limit: limits.perDay * subject.share,
    used: counters.get(`day|${subject.key}`)?.count ?? 0,
    resetSeconds: secondsToTomorrow(now),
  }));
  return { minute, day };
}

/** The window with the fewest searches left (the soonest to end among equals). */
export function tightest(windows: Window[]): RateUsage {
  let best: RateUsage = { limit: 0, remaining: 0, resetSeconds: 0 };
  let first = true;
  for (const window of windows) {
    const remaining = Math.max(0, window.limit - window.used);
    if (
      first ||
      remaining < best.remaining ||
      (remaining === best.remaining && window.resetSeconds < best.resetSeconds)
    ) {
      best = { limit: window.limit, remaining, resetSeconds: window.resetSeconds };
      first = false;
    }
  }
  return best;
}

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
      throw rateLimited(MESSAGES.searchRateLimited, Math.min(60, Math.max(1, Math.ceil(left))));
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
 * The member's searches today (UTC), their own and their API tokens' together, as the daily
 * budget counts them (refused ones included): what My Account's API tokens section shows.
 */
export function memberSearchesToday(db: Db, userId: string, now = new Date()): Promise<number> {
  return readDayCounter(db, utcDay(now), `day|user:${userId}`);
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

/** A member's and a token's standing against each search limit, read without counting. */
export async function searchUsage(
  db: Db,
  options: { userId: string; tokenId: string | null; limits: SearchLimits; now?: Date },
): Promise<{ minute: Window[]; day: Window[] }> {
  const now = options.now ?? new Date();
  const subjects: Subject[] = [{ key: `user:${options.userId}`, share: 1 }];
  const tokenKey = options.tokenId ? `minute|token:${options.tokenId}` : null;
  const keys = [`minute|user:${options.userId}`, `day|user:${options.userId}`];
  if (tokenKey) keys.push(tokenKey);
  const counters = await readCounters(db, utcDay(now), keys);
  return windowsOf(options.limits, subjects, tokenKey, counters, now);
}
