import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../adapters/mail/mail.js';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { addressLanguage, inLanguage } from '../../lib/language.js';
import { mayMail } from '../accounts/abuse-limits.js';
import {
  deliverLeased,
  deliveryLeaseMs,
  type LeasedOutbox,
  type LeaseState,
  type LeaseStep,
  recordLeased,
} from './leased-delivery.js';
import { issueLinkAgain, LINK, type LinkIssue } from './links.js';

// One way to send a one-off email (docs/decisions/0086), the notifications' way (0057):
// 1. `queueMail`, in the transaction that owes the mail: its row and a `send_mail` job, which
//    commit or roll back with the change itself.
// 2. `deliverMail`: claim the row under a lease in one short transaction (counting it against
//    the recipient's cap the first time), send with no transaction open, record `sent`.
// The request that wrote the mail delivers it at once after its commit (`sendQueued`); the
// job, due a minute later, finds it sent and does nothing, or sends it if the request could
// not (a mail server down, a process killed): retried by the queue with backoff, 12 times.
// A duplicate is possible only if a process dies between the mail server's acceptance and the
// record's commit, and it carries the same Message-ID.

export const SEND_MAIL_TASK = 'send_mail';

/** The job waits this long for the request's own attempt (twice the longest SMTP send). */
const JOB_GRACE_SECONDS = 60;

/** `ordinary` mail past the recipient's cap is not sent; the others are counted and sent. */
export type QueuedCategory = 'security' | 'ordinary' | 'uncounted';

export type QueuedMail = { id: string; link?: string };

type Deps = Pick<AppDeps, 'database' | 'mail' | 'config'>;

/**
 * A mail to write: its builder, so the text is written in its recipient's language (issue 49),
 * or a text already written (tests, a fixed text).
 */
export type MailToQueue = MailMessage | (() => MailMessage);

/**
 * Writes the mail in the saved language of the account holding its address, whoever's request
 * queues it (a moderator's decision, a stranger's sign-up attempt); an address no account holds
 * yet (a sign-up, a change of address) is written in the request's language.
 */
async function written(db: DbOrTx, mail: MailToQueue): Promise<MailMessage> {
  if (typeof mail !== 'function') return mail;
  const draft = mail();
  const language = await addressLanguage(db, draft.to);
  return language ? inLanguage(language, mail) : draft;
}

/**
 * Writes the mail and its job, in `db`'s transaction. A mail with a secret link passes it as
 * `link` (its text holds `{{link}}` in its place, from a builder given LINK) with how to issue
 * it again; only the latter is stored.
 */
