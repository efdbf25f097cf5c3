import { and, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { listedSql, tradeVisibleSql, withdrawnSql } from '../../db/case-listing.js';
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

/**
 * What a case's page and its cards tell of its moderation: why it is hidden (once a moderator
 * has decided) and whether it is held for review. Nobody else is told, so a stranger never
 * learns a case was taken down or why. The page tells its creator and moderators; a card tells
 * its creator only, since its notices speak to them ("Your case…", "only you can see it").
 */
export function moderationShown(
  row: {
    creatorId: string | null;
    hiddenAt: Date | null;
    heldAt: Date | null;
    hiddenReason: string | null;
  },
  viewer: Viewer,
  readers: 'creator' | 'creator and moderators',
): { hiddenReason: string | null; heldForReview: boolean } {
  const told =
    viewer !== null &&
    (viewer.id === row.creatorId ||
      (readers === 'creator and moderators' && viewer.moderator === true));
  const hidden = told && row.hiddenAt !== null;
  return {
    hiddenReason: hidden && row.heldAt === null ? (row.hiddenReason ?? '') : null,
    heldForReview: hidden && row.heldAt !== null,
  };
}

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

/** The cases table's trade flags, as tradeVisibleSql reads them. */
const CASE_TRADE = {
  forPlumbers: cases.visibleToPlumbers,
  forElectricians: cases.visibleToElectricians,
};

/**
 * Trade-restricted cases (DESIGN.md §1; defined in db/case-listing.ts): a case flagged for
 * plumbers or electricians is seen only by users holding a matching verification, and by its
 * creator. A case with neither flag is seen by everyone.
 */
export function tradeVisible(viewer: Viewer): SQL {
  return tradeVisibleSql(CASE_TRADE, {
    plumber: viewer?.verifiedPlumber ?? false,
    electrician: viewer?.verifiedElectrician ?? false,
    ...(viewer ? { creator: { creatorId: cases.creatorId, readerId: sql`${viewer.id}` } } : {}),
  });
}

/**
 * tradeVisible for a signed-in viewer given as placeholders (`viewerId`, `plumber`,
 * `electrician`), for prepared statements: the same rule, one statement text for everyone.
 */
export function tradeVisibleToPlaceholders(): SQL {
  return tradeVisibleSql(CASE_TRADE, {
    plumber: sql`${sql.placeholder('plumber')}::boolean`,
    electrician: sql`${sql.placeholder('electrician')}::boolean`,
    creator: { creatorId: cases.creatorId, readerId: sql`${sql.placeholder('viewerId')}::uuid` },
  });
}

/** listedTo for a signed-in viewer given as placeholders (see tradeVisibleToPlaceholders). */
export function listedToPlaceholders(): SQL {
  return and(listedSql(cases), tradeVisibleToPlaceholders()) as SQL;
}

/** The placeholder values of a signed-in viewer. */
export function viewerPlaceholders(viewer: NonNullable<Viewer>) {
  return {
    viewerId: viewer.id,
    plumber: viewer.verifiedPlumber,
    electrician: viewer.verifiedElectrician,
  };
}

/**
 * Cases that appear in recent lists and search results: listed (db/case-listing.ts, the
 * cases_recent_idx predicate too) and trade-visible to the viewer.
 */
export function listedTo(viewer: Viewer): SQL {
  return and(listedSql(cases), tradeVisible(viewer)) as SQL;
}

/**
 * Cases whose page the viewer may open: paused and resolved cases still open (with their
 * badge); a hidden or archived case only for its creator; trade-restricted ones only for the
 * right trade. Moderators open every case: they decide about hidden and restricted ones too.
 */
export function viewableBy(viewer: Viewer): SQL {
  if (viewer?.moderator) return sql`true`;
  const standing = sql`NOT ${withdrawnSql(cases)}`;
  const open = viewer ? (or(standing, sql`${cases.creatorId} = ${viewer.id}`) as SQL) : standing;
  return and(open, tradeVisible(viewer)) as SQL;
}

/**
 * viewableBy for a signed-in viewer who does not moderate, given as placeholders (see
 * tradeVisibleToPlaceholders), for the prepared statement of their case pages.
 */
export function viewableByPlaceholders(): SQL {
  const standing = sql`NOT ${withdrawnSql(cases)}`;
  const open = or(standing, sql`${cases.creatorId} = ${sql.placeholder('viewerId')}::uuid`);
  return and(open, tradeVisibleToPlaceholders()) as SQL;
}

/**
 * Hidden cases the viewer could otherwise open: their page says 'This case was removed by
 * moderation.' rather than a bare 404. A trade-restricted case stays a plain 404 to whoever may
 * not see it, so the answer never reveals that it exists.
 */
export function removedFor(viewer: Viewer): SQL {
  return and(isNotNull(cases.hiddenAt), tradeVisible(viewer)) as SQL;
}
