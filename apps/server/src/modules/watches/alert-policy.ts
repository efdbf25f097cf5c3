import { sql } from 'drizzle-orm';
import { isListed, ruleText, tradeVisibleSql } from '../../db/case-listing.js';
import type { cases } from '../../db/schema/index.js';

// Who may be told about a case (issue 23; docs/decisions/0039): the rules, written once, that
// the matching statements (alert-matching.ts) apply in SQL.

export type CaseRow = typeof cases.$inferSelect;

/** Listed (db/case-listing.ts): shown in lists and search. Only these alert. */
export function listed(row: CaseRow): boolean {
  return isListed(row);
}

/**
 * Whether a member (the SQL alias `member`, a users row) may see a case for its trade flags:
 * trade-visible (db/case-listing.ts) as text for the hand-written matching statements.
 * `forPlumbers` and `forElectricians` are SQL expressions: the case's columns, or a statement's
 * named parameters.
 */
export function tradeAllowsSql(flags: {
  forPlumbers: string;
  forElectricians: string;
  member: string;
}): string {
  const { forPlumbers, forElectricians, member } = flags;
  return ruleText(
    tradeVisibleSql(
      { forPlumbers: sql.raw(forPlumbers), forElectricians: sql.raw(forElectricians) },
      {
        plumber: sql.raw(`${member}.verified_plumber`),
        electrician: sql.raw(`${member}.verified_electrician`),
      },
    ),
  );
}

/** The case's trade flags as the matching statements' named parameters. */
export const TRADE_OF_CASE = {
  forPlumbers: ':forPlumbers::boolean',
  forElectricians: ':forElectricians::boolean',
} as const;
