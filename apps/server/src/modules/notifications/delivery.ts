import {
  COUNTRY_DEFAULT_TIME_ZONE,
  type EmailDelivery,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationPayload,
  notificationDetail,
  notificationHref,
  notificationText,
  pushTitle,
} from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mail.js';
import type { AppDeps } from '../../deps.js';
import type { Push } from '../push/push-sender.js';
import { unsubscribeToken } from './unsubscribe.js';

// Delivering a notification (docs/decisions/0037): each row's job (enqueued by the row's own
// INSERT trigger) decides, once, under the row's lock, what its member's setting says: mail it
// now, keep it for the 08:00 digest, or not mail it. The mail carries an idempotency key (the
// notification's id), so a job retried after a crash writes the same message, not a second.

/** Web Push: a delivered notification also reaches the member's devices (modules/push). */
export type DeliveryDeps = Pick<AppDeps, 'database' | 'mail' | 'config'> & {
  push?: Pick<Push, 'sendPush'>;
};

export type DeliveryOutcome = 'sent' | 'digest' | 'skipped' | 'gone';

type DeliveryRow = {
  id: string;
  userId: string;
  kind: NotificationKind;
  payload: NotificationPayload;
  emailStatus: DeliveryOutcome | null;
  email: string;
  emailVerified: boolean;
  delivery: EmailDelivery;
};

/** What a member's setting means for a notification of this kind. */
function decide(row: DeliveryRow): Exclude<DeliveryOutcome, 'gone'> {
  if (!row.emailVerified || row.delivery === 'off') return 'skipped';
  if (row.delivery === 'daily') return 'digest';
  // A message is mailed by its own job once it has waited 15 minutes unread (threads/notices).
  return row.kind === 'message' ? 'skipped' : 'sent';
}

/**
 * The one place a notification is delivered: pushed to the member's devices (`deps.push`), then
 * mailed or set aside for the digest as its member chose. Idempotent: a second run of the
 * same job finds the row decided and does nothing.
 */
export async function deliverNotification(
  deps: DeliveryDeps,
  id: string,
): Promise<DeliveryOutcome> {
  return deps.database.db.transaction(async (tx) => {
    const result = await tx.execute<DeliveryRow>(sql`
      SELECT n.id, n.user_id AS "userId", n.kind, n.payload, n.email_status AS "emailStatus",
        u.email, u.email_verified AS "emailVerified", COALESCE(s.email, 'instant') AS delivery
      FROM notifications n
      JOIN users u ON u.id = n.user_id
      LEFT JOIN notification_settings s ON s.user_id = n.user_id AND s.kind = n.kind
      WHERE n.id = ${id}
      FOR UPDATE OF n
    `);
    const row = result.rows[0];
    if (!row) return 'gone';
    if (row.emailStatus) return row.emailStatus;
    // A message is pushed by the message itself, at once (threads/routes.ts); the other kinds
    // here. The push carries a title naming nobody and a link (docs/decisions/0045); sendPush
    // never throws. A job retried after a crash pushes again under the same topic: the push
    // service keeps one of the two while undelivered, and the device shows one (the worker's
    // notification tag is the link).
    if (deps.push && row.kind !== 'message') {
      await deps.push.sendPush(row.userId, {
        title: pushTitle(row.kind),
        url: notificationHref(row.payload) ?? '/',
        topic: `notification-${row.id}`,
      });
    }
    const outcome = decide(row);
    if (outcome === 'sent') {
      await deps.mail.send(
        await notificationMail(deps, row.userId, row.email, row.kind, [row.payload], {
          idempotencyKey: `notification-${row.id}`,
        }),
      );
    }
    await tx.execute(sql`
      UPDATE notifications
      SET email_status = ${outcome}, emailed_at = ${outcome === 'sent' ? sql`now()` : sql`NULL`}
      WHERE id = ${row.id}
    `);
    return outcome;
  });
}

