import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema/index.js';

// The webhooks' SQL (issue 50; docs/decisions/0084): the outbox writes (a delivery and its job
// in the causing transaction), the count under the member's lock, and the endpoint's failing
// state.

export const WEBHOOK_TASK = 'webhook_delivery';
export const WEBHOOK_DISABLED_TASK = 'webhook_disabled_mail';

export async function countEndpoints(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return row?.n ?? 0;
}

/** Adds a delivery's job in the caller's transaction, to run at `runAt` (now when null). */
export async function enqueueDelivery(tx: DbOrTx, id: string, runAt: Date | null): Promise<void> {
  await tx.execute(sql`
    SELECT graphile_worker.add_job(
      ${WEBHOOK_TASK},
      json_build_object('id', ${id}::text),
      job_key => ${`webhook:${id}`},
      run_at => COALESCE(${runAt ? runAt.toISOString() : null}::timestamptz, now()),
      max_attempts => 3
    )`);
}

/**
 * Each new watch alert, for each enabled endpoint of its member: a delivery and its job, in the
 * alert's own transaction (one statement; nothing when the member has no endpoint). The payload
 * is the alert's masked fields only.
 */
export async function enqueueWatchAlertWebhooks(
  tx: DbOrTx,
  notificationIds: readonly string[],
): Promise<void> {
  if (notificationIds.length === 0) return;
  await tx.execute(sql`
    WITH made AS (
      INSERT INTO webhook_deliveries (endpoint_id, notification_id, type, payload)
      SELECT e.id, n.id, 'watch.alert', jsonb_build_object(
          'notificationId', n.id,
          'caseId', n.payload->'caseId',
          'title', n.payload->'title',
          'maskedName', n.payload->'maskedName',
          'maskedIdentifiers', n.payload->'maskedIdentifiers',
          'country', n.payload->'country')
      FROM notifications n
      JOIN webhook_endpoints e ON e.user_id = n.user_id AND e.disabled_at IS NULL
      WHERE n.id IN (${sql.join(
        notificationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) AND n.kind = 'watch_alert'
      RETURNING id
    )
    SELECT graphile_worker.add_job(
      ${WEBHOOK_TASK},
      json_build_object('id', made.id::text),
      job_key => 'webhook:' || made.id::text,
      max_attempts => 3
    ) FROM made`);
}

/** The endpoint's first failure of the current run (set now when it was working). */
export async function markFailing(tx: DbOrTx, endpointId: string, at: Date): Promise<Date> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({
      failingSince: sql`COALESCE(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? at;
}

/** Disables the endpoint once (the mail goes with the first), giving up its pending deliveries. */
export async function disableEndpoint(tx: DbOrTx, endpointId: string, userId: string, at: Date) {
  const newly = await tx.execute(sql`
    UPDATE webhook_endpoints SET disabled_at = ${at.toISOString()}::timestamptz
    WHERE id = ${endpointId}::uuid AND disabled_at IS NULL RETURNING id`);
  if (newly.rows.length === 0) return;
  await tx.execute(sql`
    UPDATE webhook_deliveries
    SET status = 'failed', last_error = 'endpoint disabled', next_attempt_at = NULL
    WHERE endpoint_id = ${endpointId}::uuid AND status = 'pending'`);
  await tx.execute(sql`
    SELECT graphile_worker.add_job(
      ${WEBHOOK_DISABLED_TASK},
      json_build_object('endpointId', ${endpointId}::text, 'userId', ${userId}::text),
      job_key => ${`webhook-disabled:${endpointId}`},
      max_attempts => 12
    )`);
}
