import {
  type CountryCode,
  isCountryCode,
  maskBusinessNumber,
  maskCardName,
  maskEmail,
  maskFreeText,
  maskPhoneForCountry,
  type NotificationEvent,
  type NotificationPayload,
} from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeNamed, type NamedStatement } from '../../db/named-statement.js';
import { cases } from '../../db/schema/index.js';
import { freeTextContext } from '../cases/free-text.js';
import { insertNotifications, type NewNotification } from '../notifications/repository.js';

// Who is told what when a case changes (issue 23; docs/decisions/0039). Every function here
// runs inside the transaction of the change that causes it, so a change that rolls back tells
// nobody, and writes notification rows only (the notification centre delivers them). A notice
// carries the case's masked card fields, never its unmasked details, never who lodged it, and
// never who else was told.

export type CaseRow = typeof cases.$inferSelect;

/** Shown in lists and search: not paused, resolved, hidden or archived. */
function listed(row: CaseRow): boolean {
  return !row.paused && !row.resolvedAt && !row.hiddenAt && !row.archivedAt;
}

/** A column of the case per identifier kind, and how the case page masks it. */
const phoneOf = (row: CaseRow) => (v: string) =>
  maskPhoneForCountry(v, isCountryCode(row.country) ? row.country : 'AU');
const IDENTIFIER_FIELDS: Record<
  string,
  { field: keyof CaseRow; mask: (v: string, row: CaseRow) => string }
> = {
  number: { field: 'number', mask: (v, row) => phoneOf(row)(v) },
  alternateNumber: { field: 'alternateNumber', mask: (v, row) => phoneOf(row)(v) },
  email: { field: 'email', mask: maskEmail },
  abn: { field: 'abn', mask: maskBusinessNumber },
  acn: { field: 'acn', mask: maskBusinessNumber },
  nzbn: { field: 'nzbn', mask: maskBusinessNumber },
  businessIdentificationNumber: { field: 'businessIdentificationNumber', mask: maskBusinessNumber },
};

function maskedIdentifiers(row: CaseRow, kinds: readonly string[]): string[] {
  const masked: string[] = [];
  for (const kind of kinds) {
    const spec = IDENTIFIER_FIELDS[kind];
    const raw = spec ? row[spec.field] : null;
    if (spec && typeof raw === 'string' && raw.trim() !== '') masked.push(spec.mask(raw, row));
  }
  return [...new Set(masked)];
}

/** What every notice about a case carries: the card's masked fields, as a visitor sees them. */
export function casePayload(
  row: CaseRow,
  event: NotificationEvent,
  kinds: readonly string[] = [],
): NotificationPayload {
  return {
    event,
    caseId: row.id,
    threadId: null,
    title: maskFreeText(row.title, freeTextContext(row)),
    maskedName: maskCardName(row.name),
    maskedIdentifiers: maskedIdentifiers(row, kinds),
    country: row.country as CountryCode,
  };
}

async function caseRow(tx: DbOrTx, caseId: string): Promise<CaseRow | undefined> {
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId));
  return row;
}

/**
 * Whether a user (`u`) with these trade verifications may see the case (cases/visibility.ts),
 * the case's two flags being the parameters $3 and $4.
 */
const TRADE_OK = `(
  (NOT $3::boolean AND NOT $4::boolean)
  OR ($3::boolean AND u.verified_plumber)
  OR ($4::boolean AND u.verified_electrician))`;

/** The parameters of the statements below: $1 the case, $2 its creator, $3 and $4 its trade flags. */
const matchParams = (row: CaseRow) => [
  row.id,
  row.creatorId,
  row.visibleToPlumbers,
  row.visibleToElectricians,
];

type Matched = { user_id: string; kinds: string[]; watch_ids: string[] };

/**
 * The members whose watch matches one of the case's identifiers, in ONE statement: each of the
 * case's identifiers (its primary key) is looked up in watch_keys by (country, value), an
 * index lookup whatever the number of watches. Postcodes are not watched. The creator is
 * never alerted about their own case; a trade-restricted case alerts only the trade it is for.
 * Prepared (run on every lodgement): its planning cost more than running it.
 */
