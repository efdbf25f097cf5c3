import { type FeedbackRequest, LIMITS, MESSAGES } from '@forewarn/domain';
import { lockUntilCommit } from '../../db/locks.js';
import type { AppDeps } from '../../deps.js';
import { forbidden, rateLimited, unauthenticated } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { insertFeedbackEntry, recentFeedbackCount } from './repository.js';

// The Report & Feedback page (spec §2, §5 Feedback): users with a verified email only.

type Deps = Pick<AppDeps, 'database'>;

/** Signed out is 401, an unverified email 403, both with the page's message. */
export function assertMaySendFeedback(user: SessionUser | null): asserts user is SessionUser {
  if (!user) throw unauthenticated(MESSAGES.verifiedEmailForPage);
  if (!user.emailVerified) throw forbidden(MESSAGES.verifiedEmailForPage);
}

export async function submitFeedback(
  deps: Deps,
  user: SessionUser | null,
  input: FeedbackRequest,
): Promise<void> {
  assertMaySendFeedback(user);
  await deps.database.db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'feedback', user.id);
    const recent = await recentFeedbackCount(tx, user.id, LIMITS.feedbackWindowMs);
    if (recent.count >= LIMITS.feedbackPerWindow) {
      throw rateLimited(MESSAGES.feedbackRateLimited, Math.max(1, recent.retryAfterSeconds));
    }
    await insertFeedbackEntry(tx, {
      userId: user.id,
      email: user.email,
      type: input.type,
      details: input.details,
    });
  });
}
