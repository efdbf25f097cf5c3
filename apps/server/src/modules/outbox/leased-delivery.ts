import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';

// The outbox's claim → send → record under a lease (docs/decisions/0057, 0086), written once
// for the two tables that hold mail to send: a notification's email (notifications/delivery.ts)
// and a one-off mail (outbox/outbox.ts).
// 1. Claim, in one short transaction: lock the row; a row already decided is done; a row whose
//    lease another attempt holds is done for now (its job looks again when the lease ends);
//    the table's own rule may decide it without a send; else mark it `sending` under a fresh
//    attempt id and a lease. Commit.
// 2. Send with no transaction open and no row locked. A failed send gives the lease up (the
//    queue's retry may claim it at once) and throws.
// 3. Record `sent`, if the row is still this attempt's.
// A crash after the claim leaves the row `sending` until its lease runs out, then the job claims
// it again: at-least-once, a duplicate only when the crash falls between the mail server's
// acceptance and the record's commit (the mail carries the same Message-ID).

/** Where a kind of outbox row lives: its table, columns and the job that delivers it. */
export type LeasedOutbox = {
  table: 'notifications' | 'outgoing_mails';
  statusColumn: 'email_status' | 'status';
  attemptColumn: 'delivery_attempt' | 'attempt';
  sentAtColumn: 'emailed_at' | 'sent_at';
  /** The graphile-worker task that delivers a row, keyed `${jobKeyPrefix}${id}`. */
  task: string;
  jobKeyPrefix: string;
};

/** The steps of a delivery, for the crash test (jobs/kill-steps.test.ts) to stop at. */
export type LeaseStep = 'claimed' | 'sent' | 'recorded';

/** The lease's view of a locked row (the SELECT names these columns so). */
export type LeaseState = { status: string | null; leased: boolean; leaseUntil: string | null };

/** How long an attempt holds its row: twice the longest the mail adapter's send may take. */
export const deliveryLeaseMs = (mail: Pick<AppDeps, 'mail'>['mail']) =>
  2 * (mail.sendDeadlineMs ?? 30_000);

type Claim<Row, Outcome> =
  | { kind: 'done'; outcome: Outcome | 'gone' | 'leased' }
  | { kind: 'send'; attempt: string; row: Row };

export type LeasedDelivery<Row extends LeaseState, Outcome extends string> = {
  leaseMs: number;
  /** SELECT … FOR UPDATE of the row, its status, `leased` and `leaseUntil` named so. */
  lockRow: (tx: DbOrTx) => Promise<Row | undefined>;
  /** The statuses that end a delivery: found, they are its outcome. */
  finished: readonly Outcome[];
  /** Whether a run that finds another attempt's live lease schedules its job at the lease's end. */
  retryWhenLeased: boolean;
  /** The table's own rule before a send (a setting, the recipient's cap): an outcome it has
   * recorded, or null to send. */
  decide: (tx: DbOrTx, row: Row) => Promise<Outcome | null>;
  /** Sends the row's mail; returns an outcome instead when it found nothing to send (and has
   * recorded it, with `recordLeased`). */
  send: (row: Row, attempt: string) => Promise<Outcome | undefined>;
  /** Called after each step; the crash test kills its process here. */
  afterStep?: (step: LeaseStep) => void | Promise<void>;
};

/** One delivery of one row: claim, send with nothing open, record (see the top of this file). */
export async function deliverLeased<Row extends LeaseState, Outcome extends string>(
  db: Db,
  outbox: LeasedOutbox,
  id: string,
  delivery: LeasedDelivery<Row, Outcome>,
): Promise<Outcome | 'gone' | 'leased' | 'sent'> {
  const claimed = await claim(db, outbox, id, delivery);
  if (claimed.kind === 'done') return claimed.outcome;
  const { row, attempt } = claimed;
  await delivery.afterStep?.('claimed');
  try {
    const outcome = await delivery.send(row, attempt);
    if (outcome !== undefined) return outcome;
  } catch (error) {
    // Not sent: let the queue's retry claim it at once rather than wait out the lease.
    await db
      .execute(sql`
        UPDATE ${sql.identifier(outbox.table)} SET lease_until = now()
        WHERE id = ${id} AND ${sql.identifier(outbox.attemptColumn)} = ${attempt}
      `)
      .catch(() => undefined);
    throw error;
  }
  await delivery.afterStep?.('sent');
  await recordLeased(db, outbox, id, attempt, 'sent');
  await delivery.afterStep?.('recorded');
  return 'sent';
}

async function claim<Row extends LeaseState, Outcome extends string>(
  db: Db,
  outbox: LeasedOutbox,
  id: string,
  delivery: LeasedDelivery<Row, Outcome>,
): Promise<Claim<Row, Outcome>> {
  return db.transaction(async (tx) => {
    const row = await delivery.lockRow(tx);
    if (!row) return { kind: 'done', outcome: 'gone' };
    const finished = delivery.finished.find((status) => status === row.status);
    if (finished !== undefined) return { kind: 'done', outcome: finished };
    if (row.status === 'sending' && row.leased) {
      // Another attempt holds it (or held it and died): its job looks again when the lease ends.
      if (delivery.retryWhenLeased) await retryLeasedAt(tx, outbox, id, row.leaseUntil);
      return { kind: 'done', outcome: 'leased' };
    }
    const decided = await delivery.decide(tx, row);
    if (decided !== null) return { kind: 'done', outcome: decided };
    const attempt = randomUUID();
    await tx.execute(sql`
      UPDATE ${sql.identifier(outbox.table)}
      SET ${sql.identifier(outbox.statusColumn)} = 'sending',
        ${sql.identifier(outbox.attemptColumn)} = ${attempt},
        lease_until = now() + make_interval(secs => ${delivery.leaseMs / 1000})
      WHERE id = ${id}
    `);
    return { kind: 'send', attempt, row };
  });
}

/** The row's job again, at `when` (graphile-worker's add_job; same key, one job). */
async function retryLeasedAt(
  tx: DbOrTx,
  outbox: LeasedOutbox,
  id: string,
  when: string | null,
): Promise<void> {
  await tx.execute(sql`
    SELECT graphile_worker.add_job(
      ${outbox.task},
      json_build_object('id', ${id}::uuid),
      job_key => ${outbox.jobKeyPrefix}::text || ${id},
      run_at => COALESCE(${when}::timestamptz, now()),
      max_attempts => 12
    )
  `);
}

/** The attempt's outcome, if the row is still its own; `sent` stamps the time it went. */
export async function recordLeased(
  db: DbOrTx,
  outbox: LeasedOutbox,
  id: string,
  attempt: string,
  status: 'sent' | 'dropped',
): Promise<void> {
  await db.execute(sql`
    UPDATE ${sql.identifier(outbox.table)}
    SET ${sql.identifier(outbox.statusColumn)} = ${status},
      ${sql.identifier(outbox.sentAtColumn)} = CASE WHEN ${status} = 'sent' THEN now() END,
      lease_until = NULL
    WHERE id = ${id} AND ${sql.identifier(outbox.attemptColumn)} = ${attempt}
  `);
}
