import { PUSH_MESSAGES } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { inLanguage, memberLanguage } from '../../lib/language.js';
import { type Push, PushFailed } from './push-sender.js';

// A new message's push (docs/decisions/0045, 0086): 'New message on Forewarn' and the chat's
// link, nothing of the message or its sender. The send route pushes after the commit without a
// job (a job per message was a quarter of a message's cost in the chat bench, 0037); a push
// that does not reach every device becomes a job, which the queue retries with backoff.

export const MESSAGE_PUSH_TASK = 'push_message';

/** The notice in the recipient's language, not the sender's (issue 49). */
const messageNotice = async (db: DbOrTx, recipientId: string, threadId: string) => ({
  title: inLanguage(await memberLanguage(db, recipientId), () => PUSH_MESSAGES.newMessageTitle),
  url: `/chat/${encodeURIComponent(threadId)}`,
});

/** The retry's job, in the member's own push queue (one member's slow devices hold one worker). */
export async function enqueueMessagePush(
  db: DbOrTx,
  job: { recipientId: string; threadId: string },
): Promise<void> {
  await db.execute(sql`
    SELECT graphile_worker.add_job(
      ${MESSAGE_PUSH_TASK},
      json_build_object('recipientId', ${job.recipientId}::text, 'threadId', ${job.threadId}::text),
      queue_name => ${`push:${job.recipientId}`},
      job_key => ${`push-message:${job.recipientId}:${job.threadId}`},
      max_attempts => 4
    )`);
}

/**
 * Pushes the message's notice after its commit; not awaited by the send, so a slow or failing
 * push service never delays or fails a message. A device not reached is left to the queue.
 * Resolves when the push is done (tests wait for it).
 */
export function pushNewMessage(
  deps: { push: Pick<Push, 'sendPush'>; database: { db: DbOrTx } },
  log: FastifyBaseLogger,
  recipientId: string,
  threadId: string,
): Promise<void> {
  return (async () => {
    const notice = await messageNotice(deps.database.db, recipientId, threadId);
    const outcome = await deps.push.sendPush(recipientId, notice);
    if (outcome.failed > 0) {
      await enqueueMessagePush(deps.database.db, { recipientId, threadId });
    }
  })().catch((error: unknown) => {
    log.warn({ error: (error as Error).name }, 'a new-message push could not be sent');
  });
}

/** The retry's job: throws while a device is still not reached, for the queue's backoff. */
export async function retryMessagePush(
  deps: { push: Pick<Push, 'sendPush'>; database: { db: DbOrTx } },
  job: { recipientId: string; threadId: string },
): Promise<void> {
  const notice = await messageNotice(deps.database.db, job.recipientId, job.threadId);
  const outcome = await deps.push.sendPush(job.recipientId, notice);
  if (outcome.failed > 0) throw new PushFailed(outcome);
}
