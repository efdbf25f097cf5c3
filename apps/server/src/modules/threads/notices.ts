import { LIMITS, SERVICE_MAIL_MESSAGES as M, MESSAGES } from '@forewarn/domain';
import type { MailMessage } from '../../adapters/mail/mail.js';
import type { AppDeps } from '../../deps.js';
import { inLanguage, memberLanguage } from '../../lib/language.js';
import { mayMail } from '../accounts/abuse-limits.js';
import { unsubscribeHeaders } from '../notifications/notification-mail.js';
import { unsubscribeToken } from '../notifications/unsubscribe.js';
import {
  enqueueMessageNotices,
  foldMessageNoticeIntoDigest,
  noticeRecipient,
} from './notice-repository.js';

// The email notice of a new message: when a message has waited unread for 15 minutes, its
// recipient gets one email (at most one per thread per 6 hours) with a link to the chat, and
// nothing else: no message text, no case, no name. My Account turns these off.

export const NOTICE_UNREAD_MS = LIMITS.messageNoticeUnreadMs;
export const NOTICE_GAP_MS = 6 * LIMITS.hourMs;

/** The notice: the chat's link, My Account's switch and the one-click unsubscribe (RFC 8058). */
export function messageNoticeMail(
  to: string,
  publicUrl: string,
  threadId: string,
  unsubscribeToken: string,
): MailMessage {
  return {
    to,
    subject: MESSAGES.messageEmailSubject,
    text: [
      M.hello,
      '',
      M.messageUnread,
      '',
      `${publicUrl}/chat/${threadId}`,
      '',
      M.messageStop,
      `${publicUrl}/MyAccountPage#notifications`,
      M.messageOneClick,
      `${publicUrl}/Unsubscribe?token=${unsubscribeToken}`,
      '',
      M.signature,
    ].join('\n'),
    headers: unsubscribeHeaders(publicUrl, unsubscribeToken),
  };
}

/** The queue's cron, once a minute across all servers: claims the notices due as jobs. */
export function enqueueDueMessageNotices(deps: Pick<AppDeps, 'database'>): Promise<number> {
  return enqueueMessageNotices(deps.database.db, {
    unreadForMs: NOTICE_UNREAD_MS,
    gapMs: NOTICE_GAP_MS,
  });
}

/**
 * One claimed notice's job: the mail, with the claim as its idempotency key (a retry after a
 * crash writes the same message) and a one-click unsubscribe from message emails. Counted
 * against the recipient's mail cap: past it, the thread's unread `message` notice waits for the
 * member's next daily digest instead (docs/decisions/0057). Returns what became of it.
 */
export async function sendMessageNotice(
  deps: Pick<AppDeps, 'database' | 'mail' | 'config'>,
  job: { threadId: string; userId: string; key: string },
): Promise<'sent' | 'digest' | 'gone'> {
  const email = await noticeRecipient(deps.database.db, job.threadId, job.userId);
  if (!email) return 'gone';
  if (!(await mayMail(deps.database.db, email))) {
    await foldMessageNoticeIntoDigest(deps.database.db, job.threadId, job.userId);
    return 'digest';
  }
  const token = await unsubscribeToken(deps.database.db, deps.database, job.userId, 'message');
  // In the member's language (issue 49): a job has no request to take it from.
  const language = await memberLanguage(deps.database.db, job.userId);
  await deps.mail.send({
    ...inLanguage(language, () =>
      messageNoticeMail(email, deps.config.publicUrl, job.threadId, token),
    ),
    idempotencyKey: `message-notice-${job.key}`,
  });
  return 'sent';
}
