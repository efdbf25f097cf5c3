import { randomUUID } from 'node:crypto';
import {
  type NotificationKind,
  type NotificationPayload,
  notificationHref,
  pushTitle,
} from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { inLanguage } from '../../lib/language.js';
import { mayMail } from '../accounts/abuse-limits.js';
import { type Push, PushFailed } from '../push/push-sender.js';
import { notificationMail } from './notification-mail.js';

// Delivering a notification (docs/decisions/0037, 0057): an outbox, then the send.
// 1. Claim, in one short transaction: decide what the member's setting says (the SQL function
//    forewarn_email_decision, the one place that rule is written), count the mail against the
//    recipient's cap (past it, the notice waits for the digest), and either record that outcome
//    at once or mark the row `sending` under a fresh attempt id and a lease. Commit.
// 2. Send the mail with no transaction open and no row locked.
// 3. Record `sent` in a second short transaction, if the row is still this attempt's.
// A crash after the claim leaves the row `sending`; once its lease runs out, the job (retried
// by the queue) claims it again and sends. So mail is at-least-once: a duplicate is possible
// only when the crash falls between the mail server's acceptance and the record's commit (the
// mail carries the same Message-ID, by which most mail systems drop the repeat).

export type DeliveryDeps = Pick<AppDeps, 'database' | 'mail' | 'config'>;

export type DeliveryOutcome = 'sent' | 'digest' | 'skipped' | 'gone' | 'leased';

/** How long an attempt holds its row: twice the longest the mail adapter's send may take. */
export const deliveryLeaseMs = (mail: DeliveryDeps['mail']) => 2 * (mail.sendDeadlineMs ?? 30_000);

/** The steps of a delivery, for the crash test (jobs/kill-steps.test.ts) to stop at. */
export type DeliveryStep = 'claimed' | 'sent' | 'recorded';

export type DeliveryOptions = {
  leaseMs?: number;
  /** Called after each step; the crash test kills its process here. */
  afterStep?: (step: DeliveryStep, notificationId: string) => void | Promise<void>;
};

type ClaimRow = {
  id: string;
  userId: string;
  kind: NotificationKind;
  payload: NotificationPayload;
  emailStatus: string | null;
  leased: boolean;
  leaseUntil: string | null;
  email: string;
  decision: 'sent' | 'digest' | 'skipped';
};

type Claim =
  | { kind: 'done'; outcome: DeliveryOutcome }
  | { kind: 'send'; attempt: string; row: ClaimRow };

async function claim(deps: DeliveryDeps, id: string, leaseMs: number): Promise<Claim> {
  return deps.database.db.transaction(async (tx) => {
    const result = await tx.execute<ClaimRow>(sql`
      SELECT n.id, n.user_id AS "userId", n.kind, n.payload, n.email_status AS "emailStatus",
        COALESCE(n.lease_until > now(), false) AS leased, n.lease_until AS "leaseUntil", u.email,
        forewarn_email_decision(n.kind, u.email_verified, s.email) AS decision
      FROM notifications n
      JOIN users u ON u.id = n.user_id
      LEFT JOIN notification_settings s ON s.user_id = n.user_id AND s.kind = n.kind
      WHERE n.id = ${id}
      FOR UPDATE OF n
    `);
    const row = result.rows[0];
    if (!row) return { kind: 'done', outcome: 'gone' };
    if (
      row.emailStatus === 'sent' ||
      row.emailStatus === 'digest' ||
      row.emailStatus === 'skipped'
    ) {
      return { kind: 'done', outcome: row.emailStatus };
    }
    if (row.emailStatus === 'sending' && row.leased) {
      // Another attempt holds it (or held it and died): look again when its lease ends.
      await retryAt(tx, id, row.leaseUntil);
      return { kind: 'done', outcome: 'leased' };
    }
    let outcome = row.decision;
    let overCap = false;
    // A reclaimed row (`sending`, its lease over) was counted by the attempt that claimed it.
    if (outcome === 'sent' && row.emailStatus === null && !(await mayMail(tx, row.email))) {
      outcome = 'digest';
      overCap = true;
    }
    if (outcome !== 'sent') {
      await tx.execute(sql`
        UPDATE notifications
        SET email_status = ${outcome}, over_cap = ${overCap}, delivery_attempt = NULL,
          lease_until = NULL
        WHERE id = ${id}
      `);
      return { kind: 'done', outcome };
    }
    const attempt = randomUUID();
    await tx.execute(sql`
      UPDATE notifications
      SET email_status = 'sending', delivery_attempt = ${attempt},
        lease_until = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE id = ${id}
    `);
    return { kind: 'send', attempt, row };
  });
}

/** The notification's job again, at `when` (graphile-worker's add_job; same key, one job). */
async function retryAt(tx: DbOrTx, id: string, when: string | null): Promise<void> {
  await tx.execute(sql`
    SELECT graphile_worker.add_job(
      'deliver_notification',
      json_build_object('id', ${id}::uuid),
      job_key => 'notification:' || ${id},
      run_at => COALESCE(${when}::timestamptz, now()),
      max_attempts => 12
    )
  `);
}

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
  const claimed = await claim(deps, id, options.leaseMs ?? deliveryLeaseMs(deps.mail));
  if (claimed.kind === 'done') return claimed.outcome;
  await options.afterStep?.('claimed', id);
  try {
    // Built after the claim's commit: its unsubscribe token may write a row, on a connection of
    // its own, which must never wait for the claim's transaction to end (it holds another).
    const { row } = claimed;
    const mail = await notificationMail(deps, row.userId, row.email, row.kind, [row.payload], {
      idempotencyKey: `notification-${row.id}`,
    });
    await deps.mail.send(mail);
  } catch (error) {
    // Not sent: let the queue's retry claim it at once rather than wait out the lease.
    await deps.database.db
      .execute(sql`
        UPDATE notifications SET lease_until = now()
        WHERE id = ${id} AND delivery_attempt = ${claimed.attempt}
      `)
      .catch(() => undefined);
    throw error;
  }
  await options.afterStep?.('sent', id);
  await deps.database.db.execute(sql`
    UPDATE notifications
    SET email_status = 'sent', emailed_at = now(), lease_until = NULL
    WHERE id = ${id} AND delivery_attempt = ${claimed.attempt}
  `);
  await options.afterStep?.('recorded', id);
  return 'sent';
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
