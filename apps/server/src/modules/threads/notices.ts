import { LIMITS, MESSAGES } from '@forewarn/domain';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../adapters/mail/mail.js';
import type { AppDeps } from '../../deps.js';
import { claimMessageNotices } from './repository.js';

// The email notice of a new message: when a message has waited unread for 15 minutes, its
// recipient gets one email (at most one per thread per 6 hours) with a link to the chat, and
// nothing else: no message text, no case, no name. My Account turns these off.

export const NOTICE_UNREAD_MS = 15 * LIMITS.minuteMs;
export const NOTICE_GAP_MS = 6 * LIMITS.hourMs;
/** How often a server looks for notices due. */
const NOTICE_SWEEP_MS = LIMITS.minuteMs;

export function messageNoticeMail(to: string, publicUrl: string, threadId: string): MailMessage {
  return {
    to,
    subject: MESSAGES.messageEmailSubject,
    text: [
      'Hello,',
      '',
      'Someone sent you a message on Forewarn that you have not read yet. Read it here:',
      '',
      `${publicUrl}/chat/${threadId}`,
      '',
      'To stop these emails, turn off message emails in My Account:',
      `${publicUrl}/MyAccountPage`,
      '',
      'Forewarn',
    ].join('\n'),
  };
}

/**
 * Claims the notices due (one conditional UPDATE, so two servers never both send one) and
 * mails them. A mail that fails is logged and not retried: the next message brings another.
 */
export async function sendMessageNotices(
  deps: Pick<AppDeps, 'database' | 'mail' | 'config'>,
  log: Pick<FastifyInstance['log'], 'error'>,
): Promise<number> {
  const due = await claimMessageNotices(deps.database.db, {
    unreadForMs: NOTICE_UNREAD_MS,
    gapMs: NOTICE_GAP_MS,
  });
  let sent = 0;
  for (const notice of due) {
    try {
      await deps.mail.send(messageNoticeMail(notice.email, deps.config.publicUrl, notice.threadId));
      sent++;
    } catch (error) {
      log.error({ err: error }, 'message notice could not be sent');
    }
  }
  return sent;
}

/** Looks for notices due once a minute while the server runs. */
export function scheduleMessageNotices(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const sweep = async () => {
    try {
      await sendMessageNotices(app.deps, app.log);
    } catch (error) {
      app.log.error({ err: error }, 'message notices failed');
    }
    if (!closed) timer = setTimeout(sweep, NOTICE_SWEEP_MS).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(sweep, NOTICE_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
