import {
  COUNTRY_CODES,
  IDENTIFIER_KINDS,
  type IdentifierKind,
  normalizeEmail,
} from '@forewarn/domain';
import { inArray, sql } from 'drizzle-orm';
import { aliasColumns, listedSql } from '../../db/case-listing.js';
import type { DbOrTx } from '../../db/client.js';
import { executeWithNamedParams, withNamedParams } from '../../db/named-statement.js';
import { cases } from '../../db/schema/index.js';
import { type CaseRow, TRADE_OF_CASE, tradeAllowsSql } from './alert-policy.js';

// Who matches a case (issue 23; docs/decisions/0039): the SQL that finds the members to tell,
// each statement one index lookup whatever the number of watches or members. The statements run
// on every lodgement, so they are prepared (db/named-statement.ts): their planning cost more
// than running them. Who may be told is alert-policy.ts; what they are told, alert-presentation.

const CASE_PARAMS = ['caseId', 'creatorId', 'forPlumbers', 'forElectricians'] as const;
type CaseParams = Record<(typeof CASE_PARAMS)[number], unknown>;

/** The named parameters every matching statement takes from the case. */
export function caseParams(row: CaseRow): CaseParams {
  return {
    caseId: row.id,
    creatorId: row.creatorId,
    forPlumbers: row.visibleToPlumbers,
    forElectricians: row.visibleToElectricians,
  };
}

const memberMaySee = tradeAllowsSql({ ...TRADE_OF_CASE, member: 'u' });

/** The kinds that pass a test, as a SQL list of literals (the registry's own names). */
const kindList = (test: (kind: IdentifierKind) => boolean) =>
  `(${IDENTIFIER_KINDS.filter(test)
    .map((kind) => `'${kind.field}'`)
    .join(', ')})`;
const WATCHED_KINDS = kindList((kind) => kind.watchable);
const PHONE_KINDS = kindList((kind) => kind.namedParty === 'phone');
const EMAIL_KINDS = kindList((kind) => kind.namedParty === 'email');

export type Matched = { user_id: string; kinds: string[]; watch_ids: string[] };

/**
 * The members whose watch matches one of the case's identifiers: each of the case's identifiers
 * is looked up in watch_keys by (country, value), for the kinds a watch may match (not
 * postcodes). The creator is
 * never alerted about their own case; a trade-restricted case alerts only the trade it is for.
 */
export const MATCHING_WATCHERS = withNamedParams(
  'watch_alert_matches',
  CASE_PARAMS,
  `
    SELECT wk.user_id, array_agg(DISTINCT ci.kind) AS kinds, array_agg(DISTINCT wk.watch_id) AS watch_ids
    FROM case_identifiers ci
    JOIN watch_keys wk ON wk.country = ci.country AND wk.value = ci.value
    JOIN users u ON u.id = wk.user_id
    WHERE ci.case_id = :caseId AND ci.kind IN ${WATCHED_KINDS}
      AND wk.user_id IS DISTINCT FROM :creatorId::uuid
      AND ${memberMaySee}
    GROUP BY wk.user_id`,
);

export function matchingWatchers(tx: DbOrTx, row: CaseRow): Promise<Matched[]> {
  return executeWithNamedParams<Matched, (typeof CASE_PARAMS)[number]>(
    tx,
    MATCHING_WATCHERS,
    caseParams(row),
  );
}

/**
 * The members who are the verified owner of a phone number or email the case gives, and have
 * not turned the notice off: an index lookup on the verified phone numbers and on the
 * lower-cased emails.
 */
const MATCHING_NAMED_PARTIES = withNamedParams(
  'named_party_matches',
  CASE_PARAMS,
  `
    SELECT u.id AS user_id, array_agg(DISTINCT m.kind) AS kinds, '{}'::uuid[] AS watch_ids
    FROM (
      SELECT u1.id, ci.kind FROM case_identifiers ci
      JOIN users u1 ON u1.verified_phone_number = ci.value AND u1.phone_verified
      WHERE ci.case_id = :caseId AND ci.kind IN ${PHONE_KINDS}
      UNION ALL
      SELECT u2.id, ci.kind FROM case_identifiers ci
      JOIN users u2 ON lower(u2.email) = ci.value AND u2.email_verified
      WHERE ci.case_id = :caseId AND ci.kind IN ${EMAIL_KINDS}
    ) m
    JOIN users u ON u.id = m.id
    WHERE u.named_party_notices AND u.id IS DISTINCT FROM :creatorId::uuid
      AND ${memberMaySee}
    GROUP BY u.id`,
);

