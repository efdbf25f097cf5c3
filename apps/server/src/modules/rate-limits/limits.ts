import type { DbOrTx } from '../../db/client.js';
import { sweepCounterPartitions } from '../../db/counter-partitions.js';
import { rateLimited } from '../../lib/app-error.js';
import { type AddressLevel, addressSubjects, type LevelCaps } from './client-address.js';
import { countEvents } from './repository.js';

// Limits counted in PostgreSQL, so they hold across server processes: each rule is a fixed
// window (a minute, an hour, a day) with a most-allowed count, for one subject (an address, an
// account, a phone number). Every attempt counts, refused ones included.

export type Rule = {
  /** Names the counter with the window, e.g. 'signup:hour'. Never reuse one for another rule. */
  scope: string;
  limit: number;
  windowMs: number;
};

// The domain's units, defined once there; exported here for the rules that count with them.
import { DAY_MS } from '@forewarn/domain';

export { DAY_MS, HOUR_MS, MINUTE_MS } from '@forewarn/domain';

/** The longest window any rule uses; counters older than it are spent. */
const LONGEST_WINDOW_MS = DAY_MS;

/**
 * Counts one event for `subject` under every rule and answers whether all of them still allow
 * it: null if so, else the seconds until the last window that refused it ends.
 */
export async function countAndCheck(
  db: DbOrTx,
  subject: string,
  rules: readonly Rule[],
  now: Date = new Date(),
): Promise<{ retryAfterSeconds: number } | null> {
  const windows = rules.map((rule) => {
    const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
    return { scope: rule.scope, windowStart: new Date(start) };
  });
  const counts = windows.length === 0 ? [] : await countEvents(db, subject, windows);
  let retryAfterMs = 0;
  rules.forEach((rule, i) => {
    const start = windows[i]?.windowStart.getTime() ?? now.getTime();
    if ((counts[i] ?? 0) > rule.limit)
      retryAfterMs = Math.max(retryAfterMs, start + rule.windowMs - now.getTime());
  });
  return retryAfterMs > 0
    ? { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    : null;
}

/** A rule counted per client address at every level of addressSubjects, each with its cap. */
export type AddressRule = { scope: string; windowMs: number; caps: LevelCaps };

/** The rules of one address level, as plain rules. */
export const rulesAt = (rules: readonly AddressRule[], level: AddressLevel): Rule[] =>
  rules.map((rule) => ({ scope: rule.scope, windowMs: rule.windowMs, limit: rule.caps[level] }));

/**
 * As countAndCheck, for a client address: one event is counted on every subject of the address
 * (IPv4 address and /24; IPv6 /64, /56 and /48) under every rule, in one statement, and refused
 * when any of them is past its level's cap.
 */
export async function countAndCheckAddress(
  db: DbOrTx,
  ip: string,
  rules: readonly AddressRule[],
  now: Date = new Date(),
): Promise<{ retryAfterSeconds: number } | null> {
  const checks = addressSubjects(ip).flatMap(({ level, subject }) =>
    rules.map((rule) => {
      const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
      return {
        subject,
        scope: rule.scope,
        windowStart: new Date(start),
        rule,
        limit: rule.caps[level],
      };
    }),
  );
  const counts = checks.length === 0 ? [] : await countEvents(db, '', checks);
  let retryAfterMs = 0;
  checks.forEach((check, i) => {
    if ((counts[i] ?? 0) > check.limit) {
      const end = check.windowStart.getTime() + check.rule.windowMs;
      retryAfterMs = Math.max(retryAfterMs, end - now.getTime());
    }
  });
  return retryAfterMs > 0
    ? { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    : null;
}

/** As countAndCheckAddress, throwing 429 with Retry-After and `message` when a rule refuses. */
export async function enforceAddressLimits(
  db: DbOrTx,
  ip: string,
  rules: readonly AddressRule[],
  message: string,
  now: Date = new Date(),
): Promise<void> {
  const refused = await countAndCheckAddress(db, ip, rules, now);
  if (refused) throw rateLimited(message, refused.retryAfterSeconds);
}

/** As countAndCheck, throwing 429 with Retry-After and `message` when a rule refuses. */
export async function enforceLimits(
  db: DbOrTx,
  subject: string,
  rules: readonly Rule[],
  message: string,
  now: Date = new Date(),
): Promise<void> {
  const refused = await countAndCheck(db, subject, rules, now);
  if (refused) throw rateLimited(message, refused.retryAfterSeconds);
}

/**
 * Housekeeping: drops the counter partitions no rule reads any more (decision 0059): the
 * fixed windows' days that ended two of the longest windows ago, and the search counters' and
 * completions' past UTC days; makes the coming days' partitions. Answers the partitions dropped.
 */
export async function deleteSpentCounters(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const { dropped } = await sweepCounterPartitions(
    db,
    now.toISOString().slice(0, 10),
    new Date(now.getTime() - 2 * LONGEST_WINDOW_MS),
  );
  return dropped;
}
