import { sql } from 'drizzle-orm';

// Why the hot prepared statements write their LIMIT into the statement (docs/performance.md,
// "Generic plans"): a prepared statement is planned for its parameters on each of its first
// five runs, then PostgreSQL keeps one generic plan if that plan's estimated cost is no worse.
// With `LIMIT $n` (a limit it cannot see, so it assumes a tenth of the rows) or `value =
// ANY($n)` (an array of unknown length, assumed ten elements) the generic plan always looked
// dearer than the custom one, so every search and recent list was planned afresh: 0.3 to 0.5 ms
// of PostgreSQL's CPU, more than running it. With the limit written into the statement (and a
// search's keys as three scalars), the generic plan wins and planning happens once per
// connection.

/**
 * LIMIT n written into the statement, not bound. Drizzle's limit() takes a number (which it
 * binds) or a placeholder, but renders any SQL object given to it verbatim.
 */
export function fixedLimit(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}
