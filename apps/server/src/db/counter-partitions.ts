import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

// The per-day counter tables are partitioned by UTC day (migration 0026, decision 0059):
// search_counters, search_completions and rate_limit_counters. A day's partition is made ahead
// and dropped whole once no rule reads it, so the sweep costs a DROP, not a DELETE of a day's
// rows. Both run as the schema's owner through SECURITY DEFINER functions: the app's role owns
// nothing (decision 0035) and could not make or drop a partition itself.
// `today` is the app's clock's UTC day; the functions move the search tables' days by the pin
// of forewarn_today() (migration 0036, decision 0094), which production never sets.

/** Days past today whose partitions exist: two, so one missed hourly sweep, or a day's, costs nothing. */
export const COUNTER_DAYS_AHEAD = 2;

/**
 * Makes the partitions that are missing, from today (the fixed windows': yesterday, a window
 * begun before midnight still counts) to COUNTER_DAYS_AHEAD days ahead (migration 0040), then
 * drops the search tables' partitions of days before `today` and the fixed windows' of days
 * that ended at or before `windowsBefore`. Answers how many were made and dropped. Safe to run
 * from several processes at once: a partition another made or dropped first is skipped.
 */
export async function sweepCounterPartitions(
  db: DbOrTx,
  today: string,
  windowsBefore: Date,
): Promise<{ made: number; dropped: number }> {
  const made = await db.execute<{ n: number }>(
    sql`SELECT counter_partitions_ahead(${today}::date, ${COUNTER_DAYS_AHEAD}::int) AS n`,
  );
  const dropped = await db.execute<{ n: number }>(
    sql`SELECT counter_partitions_drop(${today}::date, ${windowsBefore.toISOString()}::timestamptz) AS n`,
  );
  return { made: Number(made.rows[0]?.n ?? 0), dropped: Number(dropped.rows[0]?.n ?? 0) };
}