export function matchingNamedParties(tx: DbOrTx, row: CaseRow): Promise<Matched[]> {
  return executeWithNamedParams<Matched, (typeof CASE_PARAMS)[number]>(
    tx,
    MATCHING_NAMED_PARTIES,
    caseParams(row),
  );
}

/**
 * The followers of a case who may still see it for its trade flags (its creator always may),
 * except the member who made the change.
 */
const CASE_FOLLOWERS = withNamedParams(
  'case_followers_to_tell',
  [...CASE_PARAMS, 'exceptUserId'],
  `
    SELECT f.user_id FROM case_follows f JOIN users u ON u.id = f.user_id
    WHERE f.case_id = :caseId
      AND f.user_id IS DISTINCT FROM :exceptUserId::uuid
      AND (${memberMaySee} OR f.user_id IS NOT DISTINCT FROM :creatorId::uuid)`,
);

export function followersToTell(
  tx: DbOrTx,
  row: CaseRow,
  exceptUserId: string | null,
): Promise<{ user_id: string }[]> {
  return executeWithNamedParams(tx, CASE_FOLLOWERS, { ...caseParams(row), exceptUserId });
}

/** How many cases naming a member are read at a time (each page one statement, then one more). */
export const NAMING_PAGE_SIZE = 100;

/**
 * One page of the visible cases that give this member's verified phone number or email (and
 * that they may see, and did not lodge), in case id order after `after`: the ids and kinds,
 * then the rows in one statement. `last` is where the next page starts (null: none).
 */
export async function casesNamingPage(
  tx: DbOrTx,
  member: { id: string; phone: string | null; email: string | null },
  after: string | null,
): Promise<{ matches: { row: CaseRow; kinds: string[] }[]; last: string | null }> {
  const probes: ReturnType<typeof sql>[] = [];
  if (member.phone) {
    probes.push(sql`(ci.value = ${member.phone} AND ci.kind IN ${sql.raw(PHONE_KINDS)})`);
  }
  if (member.email) {
    probes.push(
      sql`(ci.value = ${normalizeEmail(member.email)} AND ci.kind IN ${sql.raw(EMAIL_KINDS)})`,
    );
  }
  if (probes.length === 0) return { matches: [], last: null };
  const caseMaySee = sql.raw(
    tradeAllowsSql({
      forPlumbers: 'c.visible_to_plumbers',
      forElectricians: 'c.visible_to_electricians',
      member: 'u',
    }),
  );
  const countries = sql.join(
    COUNTRY_CODES.map((code) => sql`${code}`),
    sql`, `,
  );
  const found = await tx.execute<{ case_id: string; kinds: string[] }>(sql`
    SELECT ci.case_id, array_agg(DISTINCT ci.kind) AS kinds
    FROM case_identifiers ci
    JOIN cases c ON c.id = ci.case_id
    JOIN users u ON u.id = ${member.id}
    WHERE ci.country IN (${countries}) AND (${sql.join(probes, sql` OR `)})
      AND ${listedSql(aliasColumns('c'))}
      AND c.creator_id IS DISTINCT FROM u.id
      AND ${caseMaySee}
      ${after === null ? sql`` : sql`AND ci.case_id > ${after}`}
    GROUP BY ci.case_id
    ORDER BY ci.case_id
    LIMIT ${NAMING_PAGE_SIZE}`);
  if (found.rows.length === 0) return { matches: [], last: null };
  const rows = await tx
    .select()
    .from(cases)
    .where(
      inArray(
        cases.id,
        found.rows.map((r) => r.case_id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const matches = found.rows.flatMap((match) => {
    const row = byId.get(match.case_id);
    return row ? [{ row, kinds: match.kinds }] : [];
  });
  const last = found.rows.length < NAMING_PAGE_SIZE ? null : (found.rows.at(-1)?.case_id ?? null);
  return { matches, last };
}
