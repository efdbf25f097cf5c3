import {
  HOUR_MS,
  MINUTE_MS,
  SERVICE_MAIL_MESSAGES,
  WEBHOOK_LIMITS,
  type WebhookEvent,
} from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { inLanguage, memberLanguage } from '../../lib/language.js';
import { mayMail } from '../accounts/abuse-limits.js';
import { disableEndpoint, enqueueDelivery, markFailing } from './repository.js';
import { sendWebhook } from './sender.js';

// The delivery job (issue 50; docs/decisions/0084): one attempt at one delivery. It reads the
// rows, POSTs outside any transaction, then records the outcome. A failure is retried with
// backoff (1, 5, 15, 30 minutes, 1, 2, then every 4 hours) for a day from the event; an
// endpoint whose every delivery has failed for a day is disabled, its pending deliveries given
// up, and its member mailed.

export { WEBHOOK_DISABLED_TASK } from './repository.js';

const BACKOFF_MINUTES = [1, 5, 15, 30, 60, 120, 240];

export function backoffMs(attempts: number): number {
  const minutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? 1;
  return minutes * MINUTE_MS;
}

type DeliveryDeps = Pick<AppDeps, 'database' | 'config'> & { log: FastifyBaseLogger };

export type DeliveryResult = 'delivered' | 'retry' | 'failed' | 'disabled' | 'skipped';

/** The body an endpoint receives for a delivery (the bytes that are signed). */
export function eventBody(
  publicUrl: string,
  delivery: { id: string; type: string; createdAt: Date; payload: unknown },
): string {
  const data = { ...(delivery.payload as WebhookEvent['data']) };
  if (delivery.type === 'watch.alert' && typeof data.caseId === 'string')
    data.url = `${publicUrl}/case/${encodeURIComponent(data.caseId)}`;
  const event: WebhookEvent = {
    id: delivery.id,
    type: delivery.type as WebhookEvent['type'],
    createdAt: delivery.createdAt.toISOString(),
    data,
  };
  return JSON.stringify(event);
}

export async function deliverWebhook(
  deps: DeliveryDeps,
  id: string,
  now: () => number = Date.now,
): Promise<DeliveryResult> {
  const { db } = deps.database;
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  // biome-ignore lint/complexity/useOptionalChain: narrows row for the lines below
  if (!row || row.delivery.status !== 'pending') return 'skipped';
  const { delivery, endpoint } = row;
  if (endpoint.disabledAt) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'endpoint disabled', nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, id));
    return 'failed';
  }

  // The network call, outside any transaction.
  const outcome = await sendWebhook(
    endpoint,
    { id, body: eventBody(deps.config.publicUrl, delivery) },
    { allowLoopback: deps.config.webhookAllowLoopback, now },
  );
  const at = new Date(now());
  const attempts = delivery.attempts + 1;

  if (outcome.ok) {
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          attempts,
          lastStatus: outcome.status,
          lastError: null,
          lastAttemptAt: at,
          nextAttemptAt: null,
          deliveredAt: at,
        })
        .where(eq(webhookDeliveries.id, id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null, lastDeliveredAt: at })
        .where(eq(webhookEndpoints.id, endpoint.id));
    });
    return 'delivered';
  }

  deps.log.warn(
    { webhook: endpoint.id, status: outcome.status, error: outcome.error },
    'a webhook delivery failed',
  );
  return db.transaction(async (tx): Promise<DeliveryResult> => {
    const failingSince = await markFailing(tx, endpoint.id, at);
    const common = {
      attempts,
      lastStatus: outcome.status,
      lastError: outcome.error,
      lastAttemptAt: at,
    };
    if (at.getTime() - failingSince.getTime() >= WEBHOOK_LIMITS.disableAfterHours * HOUR_MS) {
      await disableEndpoint(tx, endpoint.id, endpoint.userId, at);
      await tx
        .update(webhookDeliveries)
        .set({ ...common, status: 'failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, id));
      return 'disabled';
    }
    if (at.getTime() - delivery.createdAt.getTime() >= WEBHOOK_LIMITS.retryForHours * HOUR_MS) {
      await tx
        .update(webhookDeliveries)
        .set({ ...common, status: 'failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, id));
      return 'failed';
    }
    const next = new Date(at.getTime() + backoffMs(attempts));
    await tx
      .update(webhookDeliveries)
      .set({ ...common, nextAttemptAt: next })
      .where(eq(webhookDeliveries.id, id));
    await enqueueDelivery(tx, id, next);
    return 'retry';
  });
}

type MailDeps = Pick<AppDeps, 'database' | 'mail' | 'config'>;

/** Tells the member their endpoint was disabled, and how to resume. */
export async function sendWebhookDisabledMail(
  deps: MailDeps,
  job: { endpointId: string; userId: string },
): Promise<void> {
  const { db } = deps.database;
  const [member] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, job.userId));
  const [endpoint] = await db
    .select({ url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, job.endpointId));
  if (!member || !endpoint) return;
  if (!(await mayMail(db, member.email))) return;
  const M = SERVICE_MAIL_MESSAGES;
  // In the member's saved language (issue 49): a job has no request's.
  const language = await memberLanguage(db, job.userId);
  await deps.mail.send(
    inLanguage(language, () => ({
      to: member.email,
      subject: M.webhookSubject,
      idempotencyKey: `webhook-disabled-${job.endpointId}`,
      text: [
        M.hello,
        '',
        M.webhookFailed(new URL(endpoint.url).host),
        M.webhookAlertsKept,
        '',
        M.webhookResume(`${deps.config.publicUrl}/MyAccountPage`),
        '',
        M.signature,
      ].join('\n'),
    })),
  );
}
