import { createHash } from 'node:crypto';
import {
  COUNTRY_DEFAULT_TIME_ZONE,
  type NotificationKind,
  type NotificationPayload,
} from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { mayMail } from '../accounts/abuse-limits.js';
import { deliveryLeaseMs } from '../outbox/leased-delivery.js';
import type { DeliveryDeps } from './delivery.js';
import { notificationMail } from './notification-mail.js';

// The daily digest (docs/decisions/0037, 0057): at 08:00 in the member's zone, one email per
// kind with every notice set aside for it, including those the mail cap held back (and it says
// so). Sent as deliveries are: claimed in a short transaction, mailed with none open, recorded.

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

/** The digest's attempt id: the same for a day's digest, so its retry reclaims its own rows. */
function digestAttempt(job: { userId: string; kind: string; day: string }): string {
  const hex = createHash('sha256')
    .update(`digest:${job.userId}:${job.kind}:${job.day}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** One kind's digest for one member: every notification set aside for it, in one email. */
export async function sendDigest(
  deps: DeliveryDeps,
  job: { userId: string; kind: NotificationKind; day: string },
): Promise<number> {
  const attempt = digestAttempt(job);
  const claimed = await deps.database.db.transaction(async (tx) => {
    const result = await tx.execute<{
      id: string;
      payload: NotificationPayload;
      email: string;
      overCap: boolean;
    }>(sql`
      WITH claimed AS (
      UPDATE notifications n
      SET email_status = 'sending', delivery_attempt = ${attempt}::uuid,
        lease_until = now() + make_interval(secs => ${deliveryLeaseMs(deps.mail) / 1000})
      FROM users u
      WHERE u.id = n.user_id AND n.user_id = ${job.userId} AND n.kind = ${job.kind}
        AND (n.email_status = 'digest'
          OR (n.email_status = 'sending' AND n.delivery_attempt = ${attempt}::uuid))
      RETURNING n.id, n.payload, u.email, n.over_cap AS "overCap", n.created_at
      )
      SELECT id, payload, email, "overCap" FROM claimed ORDER BY created_at, id
    `);
    const rows = result.rows;
    const first = rows[0];
    if (!first) return null;
    // Counted against the recipient's cap, and sent whatever it says: one a day per kind is
    // itself the bound, and it is where capped notices go.
    await mayMail(tx, first.email, 'digest');
    return { rows, email: first.email };
  });
  if (!claimed) return 0;
  const rows = [...claimed.rows];
  await deps.mail.send(
    await notificationMail(
      deps,
      job.userId,
      claimed.email,
      job.kind,
      rows.map((r) => r.payload),
      {
        idempotencyKey: `digest-${job.userId}-${job.kind}-${job.day}`,
        digest: true,
        overCap: rows.some((r) => r.overCap),
      },
    ),
  );
  await deps.database.db.execute(sql`
    UPDATE notifications SET email_status = 'sent', emailed_at = now(), lease_until = NULL
    WHERE user_id = ${job.userId} AND kind = ${job.kind} AND email_status = 'sending'
      AND delivery_attempt = ${attempt}::uuid
  `);
  return rows.length;
}
