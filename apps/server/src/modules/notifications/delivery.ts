import {
  type NotificationKind,
  type NotificationPayload,
  notificationHref,
  pushTitle,
} from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { inLanguage } from '../../lib/language.js';
import { mayMail } from '../accounts/abuse-limits.js';
import {
  deliverLeased,
  deliveryLeaseMs,
  type LeasedOutbox,
  type LeaseState,
  type LeaseStep,
} from '../outbox/leased-delivery.js';
import { type Push, PushFailed } from '../push/push-sender.js';
import { notificationMail } from './notification-mail.js';

// Delivering a notification (docs/decisions/0037, 0057): an outbox, then the send, under the
// lease that one-off mail uses too (outbox/leased-delivery.ts: claim, send, record). The claim
// also decides what the member's setting says (the SQL function forewarn_email_decision, the one
// place that rule is written) and counts the mail against the recipient's cap (past it, the
// notice waits for the digest), recording that outcome at once when it is not a send.

export type DeliveryDeps = Pick<AppDeps, 'database' | 'mail' | 'config'>;

export type DeliveryOutcome = 'sent' | 'digest' | 'skipped' | 'gone' | 'leased';

/** The steps of a delivery, for the crash test (jobs/kill-steps.test.ts) to stop at. */
export type DeliveryStep = LeaseStep;

export type DeliveryOptions = {
  leaseMs?: number;
  /** Called after each step; the crash test kills its process here. */
  afterStep?: (step: DeliveryStep, notificationId: string) => void | Promise<void>;
};

const NOTIFICATIONS: LeasedOutbox = {
  table: 'notifications',
  statusColumn: 'email_status',
  attemptColumn: 'delivery_attempt',
  sentAtColumn: 'emailed_at',
  task: 'deliver_notification',
  jobKeyPrefix: 'notification:',
};

type ClaimRow = LeaseState & {
  id: string;
  userId: string;
  kind: NotificationKind;
  payload: NotificationPayload;
  email: string;
  decision: 'sent' | 'digest' | 'skipped';
};

/**
 * The one place a notification's email is delivered: mailed now, set aside for the digest, or
 * not mailed, as its member chose (and the mail cap allows). Idempotent: a later run finds the
 * row decided and does nothing; a run while another attempt's lease holds reschedules itself.
 */
export async function deliverNotification(
  deps: DeliveryDeps,
  id: string,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const { afterStep } = options;
  return deliverLeased<ClaimRow, 'digest' | 'skipped' | 'sent'>(
    deps.database.db,
    NOTIFICATIONS,
    id,
    {
      leaseMs: options.leaseMs ?? deliveryLeaseMs(deps.mail),
      lockRow: async (tx) => {
        const result = await tx.execute<ClaimRow>(sql`
          SELECT n.id, n.user_id AS "userId", n.kind, n.payload, n.email_status AS status,
            COALESCE(n.lease_until > now(), false) AS leased, n.lease_until AS "leaseUntil",
            u.email, forewarn_email_decision(n.kind, u.email_verified, s.email) AS decision
          FROM notifications n
          JOIN users u ON u.id = n.user_id
          LEFT JOIN notification_settings s ON s.user_id = n.user_id AND s.kind = n.kind
          WHERE n.id = ${id}
          FOR UPDATE OF n
        `);
        return result.rows[0];
      },
      finished: ['sent', 'digest', 'skipped'],
      retryWhenLeased: true,
      decide: async (tx, row) => {
        let outcome = row.decision;
        let overCap = false;
        // A reclaimed row (`sending`, its lease over) was counted by the attempt that claimed it.
        if (outcome === 'sent' && row.status === null && !(await mayMail(tx, row.email))) {
          outcome = 'digest';
          overCap = true;
        }
        if (outcome === 'sent') return null;
        await tx.execute(sql`
          UPDATE notifications
          SET email_status = ${outcome}, over_cap = ${overCap}, delivery_attempt = NULL,
            lease_until = NULL
          WHERE id = ${id}
        `);
        return outcome;
      },
      send: async (row) => {
        // Built after the claim's commit: its unsubscribe token may write a row, on a connection
        // of its own, which must never wait for the claim's transaction to end (it holds another).
        const mail = await notificationMail(deps, row.userId, row.email, row.kind, [row.payload], {
          idempotencyKey: `notification-${row.id}`,
        });
        await deps.mail.send(mail);
        return undefined;
      },
      ...(afterStep ? { afterStep: (step: LeaseStep) => afterStep(step, id) } : {}),
    },
  );
}

/**
 * A notification's push to its member's devices (its own job, in the member's own queue: see
 * migration 0025): a title naming nobody and a link (docs/decisions/0045). Sent with no
 * transaction open, then recorded; at-least-once, and a retried push carries the same Topic, so
 * the push service keeps one of the two while undelivered. A message is pushed by the message
 * itself (threads/routes.ts), never here.
 */
export async function pushNotification(
  deps: Pick<AppDeps, 'database'> & { push: Pick<Push, 'sendPush'> },
  id: string,
): Promise<boolean> {
  const result = await deps.database.db.execute<{
    userId: string;
    kind: NotificationKind;
    payload: NotificationPayload;
    pushed: boolean;
    language: string;
  }>(sql`
    SELECT n.user_id AS "userId", n.kind, n.payload, n.pushed_at IS NOT NULL AS pushed,
      u.language
    FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.id = ${id}
  `);
  const row = result.rows[0];
  if (!row || row.pushed || row.kind === 'message') return false;
  const outcome = await deps.push.sendPush(row.userId, {
    // In the member's language (issue 49): a job has no request to take it from.
    title: inLanguage(row.language, () => pushTitle(row.kind)),
    url: notificationHref(row.payload) ?? '/',
    topic: `notification-${id}`,
  });
  // A device not reached fails the job: the queue retries it with backoff.
  if (outcome.failed > 0) throw new PushFailed(outcome);
  await deps.database.db.execute(sql`UPDATE notifications SET pushed_at = now() WHERE id = ${id}`);
  return true;
}
