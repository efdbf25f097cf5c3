import {
  ANONYMOUS_AUTHOR,
  type CaseComment,
  type CommentImage,
  DELETED_AUTHOR,
  isUuid,
  maskFreeText,
  type TradeFlags,
  tradeBadges,
} from '@forewarn/domain';
import { isTimestamptzText } from '../../lib/cursor-time.js';
import { freeTextContext } from '../cases/free-text.js';
import type { CaseForComments, CommentCursor } from './repository.js';

// The only door from a response row to the client. The author's email, id and storage keys
// never go out: the author is a username or 'Anonymous'. A response can name the person as the
// case does: its phone numbers, emails and the case's surname are masked for everyone but the
// case's creator and the response's own author (issue 14 §2; docs/decisions/0018).

export function commentImageRef(caseId: string, commentId: string): CommentImage {
  const url = `/api/cases/${encodeURIComponent(caseId)}/comments/${commentId}/image`;
  return { url, thumbUrl: `${url}?variant=thumb` };
}

/**
 * The author of a response whose account was deleted (docs/decisions/0015): a stable value the
 * web shows in the reader's language (CASE_CARD_LABELS.shownAuthor), as 'Anonymous' is.
 */
export { DELETED_AUTHOR };

/**
 * A username, or 'Anonymous' when the user has none. The creator of a case posted anonymously
 * also responds anonymously on it, or their response would unmask them. A deleted account's
 * responses stay, from 'Deleted user'.
 */
export function commentAuthor(
  comment: { userId: string | null; username: string | null },
  kase: Pick<CaseForComments, 'creatorId' | 'postAnonymously'>,
): string {
  if (comment.userId === null) return DELETED_AUTHOR;
  if (kase.postAnonymously && comment.userId === kase.creatorId) return ANONYMOUS_AUTHOR;
  return comment.username ?? ANONYMOUS_AUTHOR;
}

export function presentComment(
  comment: TradeFlags & {
    id: string;
    caseId: string;
    userId: string | null;
    username: string | null;
    text: string;
    imageKey: string | null;
    createdAt: Date;
    namedParty: boolean;
  },
  kase: CaseForComments,
  viewerId: string | null,
): CaseComment {
  const author = commentAuthor(comment, kase);
  const whole = viewerId !== null && (viewerId === kase.creatorId || viewerId === comment.userId);
  return {
    id: comment.id,
    text: whole ? comment.text : maskFreeText(comment.text, freeTextContext(kase)),
    author,
    authorBadges: tradeBadges(comment, { anonymous: author === ANONYMOUS_AUTHOR }),
    createdAt: comment.createdAt.toISOString(),
    image: comment.imageKey ? commentImageRef(comment.caseId, comment.id) : null,
    isMine: viewerId !== null && viewerId === comment.userId,
    namedParty: comment.namedParty,
  };
}

// The paging cursor is opaque to the client: base64url of created_at (microseconds) and id.

export function encodeCursor(cursor: CommentCursor): string {
  return Buffer.from(`${cursor.createdAtText}|${cursor.id}`).toString('base64url');
}

/** The cursor, or null when it is not one this server made. */
export function decodeCursor(value: string): CommentCursor | null {
  const [createdAtText, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAtText || !id) return null;
  // Exactly the ::text the repository read, never merely its shape: the next page casts it.
  if (!isTimestamptzText(createdAtText) || !isUuid(id)) return null;
  return { createdAtText, id };
}
