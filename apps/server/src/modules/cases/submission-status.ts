import {
  checkSubmissionLimit,
  FIRST_DAY_MS,
  LIMITS,
  LIMITS_MESSAGES,
  MODERATION_MESSAGES,
} from '@forewarn/domain';
import { rateLimited } from '../../lib/app-error.js';
import { activeSuspension, suspendedError } from '../../lib/suspension.js';
import type { SessionUser } from '../../plugins/session.js';
import type { CasesDeps } from './case-rules.js';
import * as repo from './repository.js';

// What the lodgement page tells a member before the form (issue 38), with one reason and one
// date (issue 45): when several limits block lodging at once (a suspension, a new account's
// first day, the 20 a day, the 10 minutes between two), the server picks the one that ends
// last, since it is the one that decides when the member may lodge again; a suspension with no
// end beats every other. The page then shows that reason and that end, and nothing else.

export type BlockReason = 'suspended' | 'first_day' | 'daily' | 'gap';

export type SubmissionStatus = {
  /** Why the member may not lodge now, without a date (the page writes `until` beside it). */
  message: string | null;
  reason: BlockReason | null;
  retryAfterSeconds: number | null;
  /** When the member may lodge again (ISO 8601); null while blocked for good, or not blocked. */
  until: string | null;
  /** The end of a new account's first day, while it lasts. */
  firstDayEndsAt: string | null;
};

type Block = {
  reason: BlockReason;
  message: string;
  until: Date | null;
  /** A limit's refusal as the lodge POST words it (the spec's message, with its wait). */
  refusal?: string;
};

/** The block that ends last: one with no end first, else the latest end. */
export function bindingBlock(blocks: readonly Block[]): Block | null {
  let binding: Block | null = null;
  for (const block of blocks) {
    if (binding === null) binding = block;
    else if (binding.until === null) continue;
    else if (block.until === null || block.until.getTime() > binding.until.getTime()) {
      binding = block;
    }
  }
  return binding;
}

/** Every block on the user's lodging at `now`: a submission limit, a suspension, or both. */
async function blocksOn(deps: CasesDeps, user: SessionUser, now: Date): Promise<Block[]> {
  const since = new Date(now.getTime() - LIMITS.submissionWindowMs);
  const blocks: Block[] = [];
  const limit = checkSubmissionLimit(
    await repo.submissionTimes(deps.database.db, user.id, since),
    now,
    user,
  );
  if (limit) {
    blocks.push({
      reason: limit.kind,
      // The first day's rule without "in N hours": the page writes the exact end beside it.
      message: limit.kind === 'first_day' ? LIMITS_MESSAGES.firstDaySubmissionRule : limit.message,
      until: new Date(now.getTime() + limit.retryAfterMs),
      refusal: limit.message,
    });
  }
  const suspension = activeSuspension(user, now);
  if (suspension) {
    blocks.push({
      reason: 'suspended',
      message: suspension.until
        ? MODERATION_MESSAGES.lodgingSuspended(suspension.reason)
        : MODERATION_MESSAGES.accountSuspendedForGood(suspension.reason),
      until: suspension.until,
    });
  }
  return blocks;
}

/**
 * The lodge POST's refusal for a suspended member (issue 45): the block the lodgement page
 * shows, so the API and the screen name one reason and one date. A suspension that ends first
 * gives way to the limit that ends last (429 with its wait); otherwise 403 with the suspension.
 * Called before the upload is read, as the suspension guard it stands in for on this route.
 */
export async function assertSuspendedMayLodge(
  deps: CasesDeps,
  user: SessionUser,
  now: Date = new Date(),
): Promise<void> {
  const suspension = activeSuspension(user, now);
  if (!suspension) return;
  const binding = bindingBlock(await blocksOn(deps, user, now));
  if (binding?.reason === 'suspended' || !binding?.until || !binding.refusal) {
    throw suspendedError(suspension);
  }
  throw rateLimited(binding.refusal, Math.ceil((binding.until.getTime() - now.getTime()) / 1000), {
    at: binding.until,
  });
}

/** Whether the user may lodge now, and if not the one reason and end that bind. */
export async function submissionStatus(
  deps: CasesDeps,
  user: SessionUser,
  now: Date = new Date(),
): Promise<SubmissionStatus> {
  const blocks = await blocksOn(deps, user, now);
  // The first-day rule is told before a new account's first case, not only after it (issue 38).
  const firstDayEnds = user.createdAt.getTime() + FIRST_DAY_MS;
  const firstDayEndsAt = firstDayEnds > now.getTime() ? new Date(firstDayEnds).toISOString() : null;
  const binding = bindingBlock(blocks);
  if (!binding) {
    return { message: null, reason: null, retryAfterSeconds: null, until: null, firstDayEndsAt };
  }
  return {
    message: binding.message,
    reason: binding.reason,
    retryAfterSeconds: binding.until
      ? Math.ceil((binding.until.getTime() - now.getTime()) / 1000)
      : null,
    until: binding.until?.toISOString() ?? null,
    firstDayEndsAt,
  };
}
