import { DAY_MS, HOUR_MS, LIMITS } from '@forewarn/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { cases, rateLimitCounters, users } from '../../db/schema/index.js';
import { freeTextColumns, maskedTitle } from '../cases/free-text.js';
import { countEvents } from '../rate-limits/repository.js';

// A ceiling that bends (issue 37). Each address level has its caps (docs/decisions/0027,
// 0028), but with a fresh IPv6 /48 per account, cheap from many hosting providers, a probe made
// 1,356 accounts and lodged 1,350 public cases in 30 s. So the site also watches the crowd:
// accounts made, and cases lodged by accounts on their first day, across all addresses, in
// 10-minute windows. While either is above its normal rate:
// - every sign-up needs a proof of work, and a harder one (accounts/proof-of-work.ts);
// - a new account's case is held for a moderator to read before it is public. New is its first
//   day, and (issue 46) for an account made while the crowd was above normal, or in the wave
//   the ceiling saw rise, NEW_ACCOUNT_WINDOW_MS or until a moderator releases one of its cases:
//   a flood's accounts came back the next day and lodged 50 public cases while it was raised.
// Nobody is refused for the crowd's behaviour: a person still signs up (after a few seconds'
// work in their browser) and still lodges (their case waits for a moderator).
//
// The counts are two counters of the rate-limit table (subject '*'), raised after each account
// or first-day case is committed, in the usual batched statement (docs/decisions/0026). The
// rate is above normal while the current or the previous window is over, so it does not drop
// at a window's edge in the middle of a flood. Normal is SIGNUP_NORMAL_PER_10_MINUTES, else
// the 99th percentile of accounts made per 10 minutes over the last 7 days (from users'
// creation times), and never below NORMAL_FLOOR.

export const CROWD_WINDOW_MS = LIMITS.crowdWindowMs;
export const ACCOUNTS_SCOPE = 'crowd-accounts:10min';
/** Cases lodged by young accounts (younger than NEW_ACCOUNT_WINDOW_MS, or marked new). */
export const YOUNG_CASES_SCOPE = 'crowd-young-cases:10min';

/**
 * How long an account made in a crowd stays new for moderation, and how young an account's
 * cases count in the crowd (docs/decisions/0076): 14 days, twice the 7 days over which the
 * normal rate is learnt, so a flood's accounts cannot wait out both the hold and the p99.
 */
export const NEW_ACCOUNT_WINDOW_MS = LIMITS.crowdNewAccountMs;
const EVERYONE = '*';
/** The normal rate is never taken as lower than this many a window. */
export const NORMAL_FLOOR = 20;
/** How long the 7 days' percentile is kept before it is asked again. */
const NORMAL_TTL_MS = HOUR_MS;
/** How long one reading of the counters serves (sign-ups in a flood ask many times a second). */
const STATE_TTL_MS = 1000;

export type CrowdState = {
  elevated: boolean;
  /** Accounts (and first-day cases) a window that count as normal. */
  normal: number;
  normalFrom: 'setting' | 'last_7_days' | 'floor';
  accounts: { current: number; previous: number };
  youngCases: { current: number; previous: number };
};

/** What the crowd rules read of an account. */
export type CrowdAccount = { createdAt: Date; crowdNewUntil: Date | null };

const windowStart = (now: number) => Math.floor(now / CROWD_WINDOW_MS) * CROWD_WINDOW_MS;

export class CrowdCeiling {
  private normalCache: { value: number; from: CrowdState['normalFrom']; at: number } | undefined;
  /** The reading in flight or answered, shared by every caller within STATE_TTL_MS. */
  private stateCache: { state: Promise<CrowdState>; at: number } | undefined;
  /** The window whose wave this process has marked new already. */
  private markedWindow: number | undefined;

