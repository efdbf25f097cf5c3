import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDelivery,
} from '@forewarn/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { conflict, forbidden, invalidInput, notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { checkWebhookHost, checkWebhookUrl } from './address-guard.js';
import { countEndpoints, enqueueDelivery } from './repository.js';

// A member's webhook endpoints and their delivery log (issue 50; docs/decisions/0084). Every
// event is a row in webhook_deliveries and a job, written in the transaction that causes it (the
// outbox of decision 0036): the POST happens in the job, after the commit, never inside a
// transaction (delivery.ts).

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export { WEBHOOK_TASK } from './repository.js';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentWebhook = (row: EndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  disabledAt: iso(row.disabledAt),
  failingSince: iso(row.failingSince),
  lastDeliveredAt: iso(row.lastDeliveredAt),
});

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  type: row.type as WebhookDelivery['type'],
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: iso(row.nextAttemptAt),
  deliveredAt: iso(row.deliveredAt),
});

export async function listWebhooks(db: DbOrTx, userId: string): Promise<Webhook[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return rows.map(presentWebhook);
}

/** Registers an endpoint: its URL checked and its host resolved first, at most 5 a member. */
export async function createWebhook(
  db: Db,
  user: SessionUser,
  rawUrl: string,
  allowLoopback: boolean,
): Promise<{ webhook: Webhook; secret: string }> {
  if (!user.emailVerified) throw forbidden(WEBHOOK_MESSAGES.verifiedEmailNeeded);
  const verdict = checkWebhookUrl(rawUrl, allowLoopback);
  if (!verdict.ok) throw invalidInput(verdict.message, { url: verdict.message });
  if (!verdict.loopback) {
    const refused = await checkWebhookHost(verdict.url);
    if (refused) throw invalidInput(refused, { url: refused });
  }
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    // Counted under the member's row lock: two registrations at once cannot pass 5 together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if ((await countEndpoints(tx, user.id)) >= WEBHOOK_LIMITS.perAccount)
      throw conflict(WEBHOOK_MESSAGES.tooMany);
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({ userId: user.id, url: verdict.url.href, secret })
      .returning();
    if (!inserted) throw new Error('webhook insert returned nothing');
    return inserted;
  });
  return { webhook: presentWebhook(row), secret };
}

async function ownEndpoint(db: DbOrTx, userId: string, id: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

export async function removeWebhook(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw notFound(WEBHOOK_MESSAGES.notFound);
}

export async function listDeliveries(
  db: Db,
  userId: string,
  id: string,
): Promise<WebhookDelivery[]> {
  await ownEndpoint(db, userId, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LIMITS.logSize);
  return rows.map(presentDelivery);
}

/** "Send test event": a `ping` delivery, logged and retried like any other. */
export async function sendTestEvent(db: Db, userId: string, id: string): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const endpoint = await ownEndpoint(tx, userId, id);
    if (endpoint.disabledAt) throw conflict(WEBHOOK_MESSAGES.disabled);
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: id,
        type: 'ping',
        payload: { message: WEBHOOK_MESSAGES.testEventMessage },
      })
      .returning();
    if (!row) throw new Error('delivery insert returned nothing');
    await enqueueDelivery(tx, row.id, null);
    return presentDelivery(row);
  });
}
