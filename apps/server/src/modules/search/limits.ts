import { isIPv4, isIPv6 } from 'node:net';
import { type CountryCode, LIMITS, MESSAGES, nearMissKey } from '@forewarn/domain';
import type { Db } from '../../db/client.js';
import { rateLimited } from '../../lib/app-error.js';
import {
  bumpCounters,
  type Completion,
  recordBlockRefusal,
  recordBlockWalked,
  recordCompletions,
} from './limits-repository.js';

// Who may search, how often, and what (docs/decisions/0017, superseding 0005). Every count
// lives in PostgreSQL, by UTC day, so it holds across restarts and across server processes:
// - a per-minute limit and a daily budget per client address, and per account when signed in;
// - the near-miss guard: per client address and per account, at most 3 distinct searches a day
//   that agree on all but the last 2 digits of a phone or business number (the digits a mask
//   hides); across everyone, once a block of 100 numbers has had 20 distinct completions
//   searched in a day, a new one needs a signed-in account with a verified phone number, and
//   moderators are told.

/** Who is searching: the client's address and, when signed in, the account. */
export type Searcher = {
  ip: string;
  user: { id: string; phoneVerified: boolean } | null;
};

const GLOBAL = '*';

/** IPv6 clients are counted by /56 (a home or office network), as @fastify/rate-limit did. */
export function clientSubject(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped && isIPv4(mapped)) return `ip:${mapped}`;
  if (!isIPv6(ip)) return `ip:${ip}`;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = ip.includes('::') && tail !== '' ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  const hex = groups.map((g) => g.padStart(4, '0')).join('');
  return `ip:${hex.slice(0, 14)}/56`;
}

function subjectsOf(searcher: Searcher): string[] {
  const subjects = [clientSubject(searcher.ip)];
  if (searcher.user) subjects.push(`user:${searcher.user.id}`);
  return subjects;
}

/** The UTC day as 'YYYY-MM-DD'. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

function secondsToTomorrow(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/**
 * Counts one search against the per-minute limit (a 60-second window from the first search in
 * it) and the daily budget of the client address (and account), in one statement, and throws
 * 429 past either. Every request counts against both, refused ones included (a search refused
 * for the minute still spends one of the day's: docs/decisions/0024).
 */
async function admitRate(
  db: Db,
  limits: { perMinute: number; perDay: number },
  subjects: string[],
  now: Date,
): Promise<void> {
  const minuteKeys = subjects.map((subject) => `minute|${subject}`);
  const dayKeys = subjects.map((subject) => `day|${subject}`);
  const counters = await bumpCounters(db, { day: utcDay(now), now, minuteKeys, dayKeys });
  for (const key of minuteKeys) {
    const counter = counters.get(key);
    if (counter && counter.count > limits.perMinute) {
      const left = (counter.startedAt.getTime() + LIMITS.minuteMs - now.getTime()) / 1000;
      throw rateLimited(MESSAGES.searchRateLimited, Math.min(60, Math.max(1, Math.ceil(left))));
    }
  }
  for (const key of dayKeys) {
    const counter = counters.get(key);
    if (counter && counter.count > limits.perDay) {
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
  subjects: string[],
  query: string,
  country: CountryCode,
  now: Date,
): Promise<void> {
  const key = nearMissKey(query, country);
  if (!key) return;
  const day = utcDay(now);
  const completions: Completion[] = [...subjects, GLOBAL].map((subject) => ({ subject, ...key }));
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

/** Throws 429 with the reason when this search may not run; otherwise counts it. */
export async function admitSearch(
  db: Db,
  options: {
    searcher: Searcher;
    query: string;
    country: CountryCode;
    limits: { perMinute: number; perDay: number };
    now?: Date;
  },
): Promise<void> {
  const now = options.now ?? new Date();
  const subjects = subjectsOf(options.searcher);
  await admitRate(db, options.limits, subjects, now);
  await admitNearMiss(db, options.searcher, subjects, options.query, options.country, now);
}