  /** `now` is the crowd's clock, which every rule about new accounts reads (tests move it). */
  constructor(
    private readonly db: Db,
    private readonly configuredNormal: number | undefined,
    readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts an account made, once its transaction has committed. */
  async accountMade(): Promise<void> {
    await this.count(ACCOUNTS_SCOPE);
  }

  /** Counts a case lodged by a young account, once committed. */
  async youngCaseLodged(): Promise<void> {
    await this.count(YOUNG_CASES_SCOPE);
  }

  /** Until when an account made now stays new: set at sign-up while the crowd is above normal. */
  newUntil(): Date {
    return new Date(this.now() + NEW_ACCOUNT_WINDOW_MS);
  }

  /** An account's cases count in the crowd: younger than the window, or still marked new. */
  isYoung(account: CrowdAccount): boolean {
    const now = this.now();
    return (
      now - account.createdAt.getTime() < NEW_ACCOUNT_WINDOW_MS ||
      (account.crowdNewUntil !== null && account.crowdNewUntil.getTime() > now)
    );
  }

  /** An account's cases are held while the crowd is above normal: its first day, or marked new. */
  isNew(account: CrowdAccount): boolean {
    const now = this.now();
    return (
      now - account.createdAt.getTime() < DAY_MS ||
      (account.crowdNewUntil !== null && account.crowdNewUntil.getTime() > now)
    );
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

  /**
   * The crowd now. Callers within STATE_TTL_MS share one reading, also while it is in flight:
   * a sign-up flood's requests, arriving together, would otherwise each send the same query.
   * A count clears it; a failed reading is not kept. The caller that started the reading also
   * marks the wave (and alone sees that fail): the others share the state, not the mark.
   */
  state(): Promise<CrowdState> {
    const now = this.now();
    if (this.stateCache && now - this.stateCache.at < STATE_TTL_MS) return this.stateCache.state;
    const entry = { state: this.read(now), at: now };
    this.stateCache = entry;
    entry.state.catch(() => {
      if (this.stateCache === entry) this.stateCache = undefined;
    });
    return entry.state.then(async (state) => {
      const current = windowStart(now);
      if (state.elevated && this.markedWindow !== current) {
        await markWave(this.db, new Date(current - CROWD_WINDOW_MS));
        this.markedWindow = current;
      }
      return state;
    });
  }

  private async read(now: number): Promise<CrowdState> {
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
          inArray(rateLimitCounters.scope, [ACCOUNTS_SCOPE, YOUNG_CASES_SCOPE]),
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
    const youngCases = {
      current: countOf(YOUNG_CASES_SCOPE, current),
      previous: countOf(YOUNG_CASES_SCOPE, previous),
    };
    const over = (c: { current: number; previous: number }) =>
      c.current > normal || c.previous > normal;
    const state: CrowdState = {
      elevated: over(accounts) || over(youngCases),
      normal,
      normalFrom: from,
      accounts,
      youngCases,
    };
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
 * The wave the ceiling saw rise: accounts made since the start of the previous window, before
 * the count went over, are as new as those made after it (the first of a flood are free). Once
 * per window per process while above normal; a released account (crowd_new_until set) is left.
 */
async function markWave(db: DbOrTx, since: Date): Promise<void> {
  await db
    .update(users)
    .set({
      crowdNewUntil: sql`${users.createdAt} + ${`${NEW_ACCOUNT_WINDOW_MS} milliseconds`}::interval`,
    })
    .where(
      and(
        sql`${users.createdAt} >= ${since.toISOString()}::timestamptz`,
        isNull(users.crowdNewUntil),
      ),
    );
}

/**
 * The 99th percentile of accounts made per 10 minutes over the 7 days before `now`, counting
 * the windows in which none were made as 0 (1,008 windows: the 11th busiest).
 */
async function accountsPerWindowP99(db: DbOrTx, now: Date): Promise<number> {
  // The moderation page states these numbers (LIMITS), so the query reads the same ones.
  const days = `${LIMITS.crowdNormalDays} days`;
  const window = `${LIMITS.crowdWindowMs} milliseconds`;
  const windows = (LIMITS.crowdNormalDays * DAY_MS) / LIMITS.crowdWindowMs;
  const fraction = 1 - LIMITS.crowdNormalBusiestPercent / 100;
  const result = await db.execute<{ n: string | number | null }>(sql`
    WITH windows AS (
      SELECT count(*) AS n FROM users
      WHERE created_at > ${now.toISOString()}::timestamptz - ${days}::interval
      GROUP BY date_bin(${window}::interval, created_at, timestamptz 'epoch')
    ), padded AS (
      SELECT n FROM windows
      UNION ALL
      SELECT 0 FROM generate_series(1, greatest(0, ${windows}::int - (SELECT count(*) FROM windows)))
    )
    SELECT percentile_disc(${fraction}::float8) WITHIN GROUP (ORDER BY n) AS n FROM padded`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The cases held for a moderator, oldest first, titled as moderators read them (masked). */
export async function heldCases(db: DbOrTx, limit = 100) {
  const rows = await db
    .select({
      id: cases.id,
      title: cases.title,
      ...freeTextColumns,
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