export const MATCHING_WATCHERS: NamedStatement = {
  name: 'watch_alert_matches',
  text: `
    SELECT wk.user_id, array_agg(DISTINCT ci.kind) AS kinds, array_agg(DISTINCT wk.watch_id) AS watch_ids
    FROM case_identifiers ci
    JOIN watch_keys wk ON wk.country = ci.country AND wk.value = ci.value
    JOIN users u ON u.id = wk.user_id
    WHERE ci.case_id = $1 AND ci.kind <> 'postcode'
      AND wk.user_id IS DISTINCT FROM $2::uuid
      AND ${TRADE_OK}
    GROUP BY wk.user_id`,
};

export function matchingWatchers(tx: DbOrTx, row: CaseRow): Promise<Matched[]> {
  return executeNamed<Matched>(tx, MATCHING_WATCHERS, matchParams(row));
}

/** matchingWatchers' parameters for a case, for EXPLAIN in its test. */
export const matchingWatchersParams = matchParams;

/**
 * The members who are the verified owner of a phone number or email the case gives, and have
 * not turned the notice off. One statement, an index lookup on the verified phone numbers and
 * on the lower-cased emails; prepared as MATCHING_WATCHERS is.
 */
const MATCHING_NAMED_PARTIES: NamedStatement = {
  name: 'named_party_matches',
  text: `
    SELECT u.id AS user_id, array_agg(DISTINCT m.kind) AS kinds, '{}'::uuid[] AS watch_ids
    FROM (
      SELECT u1.id, ci.kind FROM case_identifiers ci
      JOIN users u1 ON u1.verified_phone_number = ci.value AND u1.phone_verified
      WHERE ci.case_id = $1 AND ci.kind IN ('number', 'alternateNumber')
      UNION ALL
      SELECT u2.id, ci.kind FROM case_identifiers ci
      JOIN users u2 ON lower(u2.email) = ci.value AND u2.email_verified
      WHERE ci.case_id = $1 AND ci.kind = 'email'
    ) m
    JOIN users u ON u.id = m.id
    WHERE u.named_party_notices AND u.id IS DISTINCT FROM $2::uuid
      AND ${TRADE_OK}
    GROUP BY u.id`,
};

function matchingNamedParties(tx: DbOrTx, row: CaseRow): Promise<Matched[]> {
  return executeNamed<Matched>(tx, MATCHING_NAMED_PARTIES, matchParams(row));
}

/**
 * A case became visible (lodged, unpaused, reopened, restored by a moderator, edited): each
 * member watching one of its identifiers gets a `watch_alert`, each verified owner of its phone
 * number or email a `named_party` notice, each once per case. Nothing for a case that is not
 * listed (paused, resolved, hidden, archived).
 */
