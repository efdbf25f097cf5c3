import {
  type ChatMessagePage,
  canReportUser,
  chatAllowance,
  chatMessageSchema,
  formatZonedDateTime,
  isUuid,
  LIMITS,
  MESSAGES,
  type ReportUserResult,
  type SentMessage,
  type Thread,
  type ThreadList,
  zodFieldErrors,
} from '@forewarn/domain';
import type { AppDeps } from '../../deps.js';
import {
  conflict,
  forbidden,
  invalidInput,
  notFound,
  rateLimited,
  unauthenticated,
} from '../../lib/app-error.js';
import { dateLocale } from '../../lib/date-locale.js';
import { foreignKeyViolation } from '../../lib/pg-errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { viewerOf } from '../cases/visibility.js';
import { findViewableCase } from '../comments/repository.js';
import {
  insertMessageNotification,
  markThreadNotificationsRead,
} from '../notifications/repository.js';
import { listThreadsAndMarkRead } from './list-repository.js';
import { insertMessage, selectMessages } from './message-repository.js';
import {
  decodeListCursor,
  encodeListCursor,
  presentAllowance,
  presentMessage,
  presentSummary,
  presentThread,
} from './presenter.js';
import { insertUserReport, lastMessagesForEvidence } from './report-repository.js';
import {
  findMemberThread,
  findOrCreateThread,
  lockMemberThread,
  lockParticipant,
  type MemberThreadRow,
  touchParticipant,
} from './repository.js';

// Private messaging (spec §2 Chat and My Messages, §4 Chat limits, Unread, Starting a chat,
// §6 Chat access; DESIGN.md §1). Every rule is here; the routes only translate HTTP.
// A thread answers 404 'You do not have access to this chat.' (spec §8) to anyone but its two
// members, whether it exists or not: a member of another thread and a stranger get the same
// answer, so it never tells an outsider that a thread exists (issue 24, decision 0042).

type Deps = Pick<AppDeps, 'database'>;

const threadNotFound = () => notFound(MESSAGES.chatNoAccess);

/** Page sizes: My Messages pages past 50 threads; a chat loads its newest 100 messages. */
export const THREADS_PAGE_SIZE = LIMITS.threadsPageSize;
export const MESSAGES_PAGE_SIZE = LIMITS.messagesPageSize;
/** A report keeps this many of the thread's last messages as evidence. */
export const REPORT_EVIDENCE_MESSAGES = 20;

/** The thread, if the user is a member; 404 otherwise (the same answer as a missing thread). */
export async function memberThread(
  deps: Deps,
  user: SessionUser,
  threadId: string,
): Promise<MemberThreadRow> {
  const row = isUuid(threadId)
    ? await findMemberThread(deps.database.db, threadId, viewerOf(user))
    : null;
  if (!row) throw threadNotFound();
  return row;
}

/**
 * Message Author: the thread of this case between its creator and the caller, found or
 * created in one statement. A case posted anonymously gives an anonymous thread.
 */
export async function startThread(
  deps: Deps,
  user: SessionUser | null,
  caseId: string,
): Promise<{ threadId: string }> {
  if (!user) throw unauthenticated(MESSAGES.logInToMessageAuthor);
  // Messaging needs a verified email (issue 22): throwaway accounts cannot message in bulk.
  if (!user.emailVerified) throw forbidden(MESSAGES.verifiedEmailForPage);
  const kase = await findViewableCase(deps.database.db, caseId, viewerOf(user));
  if (!kase) throw notFound(MESSAGES.caseNotFound);
  if (kase.creatorId === user.id) throw forbidden(MESSAGES.cannotMessageYourself);
  // A case kept up after its creator deleted their account has nobody to message.
  if (kase.creatorId === null) throw conflict(MESSAGES.authorAccountDeleted);
  const ownerId = kase.creatorId;
  try {
    const threadId = await findOrCreateThread(deps.database.db, {
      caseId: kase.id,
      ownerId,
      responderId: user.id,
      isAnonymous: kase.postAnonymously,
    });
    return { threadId };
  } catch (error) {
    // The case was deleted between the check and the insert.
    if (foreignKeyViolation(error)) throw notFound(MESSAGES.caseNotFound);
    throw error;
  }
}

export async function getThread(deps: Deps, user: SessionUser, threadId: string): Promise<Thread> {
  return presentThread(await memberThread(deps, user, threadId), new Date());
}

/**
 * The thread's newest messages (or those before `before`), shown oldest first. Opening the
 * chat marks the thread read.
 */
