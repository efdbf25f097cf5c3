import { DAY_S, LIMITS, MINUTE_S } from '@forewarn/domain';
import type { Db } from '../../db/client.js';
import { type Counter, readCounters, readDayCounter } from './limits-repository.js';
import { type SearchLimits, type Subject, secondsToTomorrow, utcDay } from './search-subjects.js';

// Where a caller stands against the search limits (the X-RateLimit and RateLimit headers, My
// Account's API tokens section): each window's cap, use and reset, read from the counters.

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
export function namedWindows(
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
    { name: 'token-minute', windowSeconds: MINUTE_S, ...tokenMinute },
    { name: 'account-minute', windowSeconds: MINUTE_S, ...accountMinute },
    { name: 'account-day', windowSeconds: DAY_S, ...accountDay },
  ];
}

export function windowsOf(
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
      resetSeconds: live ? Math.min(MINUTE_S, Math.ceil(left)) : MINUTE_S,
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
 * The member's searches today (UTC), their own and their API tokens' together, as the daily
 * budget counts them (refused ones included): what My Account's API tokens section shows.
 */
export function memberSearchesToday(db: Db, userId: string, now = new Date()): Promise<number> {
  return readDayCounter(db, utcDay(now), `day|user:${userId}`);
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
