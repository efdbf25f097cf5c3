import { createHash } from 'node:crypto';
import {
  ARCHIVED_CASE_MESSAGES,
  type ChatAllowance,
  type ChatAllowanceView,
  type ChatMessage,
  chatAllowance,
  cutText,
  isUuid,
  LIMITS,
  MESSAGES,
  MODERATION_MESSAGES,
  maskFreeText,
  type NotificationConversation,
  type Thread,
  type ThreadParty,
  type ThreadSummary,
  tradeBadges,
} from '@forewarn/domain';
import { isUtcMicrosText } from '../../lib/cursor-time.js';
import { freeTextContext } from '../cases/free-text.js';
import type { ThreadListRow } from './list-repository.js';
import type { MessageRow } from './message-repository.js';
import type { CaseHeaderColumns, ConversationRow, MemberThreadRow } from './repository.js';

// The only door from threads to the client. Nobody's user id, email or storage key passes:
// messages say `mine`, the other party is a name and a thread-scoped avatar address, and the
// creator of an anonymous case is 'Anonymous user #{caseId}' with no avatar to the responder.

/**
 * The case's title as a thread shows it: whole to the case's creator (the thread's owner);
 * to the responder masked like the case page (issue 14 §2), and not at all once a moderator
 * hid the case or it was archived (issue 13: it leaves thread headers), or once the case is
 * restricted to a trade the responder does not hold.
 */
function caseTitleFor(row: CaseHeaderColumns & { caseTitle: string; isOwner: boolean }): string {
  if (row.isOwner) return row.caseTitle;
  // An archived case was not removed by anyone: it grew old (docs/decisions/0019).
  if (row.caseArchived) return ARCHIVED_CASE_MESSAGES.caseArchived;
  if (row.caseWithdrawn) return MODERATION_MESSAGES.caseRemovedByModeration;
  if (row.caseRestricted) return MESSAGES.caseNoLongerAvailable;
  const context = freeTextContext({
    country: row.caseCountry,
    name: row.caseName,
    instagram: row.caseInstagram,
    tiktok: row.caseTiktok,
    address: row.caseAddress,
  });
  return maskFreeText(row.caseTitle, context);
}

/** Is the other party hidden from the viewer? Only an anonymous case's creator is. */
export const otherIsAnonymous = (row: { isAnonymous: boolean; isOwner: boolean }) =>
  row.isAnonymous && !row.isOwner;

/**
 * The avatar's version: changes with the image so browsers may cache each, and is derived from
 * the thread too, so it cannot be matched with the public `/api/users/:id/avatar?v=` address.
 */
export function avatarVersion(threadId: string, imageKey: string): string {
  return createHash('sha256').update(`${threadId}:${imageKey}`).digest('base64url').slice(0, 16);
}

export function presentParty(
  threadId: string,
  caseId: string,
  row: {
    isAnonymous: boolean;
    isOwner: boolean;
    otherUsername: string | null;
    otherImageKey: string | null;
    otherPlumber: boolean;
    otherElectrician: boolean;
  },
): ThreadParty {
  if (otherIsAnonymous(row)) {
    return {
      name: MESSAGES.anonymousThreadLabel(caseId),
      avatarUrl: null,
      anonymous: true,
      badges: [],
    };
  }
  return {
    name: row.otherUsername ?? MESSAGES.anonymousAuthor,
    avatarUrl: row.otherImageKey
      ? `/api/threads/${threadId}/avatar?v=${avatarVersion(threadId, row.otherImageKey)}`
      : null,
    anonymous: false,
    badges: tradeBadges({
      verifiedPlumber: row.otherPlumber,
      verifiedElectrician: row.otherElectrician,
    }),
  };
}

export function presentAllowance(allowance: ChatAllowance): ChatAllowanceView {
  return {
    sent: allowance.sent,
    remaining: allowance.remaining,
    limited: allowance.limited,
    warning: allowance.warning,
    resetsAt: allowance.resetsAt === null ? null : new Date(allowance.resetsAt).toISOString(),
  };
}

export function presentThread(row: MemberThreadRow, now: Date): Thread {
  const reportAgain = row.lastReportAt
    ? row.lastReportAt.getTime() + LIMITS.reportUserCooldownMs
    : null;
  return {
    id: row.id,
    caseId: row.caseId,
    caseTitle: caseTitleFor(row),
    caseImageUrl:
      row.mainImageId && (row.isOwner || !(row.caseWithdrawn || row.caseRestricted))
        ? `/api/cases/${encodeURIComponent(row.caseId)}/images/${row.mainImageId}?variant=thumb`
        : null,
    other: presentParty(row.id, row.caseId, row),
    allowance: presentAllowance(chatAllowance(row.sentCount, row.countResetAt, now)),
    reportAvailableAt:
      reportAgain !== null && reportAgain > now.getTime()
        ? new Date(reportAgain).toISOString()
        : null,
  };
}

export function presentMessage(row: MessageRow, viewerId: string): ChatMessage {
  return {
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    mine: row.senderId === viewerId,
  };
}

const PREVIEW_CHARS = 120;

export function presentSummary(row: ThreadListRow): ThreadSummary {
  const text = row.lastText;
  return {
    id: row.id,
    caseId: row.caseId,
    caseTitle: caseTitleFor(row),
    other: presentParty(row.id, row.caseId, row),
    lastMessage:
      text === null
        ? null
        : text.length > PREVIEW_CHARS
          ? `${cutText(text, PREVIEW_CHARS - 1)}…`
          : text,
    lastMessageMine: row.lastMine === true,
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: row.unread,
  };
}

/** An opaque cursor for My Messages: the exact last_message_at (microseconds) and the id. */
export function encodeListCursor(row: ThreadListRow): string {
  return Buffer.from(JSON.stringify([row.lastMessageAtText, row.id])).toString('base64url');
}

export function decodeListCursor(cursor: string): { at: string; id: string } | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string') return null;
    return isUtcMicrosText(at) && isUuid(id) ? { at, id } : null;
  } catch {
    return null;
  }
}

/** A message notice's conversation in the bell: named exactly as the chat header names it. */
export function presentConversation(row: ConversationRow): NotificationConversation {
  const party = presentParty(row.id, row.caseId, {
    ...row,
    otherImageKey: null,
    otherPlumber: false,
    otherElectrician: false,
  });
  return {
    with: party.name,
    anonymous: party.anonymous,
    caseTitle: caseTitleFor(row),
    unreadMessages: row.unreadMessages,
  };
}
