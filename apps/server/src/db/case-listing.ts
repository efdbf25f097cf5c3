import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

// "Listed", "withdrawn" and "trade-visible", each defined once (issue 47). Every other form derives from
// these two: the recent-cases index's predicate (schema/cases.ts), the query builder's reads
// (modules/cases/visibility.ts), the hand-written matching statements
// (modules/watches/alert-matching.ts) and the check of a row in hand (isListed).
// listing-rules.test.ts runs every form against one table of cases in every state.

/** The columns "listed" reads: the table's own, or a hand-written statement's alias's. */
export type ListingColumns = {
  paused: SQLWrapper;
  resolvedAt: SQLWrapper;
  hiddenAt: SQLWrapper;
  archivedAt: SQLWrapper;
};

/**
 * Listed, shown in recent lists and search results and the only cases that alert: each column
 * holds this value. Not paused by its creator, not resolved, not hidden by a moderator, not
 * archived (untouched for 3 years, docs/decisions/0019).
 */
const LISTED: readonly [keyof ListingColumns, false | null][] = [
  ['paused', false],
  ['resolvedAt', null],
  ['hiddenAt', null],
  ['archivedAt', null],
];

/** "Listed" as SQL over `columns`. */
export function listedSql(columns: ListingColumns): SQL {
  return sql.join(
    LISTED.map(([column, value]) =>
      value === false ? sql`NOT ${columns[column]}` : sql`${columns[column]} IS NULL`,
    ),
    sql` AND `,
  );
}

/**
 * Withdrawn: hidden by a moderator or archived. Its page opens only for its creator (and
 * moderators), and a chat's header shows others neither its title nor its image.
 */
export function withdrawnSql(columns: Pick<ListingColumns, 'hiddenAt' | 'archivedAt'>): SQL {
  return sql`(${columns.hiddenAt} IS NOT NULL OR ${columns.archivedAt} IS NOT NULL)`;
}

/** "Listed" for a row already read. */
export function isListed(row: {
  paused: boolean;
  resolvedAt: Date | null;
  hiddenAt: Date | null;
  archivedAt: Date | null;
}): boolean {
  return LISTED.every(([column, value]) => row[column] === value);
}

/** A table alias's listing columns, for hand-written statements (`FROM cases c`). */
export function aliasColumns(alias: string): ListingColumns & TradeFlags & { creatorId: SQL } {
  return {
    paused: sql.raw(`${alias}.paused`),
    resolvedAt: sql.raw(`${alias}.resolved_at`),
    hiddenAt: sql.raw(`${alias}.hidden_at`),
    archivedAt: sql.raw(`${alias}.archived_at`),
    forPlumbers: sql.raw(`${alias}.visible_to_plumbers`),
    forElectricians: sql.raw(`${alias}.visible_to_electricians`),
    creatorId: sql.raw(`${alias}.creator_id`),
  };
}

/** A case's trade flags, as SQL: its columns, or a statement's parameters. */
export type TradeFlags = { forPlumbers: SQLWrapper; forElectricians: SQLWrapper };

/**
 * What a reader holds, as SQL or as constants: `true`/`false` when known as the statement is
 * written (a disjunct that can never hold is left out), SQL when it is a parameter or a column.
 * `creator` when a case's own creator always sees it.
 */
export type TradeReader = {
  plumber: SQLWrapper | boolean;
  electrician: SQLWrapper | boolean;
  creator?: { creatorId: SQLWrapper; readerId: SQLWrapper };
};

/**
 * Trade-visible (DESIGN.md §1): a case flagged for plumbers or electricians is seen only by
 * readers verified as one (and, where `creator` is given, by its creator); a case with neither
 * flag, by everyone.
 */
export function tradeVisibleSql(flags: TradeFlags, reader: TradeReader): SQL {
  const { forPlumbers, forElectricians } = flags;
  const terms: SQL[] = [sql`(NOT ${forPlumbers} AND NOT ${forElectricians})`];
  const trade = (flag: SQLWrapper, holds: SQLWrapper | boolean) => {
    if (holds === true) terms.push(sql`${flag}`);
    else if (holds !== false) terms.push(sql`(${flag} AND ${holds})`);
  };
  trade(forPlumbers, reader.plumber);
  trade(forElectricians, reader.electrician);
  if (reader.creator) terms.push(sql`${reader.creator.creatorId} = ${reader.creator.readerId}`);
  return sql`(${sql.join(terms, sql` OR `)})`;
}

const dialect = new PgDialect();

/**
 * A rule as text, for statements written as strings (db/named-statement.ts). Only for rules
 * built from raw SQL (aliases, `:name` parameters): a value would need a placeholder.
 */
export function ruleText(rule: SQL): string {
  const query = dialect.sqlToQuery(rule);
  if (query.params.length > 0) throw new Error('ruleText: the rule holds values, not only SQL');
  return query.sql;
}
