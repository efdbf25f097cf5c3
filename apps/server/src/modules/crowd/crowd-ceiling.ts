import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { cases, rateLimitCounters } from '../../db/schema/index.js';
import { maskedTitle } from '../cases/free-text.js';
import { countEvents } from '../rate-limits/repository.js';

// A ceiling that bends (issue 37). Each address level has its caps (docs/decisions/0027,
// 0028), but with a fresh IPv6 /48 per account, cheap from many hosting providers, a probe made
// 1,356 accounts and lodged 1,350 public cases in 30 s. So the site also watches the crowd:
// accounts made, and cases lodged by accounts on their first day, across all addresses, in
// 10-minute windows. While either is above its normal rate:
// - every sign-up needs a proof of work, and a harder one (accounts/proof-of-work.ts);
// - a first-day account's case is held for a moderator to read before it is public.
// Nobody is refused for the crowd's behaviour: a person still signs up (after a few seconds'
// work in their browser) and still lodges (their case waits for a moderator).
//
// The counts are two counters of the rate-limit table (subject '*'), raised after each account
// or first-day case is committed, in the usual batched statement (docs/decisions/0026). The
// rate is above normal while the current or the previous window is over, so it does not drop
// at a window's edge in the middle of a flood. Normal is SIGNUP_NORMAL_PER_10_MINUTES, else
// the 99th percentile of accounts made per 10 minutes over the last 7 days (from users'
// creation times), and never below NORMAL_FLOOR.

export const CROWD_WINDOW_MS = 10 * 60 * 1000;
export const ACCOUNTS_SCOPE = 'crowd-accounts:10min';
export const FIRST_DAY_CASES_SCOPE = 'crowd-first-day-cases:10min';
const EVERYONE = '*';
/** The normal rate is never taken as lower than this many a window. */
export const NORMAL_FLOOR = 20;
/** How long the 7 days' percentile is kept before it is asked again. */
const NORMAL_TTL_MS = 60 * 60 * 1000;
/** How long one reading of the counters serves (sign-ups in a flood ask many times a second). */
const STATE_TTL_MS = 1000;

export type CrowdState = {
  elevated: boolean;
  /** Accounts (and first-day cases) a window that count as normal. */
  normal: number;
  normalFrom: 'setting' | 'last_7_days' | 'floor';
  accounts: { current: number; previous: number };
  firstDayCases: { current: number; previous: number };
};

const windowStart = (now: number) => Math.floor(now / CROWD_WINDOW_MS) * CROWD_WINDOW_MS;

export class CrowdCeiling {
  private normalCache: { value: number; from: CrowdState['normalFrom']; at: number } | undefined;
  private stateCache: { state: CrowdState; at: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly configuredNormal: number | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an account made, once its transaction has committed. */
  async accountMade(): Promise<void> {
    await this.count(ACCOUNTS_SCOPE);
  }

  /** Counts a case lodged by an account on its first day, once committed. */
  async firstDayCaseLodged(): Promise<void> {
    await this.count(FIRST_DAY_CASES_SCOPE);
  }

  private async count(scope: string): Promise<void> {
    await countEvents(this.db, EVERYONE, [
      { scope, windowStart: new Date(windowStart(this.now())) },
    ]);
    this.stateCache = undefined;
  }

  /** Whether sign-ups and first-day cases run above normal now. */
  async elevated(): Promise<boolean> {
    return (await this.state()).elevated;
  }

  async state(): Promise<CrowdState> {
    const now = this.now();
    if (this.stateCache && now - this.stateCache.at < STATE_TTL_MS) return this.stateCache.state;
    const current = windowStart(now);
    const previous = current - CROWD_WINDOW_MS;
    const rows = await this.db
      .select({
        scope: rateLimitCounters.scope,
        windowStart: rateLimitCounters.windowStart,
        count: rateLimitCounters.count,
      })
      .from(rateLimitCounters)
      .where(
        and(
          inArray(rateLimitCounters.scope, [ACCOUNTS_SCOPE, FIRST_DAY_CASES_SCOPE]),
          eq(rateLimitCounters.subject, EVERYONE),
          inArray(rateLimitCounters.windowStart, [new Date(current), new Date(previous)]),
        ),
      );
    const countOf = (scope: string, start: number) =>
      rows.find((r) => r.scope === scope && r.windowStart.getTime() === start)?.count ?? 0;
    const { value: normal, from } = await this.normal(now);
    const accounts = {
      current: countOf(ACCOUNTS_SCOPE, current),
      previous: countOf(ACCOUNTS_SCOPE, previous),
    };
    const firstDayCases = {
      current: countOf(FIRST_DAY_CASES_SCOPE, current),
      previous: countOf(FIRST_DAY_CASES_SCOPE, previous),
    };
    const over = (c: { current: number; previous: number }) =>
      c.current > normal || c.previous > normal;
    const state: CrowdState = {
      elevated: over(accounts) || over(firstDayCases),
      normal,
      normalFrom: from,
      accounts,
      firstDayCases,
    };
    this.stateCache = { state, at: now };
    return state;
  }

  private async normal(now: number): Promise<{ value: number; from: CrowdState['normalFrom'] }> {
    if (this.configuredNormal !== undefined)
      return { value: this.configuredNormal, from: 'setting' };
    if (this.normalCache && now - this.normalCache.at < NORMAL_TTL_MS) return this.normalCache;
    const p99 = await accountsPerWindowP99(this.db, new Date(now));
    const cached =
      p99 > NORMAL_FLOOR
        ? { value: p99, from: 'last_7_days' as const, at: now }
        : { value: NORMAL_FLOOR, from: 'floor' as const, at: now };
    this.normalCache = cached;
    return cached;
  }
}

/**
 * The 99th percentile of accounts made per 10 minutes over the 7 days before `now`, counting
 * the windows in which none were made as 0 (1,008 windows: the 11th busiest).
 */
async function accountsPerWindowP99(db: DbOrTx, now: Date): Promise<number> {
  const result = await db.execute<{ n: string | number | null }>(sql`
    WITH windows AS (
      SELECT count(*) AS n FROM users
      WHERE created_at > ${now.toISOString()}::timestamptz - interval '7 days'
      GROUP BY date_bin('10 minutes', created_at, timestamptz 'epoch')
    ), padded AS (
      SELECT n FROM windows
      UNION ALL
      SELECT 0 FROM generate_series(1, greatest(0, 1008 - (SELECT count(*) FROM windows)))
    )
    SELECT percentile_disc(0.99) WITHIN GROUP (ORDER BY n) AS n FROM padded`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The cases held for a moderator, oldest first, titled as moderators read them (masked). */
export async function heldCases(db: DbOrTx, limit = 100) {
  const rows = await db
    .select({
      id: cases.id,
      title: cases.title,
      country: cases.country,
      name: cases.name,
      instagram: cases.instagram,
      tiktok: cases.tiktok,
      heldAt: cases.heldAt,
    })
    .from(cases)
    .where(sql`${cases.heldAt} IS NOT NULL`)
    .orderBy(cases.heldAt)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: maskedTitle(row),
    country: row.country,
    heldAt: (row.heldAt ?? new Date()).toISOString(),
  }));
}

/** How many cases wait for a moderator. */
export async function heldCaseCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cases)
    .where(sql`${cases.heldAt} IS NOT NULL`);
  return row?.n ?? 0;
}
