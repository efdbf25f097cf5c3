import type { cases } from '../../db/schema/index.js';

// Who may be told about a case (issue 23; docs/decisions/0039): the rules, written once, that
// the matching statements (alert-matching.ts) apply in SQL.

export type CaseRow = typeof cases.$inferSelect;

/** Shown in lists and search: not paused, resolved, hidden or archived. Only these alert. */
export function listed(row: CaseRow): boolean {
  return !row.paused && !row.resolvedAt && !row.hiddenAt && !row.archivedAt;
}

/**
 * Whether a member (the SQL alias `member`, a users row) may see a case for its trade flags
 * (cases/visibility.ts): a case for no trade, everyone; a case for plumbers or electricians,
 * the members verified as one. `forPlumbers` and `forElectricians` are SQL expressions: the
 * case's columns, or a statement's named parameters.
 */
export function tradeAllowsSql(flags: {
  forPlumbers: string;
  forElectricians: string;
  member: string;
}): string {
  const { forPlumbers, forElectricians, member } = flags;
  return `((NOT ${forPlumbers} AND NOT ${forElectricians})
    OR (${forPlumbers} AND ${member}.verified_plumber)
    OR (${forElectricians} AND ${member}.verified_electrician))`;
}

/** The case's trade flags as the matching statements' named parameters. */
export const TRADE_OF_CASE = {
  forPlumbers: ':forPlumbers::boolean',
  forElectricians: ':forElectricians::boolean',
} as const;
