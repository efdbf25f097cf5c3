import { addressSubjects, type LevelCaps } from '../rate-limits/client-address.js';

// Whom a search counts against and in which day (docs/decisions/0017, 0028): the searcher, the
// limits in force, the counted subjects with their shares; limits.ts admits, search-windows.ts
// reads where a caller stands.

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

/** A counted subject with its share of the limits: an account or an address has 1. */
export type Subject = { key: string; share: number };

/** Wider networks share larger budgets (docs/decisions/0028). */
const LEVEL_SHARE: LevelCaps = { host: 1, site: 2, network: 5 };

/**
 * Whom a search counts against (docs/decisions/0028): a signed-in member by account alone, so
 * the neighbours on a carrier's shared address neither spend nor share the member's budget; a
 * visitor by the address at every level (IPv4 address and /24, IPv6 /64, /56 and /48), wider
 * levels with larger budgets.
 */
export function subjectsOf(searcher: Searcher): Subject[] {
  if (searcher.user) return [{ key: `user:${searcher.user.id}`, share: 1 }];
  return addressSubjects(searcher.ip).map(({ level, subject }) => ({
    key: `ip:${subject}`,
    share: LEVEL_SHARE[level],
  }));
}

/** The UTC day as 'YYYY-MM-DD'. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export function secondsToTomorrow(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}
