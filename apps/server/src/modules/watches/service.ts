import {
  type CountryCode,
  type FollowedCase,
  MESSAGES,
  type MyWatches,
  WATCH_LIMITS,
  WATCH_MESSAGES,
  type Watch,
  type WatchRequest,
  watchKeys,
} from '@forewarn/domain';
import type { AppDeps } from '../../deps.js';
import { conflict, forbidden, invalidInput, notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { toSummaries } from '../cases/summary.js';
import { viewerOf } from '../cases/visibility.js';
import { admitSearch, searchLimitsOf } from '../search/limits.js';
import * as repo from './repository.js';

// Watch lists and follows (issue 23; docs/decisions/0039): who may watch, what, and how many.

type Deps = Pick<AppDeps, 'database' | 'config'>;

/** Watching and following need a verified email, as lodging does (decision 0022). */
export function assertMayWatch(user: SessionUser): void {
  if (!user.emailVerified) throw forbidden(WATCH_MESSAGES.verifyEmailToWatch);
}

function presentWatch(row: repo.WatchRow): Watch {
  return {
    id: row.id,
    country: row.country,
    typed: row.typed,
    normalized: row.normalized,
    createdAt: row.createdAt.toISOString(),
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
  };
}

/**
 * Adds a watch. A watch asks the registry about a number as a search does, so it is counted
 * against the same limits and the near-miss guard and refused with the same messages; and it
 * answers nothing about whether cases exist: the answer is the same either way.
 */
export async function addWatch(
  deps: Deps,
  user: SessionUser,
  ip: string,
  input: WatchRequest,
  /** The API token the request came with: its own rate counts too (docs/decisions/0063). */
  tokenId: string | null = null,
): Promise<{ watch: Watch; created: boolean }> {
  assertMayWatch(user);
  const country = input.country as CountryCode;
  const keys = watchKeys(input.value, country);
  if (!keys) {
    throw invalidInput(WATCH_MESSAGES.watchNothingToWatch, {
      value: WATCH_MESSAGES.watchNothingToWatch,
    });
  }
  const { db } = deps.database;
  await admitSearch(db, {
    searcher: { ip, user, tokenId },
    query: input.value,
    country,
    limits: searchLimitsOf(deps.config),
  });
  return db.transaction(async (tx) => {
    await repo.lockUserRow(tx, user.id);
    const existing = await repo.findWatch(tx, user.id, country, keys.normalized);
    if (existing) return { watch: presentWatch(existing), created: false };
    if ((await repo.countWatches(tx, user.id)) >= WATCH_LIMITS.perAccount) {
      throw conflict(WATCH_MESSAGES.watchLimit(WATCH_LIMITS.perAccount));
    }
    const row = await repo.insertWatch(tx, {
      userId: user.id,
      country,
      typed: input.value.trim(),
      ...keys,
    });
    if (!row) throw conflict(WATCH_MESSAGES.watchAlreadyAdded);
    return { watch: presentWatch(row), created: true };
  });
}

export async function removeWatch(deps: Deps, user: SessionUser, id: string): Promise<void> {
  if (!(await repo.deleteWatch(deps.database.db, user.id, id))) {
    throw notFound(WATCH_MESSAGES.watchNotFound);
  }
}

export async function myWatches(deps: Deps, user: SessionUser): Promise<MyWatches> {
  const { db } = deps.database;
  const viewer = viewerOf(user);
  const [rows, followed] = await Promise.all([
    repo.listWatches(db, user.id),
    repo.followedCases(db, viewer),
  ]);
  const cards = new Map(toSummaries(followed.rows, viewer).map((card) => [card.id, card]));
  const follows: FollowedCase[] = followed.follows.flatMap((f) => {
    const card = cards.get(f.caseId);
    return card ? [{ case: card, followedAt: f.createdAt.toISOString() }] : [];
  });
  return { watches: rows.map(presentWatch), follows, limit: WATCH_LIMITS.perAccount };
}

async function assertViewable(deps: Deps, user: SessionUser, caseId: string): Promise<void> {
  if (!(await repo.caseViewable(deps.database.db, caseId, viewerOf(user)))) {
    throw notFound(MESSAGES.caseNotFound);
  }
}

/**
 * Follow a case the caller may open (others: 404, as if it did not exist); never one's own
 * (issue 45: the author was offered 'Follow this case' on her own case).
 */
export async function followCase(deps: Deps, user: SessionUser, caseId: string): Promise<void> {
  assertMayWatch(user);
  const kase = await repo.viewableCase(deps.database.db, caseId, viewerOf(user));
  if (!kase) throw notFound(MESSAGES.caseNotFound);
  if (kase.creatorId === user.id) throw forbidden(WATCH_MESSAGES.cannotFollowOwnCase);
  await repo.follow(deps.database.db, user.id, caseId);
}

export async function unfollowCase(deps: Deps, user: SessionUser, caseId: string): Promise<void> {
  await repo.unfollow(deps.database.db, user.id, caseId);
}

export async function followState(deps: Deps, user: SessionUser, caseId: string): Promise<boolean> {
  await assertViewable(deps, user, caseId);
  return repo.isFollowing(deps.database.db, user.id, caseId);
}
