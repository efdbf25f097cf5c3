import { PUSH_MESSAGES } from '@forewarn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { inLanguage, memberLanguage } from '../../lib/language.js';

/**
 * Tells the other member of a thread, by push, that a message arrived: 'New message on
 * Forewarn' and the chat's link, nothing of the message or its sender. Called after the
 * message is committed and not awaited by the send: a slow or failing push service never
 * delays or fails a message. Resolves when the push is done (tests wait for it).
 */
export function pushNewMessage(
  deps: Pick<AppDeps, 'push' | 'database'>,
  log: FastifyBaseLogger,
  recipientId: string,
  threadId: string,
): Promise<void> {
  return (async () => {
    // In the recipient's language, not the sender's (issue 49).
    const language = await memberLanguage(deps.database.db, recipientId);
    await deps.push.sendPush(recipientId, {
      title: inLanguage(language, () => PUSH_MESSAGES.newMessageTitle),
      url: `/chat/${encodeURIComponent(threadId)}`,
    });
  })().catch((error: unknown) => {
    log.warn({ error: (error as Error).name }, 'a new-message push could not be sent');
  });
}
