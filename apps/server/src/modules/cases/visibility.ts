import { and, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { cases } from '../../db/schema/index.js';
import { activeSuspension } from '../../lib/suspension.js';
import type { SessionUser } from '../../plugins/session.js';

// Who may see which case. One place for the rule, used by every read: recent lists, search,
// case detail and images.

/**
 * The reader of a case: a signed-in user's trade verifications and whether they moderate, or
 * null for a visitor.
 */
export type Viewer = {
  id: string;
  verifiedPlumber: boolean;
  verifiedElectrician: boolean;
  /** An active (not suspended) moderator or admin: may open every case, hidden ones included. */
  moderator?: boolean;
} | null;

/** Moderators and admins who are not suspended. */
export function isActiveModerator(user: SessionUser | null): boolean {
  return (
    user !== null &&
    (user.role === 'moderator' || user.role === 'admin') &&
    activeSuspension(user) === null
  );
}

/** The viewer a signed-in user (or a visitor, null) reads as. */
export function viewerOf(user: SessionUser): NonNullable<Viewer>;
export function viewerOf(user: SessionUser | null): Viewer;
export function viewerOf(user: SessionUser | null): Viewer {
  return user
    ? {
        id: user.id,
        verifiedPlumber: user.verifiedPlumber,
        verifiedElectrician: user.verifiedElectrician,
        moderator: isActiveModerator(user),
      }
    : null;
}

/**
 * Trade-restricted cases (DESIGN.md §1): a case flagged for plumbers or electricians is seen
 * only by users holding a matching verification, and by its creator. A case with neither flag
 * is seen by everyone.
 */
export function tradeVisible(viewer: Viewer): SQL {
  const conditions: SQL[] = [
    sql`(NOT ${cases.visibleToPlumbers} AND NOT ${cases.visibleToElectricians})`,
  ];
  if (viewer?.verifiedPlumber) conditions.push(sql`${cases.visibleToPlumbers}`);
  if (viewer?.verifiedElectrician) conditions.push(sql`${cases.visibleToElectricians}`);
  if (viewer) conditions.push(sql`${cases.creatorId} = ${viewer.id}`);
  return or(...conditions) as SQL;
}

/**
 * Cases that appear in recent lists and search results: not paused, not resolved, not hidden
 * by a moderator, not archived (untouched for 3 years, docs/decisions/0019), and trade-visible
 * to the viewer. (Matches the cases_recent_idx predicate.)
 */
export function listedTo(viewer: Viewer): SQL {
  return and(
    not(cases.paused),
    isNull(cases.resolvedAt),
    isNull(cases.hiddenAt),
    isNull(cases.archivedAt),
    tradeVisible(viewer),
  ) as SQL;
}

/**
 * Cases whose page the viewer may open: paused and resolved cases still open (with their
 * badge); a hidden or archived case only for its creator; trade-restricted ones only for the
 * right trade. Moderators open every case: they decide about hidden and restricted ones too.
 */
export function viewableBy(viewer: Viewer): SQL {
  if (viewer?.moderator) return sql`true`;
  const withdrawn = sql`(${cases.hiddenAt} IS NULL AND ${cases.archivedAt} IS NULL)`;
  const open = viewer ? (or(withdrawn, sql`${cases.creatorId} = ${viewer.id}`) as SQL) : withdrawn;
  return and(open, tradeVisible(viewer)) as SQL;
}

/**
 * Hidden cases the viewer could otherwise open: their page says 'This case was removed by
 * moderation.' rather than a bare 404. A trade-restricted case stays a plain 404 to whoever may
 * not see it, so the answer never reveals that it exists.
 */
export function removedFor(viewer: Viewer): SQL {
  return and(isNotNull(cases.hiddenAt), tradeVisible(viewer)) as SQL;
}