/** One notification, or one kind's digest, as an email with its one-click unsubscribe. */
export async function notificationMail(
  deps: Pick<AppDeps, 'database' | 'config'>,
  userId: string,
  to: string,
  kind: NotificationKind,
  payloads: NotificationPayload[],
  options: { idempotencyKey: string; digest?: boolean },
): Promise<MailMessage> {
  const { publicUrl } = deps.config;
  const token = await unsubscribeToken(deps.database.db, deps.database, userId, kind);
  const lines = payloads.map((payload) => {
    const href = notificationHref(payload);
    return [
      notificationText(payload),
      ...notificationDetail(payload),
      `${publicUrl}${href ?? '/'}`,
    ].join('\n');
  });
  const first = payloads[0];
  return {
    to,
    subject:
      options.digest || !first
        ? NOTIFICATION_MESSAGES.digestSubject
        : NOTIFICATION_MESSAGES.instantSubject(first),
    text: [
      'Hello,',
      '',
      ...(options.digest ? ['Your notifications on Forewarn today:', ''] : []),
      lines.join('\n\n'),
      '',
      `To stop emails about “${NOTIFICATION_MESSAGES.kindLabels[kind]}”, unsubscribe here:`,
      `${publicUrl}/Unsubscribe?token=${token}`,
      'Or choose what you are emailed about in My Account:',
      `${publicUrl}/MyAccountPage`,
      '',
      'Forewarn',
    ].join('\n'),
    idempotencyKey: options.idempotencyKey,
    headers: {
      'List-Unsubscribe': `<${publicUrl}/api/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The member's local zone in SQL: the reported one, else their country's main zone. */
const memberZoneSql = sql.raw(
  `COALESCE(u.time_zone, CASE u.country ${Object.entries(COUNTRY_DEFAULT_TIME_ZONE)
    .map(([country, zone]) => `WHEN '${country}' THEN '${zone}'`)
    .join(' ')} ELSE 'UTC' END)`,
);

/**
 * Run every 15 minutes by the queue's cron: for each member for whom it is now 08:00–08:14
 * and who has notifications set aside for the digest, enqueue one digest job per kind, keyed by
 * member, kind and local day, so a day's digest is made once.
 */
export async function enqueueDigests(deps: Pick<AppDeps, 'database'>): Promise<number> {
  const result = await deps.database.db.execute(sql`
    WITH due AS (
      SELECT DISTINCT n.user_id, n.kind,
        to_char(now() AT TIME ZONE ${memberZoneSql}, 'YYYY-MM-DD') AS day
      FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE n.email_status = 'digest'
        AND (now() AT TIME ZONE ${memberZoneSql})::time >= '08:00'
        AND (now() AT TIME ZONE ${memberZoneSql})::time < '08:15'
    )
    SELECT graphile_worker.add_job(
      'send_digest',
      json_build_object('userId', user_id, 'kind', kind, 'day', day),
      job_key => 'digest:' || user_id || ':' || kind || ':' || day,
      job_key_mode => 'preserve_run_at',
      max_attempts => 12
    ) FROM due
  `);
  return result.rows.length;
}

/** One kind's digest for one member: every notification set aside for it, in one email. */
export async function sendDigest(
  deps: DeliveryDeps,
  job: { userId: string; kind: NotificationKind; day: string },
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string; payload: NotificationPayload; email: string }>(
      sql`
      SELECT n.id, n.payload, u.email
      FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE n.user_id = ${job.userId} AND n.kind = ${job.kind} AND n.email_status = 'digest'
      ORDER BY n.created_at, n.id
      FOR UPDATE OF n
    `,
    );
    const rows = result.rows;
    const first = rows[0];
    if (!first) return 0;
    await deps.mail.send(
      await notificationMail(
        deps,
        job.userId,
        first.email,
        job.kind,
        rows.map((r) => r.payload),
        { idempotencyKey: `digest-${job.userId}-${job.kind}-${job.day}`, digest: true },
      ),
    );
    await tx.execute(sql`
      UPDATE notifications SET email_status = 'sent', emailed_at = now()
      WHERE id IN (${sql.join(
        rows.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})
    `);
    return rows.length;
  });
}