export async function queueMail(
  db: DbOrTx,
  toQueue: MailToQueue,
  category: QueuedCategory,
  link?: { url: string; issue: LinkIssue },
): Promise<QueuedMail> {
  const mail = await written(db, toQueue);
  const id = randomUUID();
  // Named by the time it was queued, as the outbox adapter names unkeyed mail, so the files of
  // DATA_DIR/outbox keep their order.
  const key = mail.idempotencyKey ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}`;
  await db.execute(sql`
    WITH queued AS (
      INSERT INTO outgoing_mails (id, idempotency_key, recipient, subject, body, headers,
        withhold_recipient, category, link)
      VALUES (${id}, ${key}, ${mail.to}, ${mail.subject},
        ${mail.text}, ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb,
        ${mail.withholdRecipient === true}, ${category},
        ${link ? JSON.stringify(link.issue) : null}::jsonb)
      RETURNING id
    )
    SELECT graphile_worker.add_job(
      ${SEND_MAIL_TASK},
      json_build_object('id', queued.id),
      job_key => 'mail:' || queued.id,
      run_at => now() + make_interval(secs => ${JOB_GRACE_SECONDS}),
      max_attempts => 12
    ) FROM queued
  `);
  return link ? { id, link: link.url } : { id };
}

export type MailOutcome = 'sent' | 'dropped' | 'gone' | 'leased';

const OUTGOING_MAILS: LeasedOutbox = {
  table: 'outgoing_mails',
  statusColumn: 'status',
  attemptColumn: 'attempt',
  sentAtColumn: 'sent_at',
  task: SEND_MAIL_TASK,
  jobKeyPrefix: 'mail:',
};

type Row = LeaseState & {
  recipient: string;
  subject: string;
  body: string;
  headers: Record<string, string> | null;
  withholdRecipient: boolean;
  idempotencyKey: string;
  category: QueuedCategory;
  link: LinkIssue | null;
};

/** The steps of a delivery, for the crash test to stop at. */
export type MailStep = LeaseStep;

/**
 * Delivers a queued mail: claim, send with nothing open, record (outbox/leased-delivery.ts).
 * Throws when the send fails (the lease is given up, so the job's retry may claim it at once).
 * `link` is the secret link the caller knows; without it a mail that has one gets a fresh one.
 */
export async function deliverMail(
  deps: Deps,
  id: string,
  options: {
    link?: string;
    fromJob?: boolean;
    /** How long the claim holds the row: by default twice the mail adapter's longest send. */
    leaseMs?: number;
    /** Called after each step; the crash test kills its process here. */
    afterStep?: (step: MailStep) => void | Promise<void>;
  } = {},
): Promise<MailOutcome> {
  const db = deps.database.db;
  return deliverLeased<Row, 'sent' | 'dropped' | 'gone'>(db, OUTGOING_MAILS, id, {
    leaseMs: options.leaseMs ?? deliveryLeaseMs(deps.mail),
    lockRow: async (tx) => {
      const result = await tx.execute<Row>(sql`
        SELECT recipient, subject, body, headers, withhold_recipient AS "withholdRecipient",
          idempotency_key AS "idempotencyKey", category, link, status,
          COALESCE(lease_until > now(), false) AS leased, lease_until AS "leaseUntil"
        FROM outgoing_mails WHERE id = ${id} FOR UPDATE
      `);
      return result.rows[0];
    },
    finished: ['sent', 'dropped'],
    // Only the job looks again at a leased row: the request's own attempt leaves it to the job.
    retryWhenLeased: options.fromJob === true,
    decide: async (tx, row) => {
      // Counted once, by the attempt that first claims it.
      if (row.status !== 'pending' || row.category === 'uncounted') return null;
      if (await mayMail(tx, row.recipient, row.category)) return null;
      await tx.execute(sql`UPDATE outgoing_mails SET status = 'dropped' WHERE id = ${id}`);
      return 'dropped';
    },
    send: async (row, attempt) => {
      let text = row.body;
      if (row.link) {
        const url = options.link ?? (await issueLinkAgain(db, deps.config.publicUrl, row.link));
        if (url === null) {
          // The link's purpose is spent (used, retired, expired): nothing left to send.
          await recordLeased(db, OUTGOING_MAILS, id, attempt, 'dropped');
          return 'gone';
        }
        text = text.replaceAll(LINK, url);
      }
      await deps.mail.send({
        to: row.recipient,
        subject: row.subject,
        text,
        idempotencyKey: row.idempotencyKey,
        ...(row.headers ? { headers: row.headers } : {}),
        ...(row.withholdRecipient ? { withholdRecipient: true } : {}),
      });
      return undefined;
    },
    ...(options.afterStep ? { afterStep: options.afterStep } : {}),
  });
}

/**
 * After the commit, the request's own attempt at its queued mails: a failure is logged and left
 * to the queue. Past the recipient's cap, ordinary mail is not sent (logged).
 */
export async function sendQueued(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  queued: readonly QueuedMail[],
): Promise<void> {
  for (const mail of queued) {
    try {
      const outcome = await deliverMail(deps, mail.id, mail.link ? { link: mail.link } : {});
      if (outcome === 'dropped') {
        log.warn({ mail: mail.id }, 'recipient has had enough email for now; not sent');
      }
    } catch (error) {
      log.error({ err: error, mail: mail.id }, 'could not send email now; the queue retries it');
    }
  }
}