export async function getMessages(
  deps: Deps,
  user: SessionUser,
  threadId: string,
  before: string | undefined,
): Promise<ChatMessagePage> {
  const thread = await memberThread(deps, user, threadId);
  if (before !== undefined && !isUuid(before)) {
    throw invalidInput(MESSAGES.listLinkOutOfDate);
  }
  const { db } = deps.database;
  const rows = await selectMessages(db, thread.id, {
    ...(before ? { before } : {}),
    limit: MESSAGES_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  if (!before) {
    await touchParticipant(db, thread.id, user.id, 'read');
    // Opening the chat reads its notices in the bell too (issue 45: opening one cleared one).
    await markThreadNotificationsRead(db, user.id, thread.id);
  }
  return {
    messages: page.reverse().map((row) => presentMessage(row, user.id)),
    olderCursor: rows.length > MESSAGES_PAGE_SIZE ? (page[0]?.id ?? null) : null,
  };
}

/**
 * Sends a message. The limit (10 per user per thread per 24 hours) is counted under row locks
 * on the thread and then the sender's participant row, so parallel sends queue up and exactly
 * the allowance lands; the rest get 429 with Retry-After and the spec's message.
 */
export async function sendMessage(
  deps: Deps,
  user: SessionUser,
  threadId: string,
  body: unknown,
): Promise<{ sent: SentMessage; pushTo: string | null }> {
  if (!isUuid(threadId)) throw threadNotFound();
  if (!user.emailVerified) throw forbidden(MESSAGES.verifiedEmailForPage);
  const parsed = chatMessageSchema.safeParse(body);
  if (!parsed.success) {
    const fields = zodFieldErrors(parsed.error);
    throw invalidInput(Object.values(fields)[0] ?? MESSAGES.messageRequired, fields);
  }
  const { text, timeZone } = parsed.data;
  return deps.database.db.transaction(async (tx) => {
    const thread = await lockMemberThread(tx, threadId, user.id);
    if (!thread) throw threadNotFound();
    const me = await lockParticipant(tx, thread.id, user.id);
    const allowance = chatAllowance(me.sentCount, me.countResetAt, me.now);
    if (allowance.limited && allowance.resetsAt !== null) {
      const text = formatZonedDateTime(allowance.resetsAt, timeZone, dateLocale());
      throw rateLimited(
        MESSAGES.chatLimitReached(text),
        Math.max(1, Math.ceil((allowance.resetsAt - me.now.getTime()) / 1000)),
        { at: allowance.resetsAt, text },
      );
    }
    // A new window starts with the first message after the last one ended (or after a reset).
    const freshWindow = allowance.resetsAt === null || allowance.sent === 0;
    const countResetAt = freshWindow || !me.countResetAt ? me.now : me.countResetAt;
    const sentCount = allowance.sent + 1;
    const row = await insertMessage(tx, {
      thread,
      senderId: user.id,
      text,
      sentCount,
      countResetAt,
    });
    // The recipient's notification centre shows one `message` notice per unread stretch of the
    // thread: a link and nothing else (no text, no case, no name), like the email notice.
    const recipientId = thread.ownerId === user.id ? thread.responderId : thread.ownerId;
    const { hasPushDevice } = await insertMessageNotification(tx, {
      recipientId,
      threadId: thread.id,
      payload: {
        event: 'new_message',
        caseId: null,
        threadId: thread.id,
        title: '',
        maskedName: null,
        maskedIdentifiers: [],
        country: null,
      },
    });
    return {
      sent: {
        message: presentMessage(row, user.id),
        allowance: presentAllowance(chatAllowance(sentCount, countResetAt, me.now)),
      },
      pushTo: hasPushDevice ? recipientId : null,
    };
  });
}

/**
 * Report User: once per 24 hours per reporter per thread. The report keeps the thread, the
 * case and the last 20 messages as evidence for the moderation queue.
 */
export async function reportUser(
  deps: Deps,
  user: SessionUser,
  threadId: string,
  reason = '',
): Promise<ReportUserResult> {
  if (!isUuid(threadId)) throw threadNotFound();
  return deps.database.db.transaction(async (tx) => {
    const thread = await lockMemberThread(tx, threadId, user.id);
    if (!thread) throw threadNotFound();
    const me = await lockParticipant(tx, thread.id, user.id);
    if (!canReportUser(me.lastReportAt, me.now) && me.lastReportAt) {
      const again = me.lastReportAt.getTime() + LIMITS.reportUserCooldownMs;
      throw rateLimited(
        MESSAGES.userReported,
        Math.max(1, Math.ceil((again - me.now.getTime()) / 1000)),
      );
    }
    const evidence = await lastMessagesForEvidence(tx, thread.id, REPORT_EVIDENCE_MESSAGES);
    await insertUserReport(tx, {
      thread,
      reporterId: user.id,
      reportedUserId: thread.ownerId === user.id ? thread.responderId : thread.ownerId,
      evidence,
      reason,
      now: me.now,
    });
    return {
      reportAvailableAt: new Date(me.now.getTime() + LIMITS.reportUserCooldownMs).toISOString(),
    };
  });
}

/** Delete in My Messages: hides the thread for this user only, until the other side writes. */
export async function hideThread(deps: Deps, user: SessionUser, threadId: string): Promise<void> {
  if (!isUuid(threadId) || !(await touchParticipant(deps.database.db, threadId, user.id, 'hide'))) {
    throw threadNotFound();
  }
}

export async function markThreadRead(
  deps: Deps,
  user: SessionUser,
  threadId: string,
): Promise<void> {
  if (!isUuid(threadId) || !(await touchParticipant(deps.database.db, threadId, user.id, 'read'))) {
    throw threadNotFound();
  }
  // The thread's message notices in the bell are read with it.
  await markThreadNotificationsRead(deps.database.db, user.id, threadId);
}

/** My Messages: one statement builds the page and marks the listed threads read. */
export async function listThreads(
  deps: Deps,
  user: SessionUser,
  cursor: string | undefined,
): Promise<ThreadList> {
  const after = cursor ? decodeListCursor(cursor) : null;
  if (cursor && !after) throw invalidInput(MESSAGES.listLinkOutOfDate);
  const rows = await listThreadsAndMarkRead(deps.database.db, viewerOf(user), {
    after,
    limit: THREADS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, THREADS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    threads: page.map(presentSummary),
    nextCursor: rows.length > THREADS_PAGE_SIZE && last ? encodeListCursor(last) : null,
  };
}