export async function alertCaseShown(tx: DbOrTx, caseId: string): Promise<void> {
  const row = await caseRow(tx, caseId);
  if (!row || !listed(row)) return;
  const watchers = await matchingWatchers(tx, row);
  const named = await matchingNamedParties(tx, row);
  const rows: NewNotification[] = [
    ...watchers.map((m) => ({
      userId: m.user_id,
      kind: 'watch_alert' as const,
      payload: casePayload(row, 'case_matches_watch', m.kinds),
      dedupeKey: `watch:${row.id}`,
    })),
    ...named.map((m) => ({
      userId: m.user_id,
      kind: 'named_party' as const,
      payload: casePayload(row, 'case_names_you', m.kinds),
      dedupeKey: `named:${row.id}`,
    })),
  ];
  const written = await insertNotifications(tx, rows);
  const alerted = new Set(written.filter((w) => w.kind === 'watch_alert').map((w) => w.userId));
  const watchIds = watchers.filter((m) => alerted.has(m.user_id)).flatMap((m) => m.watch_ids);
  if (watchIds.length > 0) {
    await tx.execute(sql`UPDATE watches SET last_alert_at = now()
      WHERE id IN (${sql.join(
        watchIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  }
}

/**
 * A member's phone number or email was just verified: each visible case that gives it (and
 * that they may see, and did not lodge) gets them a `named_party` notice, once per case.
 */
export async function noticeCasesNaming(
  tx: DbOrTx,
  user: { id: string; phone: string | null; email: string | null },
): Promise<void> {
  const [settings] = (
    await tx.execute<{ named_party_notices: boolean }>(
      sql`SELECT named_party_notices FROM users WHERE id = ${user.id}`,
    )
  ).rows;
  if (!settings?.named_party_notices) return;
  const probes: ReturnType<typeof sql>[] = [];
  if (user.phone) {
    probes.push(sql`(ci.value = ${user.phone} AND ci.kind IN ('number', 'alternateNumber'))`);
  }
  if (user.email)
    probes.push(sql`(ci.value = ${user.email.trim().toLowerCase()} AND ci.kind = 'email')`);
  if (probes.length === 0) return;
  const found = await tx.execute<{ case_id: string; kinds: string[] }>(sql`
    SELECT ci.case_id, array_agg(DISTINCT ci.kind) AS kinds
    FROM case_identifiers ci
    JOIN cases c ON c.id = ci.case_id
    JOIN users u ON u.id = ${user.id}
    WHERE ci.country IN ('AU','US','CA','GB','NZ','IE') AND (${sql.join(probes, sql` OR `)})
      AND NOT c.paused AND c.resolved_at IS NULL AND c.hidden_at IS NULL AND c.archived_at IS NULL
      AND c.creator_id IS DISTINCT FROM u.id
      AND ((NOT c.visible_to_plumbers AND NOT c.visible_to_electricians)
        OR (c.visible_to_plumbers AND u.verified_plumber)
        OR (c.visible_to_electricians AND u.verified_electrician))
    GROUP BY ci.case_id
    LIMIT 100`);
  const rows: NewNotification[] = [];
  for (const match of found.rows) {
    const row = await caseRow(tx, match.case_id);
    if (!row) continue;
    rows.push({
      userId: user.id,
      kind: 'named_party',
      payload: casePayload(row, 'case_names_you', match.kinds),
      dedupeKey: `named:${row.id}`,
    });
  }
  await insertNotifications(tx, rows);
}

/** What changed on a followed case: decides the notice's words and makes it once-only. */
export type FollowEvent = Extract<
  NotificationEvent,
  'new_response' | 'case_resolved' | 'case_no_longer_shown' | 'named_party_replied'
>;

/**
 * The followers of a case who may still see it for its trade flags (its creator always may),
 * except $5, the member who made the change.
 */
const CASE_FOLLOWERS: NamedStatement = {
  name: 'case_followers_to_tell',
  text: `
    SELECT f.user_id FROM case_follows f JOIN users u ON u.id = f.user_id
    WHERE f.case_id = $1
      AND f.user_id IS DISTINCT FROM $5::uuid
      AND (${TRADE_OK} OR f.user_id IS NOT DISTINCT FROM $2::uuid)`,
};

/**
 * Tells the followers of a case what changed (`case_update`), but not the member who did it,
 * and not a follower who may no longer see the case for its trade flag. `eventKey` names this
 * occurrence (a response's id, a time), so each one is told once.
 */
export async function tellFollowers(
  tx: DbOrTx,
  caseId: string,
  event: FollowEvent,
  options: { eventKey: string; exceptUserId?: string | null },
): Promise<void> {
  const row = await caseRow(tx, caseId);
  if (!row) return;
  const followers = await executeNamed<{ user_id: string }>(tx, CASE_FOLLOWERS, [
    ...matchParams(row),
    options.exceptUserId ?? null,
  ]);
  await insertNotifications(
    tx,
    followers.map((f) => ({
      userId: f.user_id,
      kind: 'case_update' as const,
      payload: casePayload(row, event),
      dedupeKey: `follow:${caseId}:${event}:${options.eventKey}`,
    })),
  );
}
