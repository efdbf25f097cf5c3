import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The outbox of one-off emails (docs/decisions/0086): moderation outcomes, disputes, account
 * mails and stale-case reminders. A row is written in the transaction that owes the mail, with a
 * `send_mail` job; its delivery claims it under a lease, sends with nothing open, and records
 * `sent`. A secret link is never stored: `body` holds `{{link}}` in its place and `link` says how
 * to issue a fresh one when the request that knew it could not send it.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: uuid('id').primaryKey(),
    /** The Message-ID (and outbox file name): a retry sends the same one (0037). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    withholdRecipient: boolean('withhold_recipient').notNull().default(false),
    /** Under the per-recipient mail cap: 'ordinary' past it is not sent; 'security' is sent, counted. */
    category: text('category').notNull(),
    /** How to issue its secret link again, for a retry (never the link itself). */
    link: jsonb('link').$type<Record<string, string>>(),
    status: text('status').notNull().default('pending'),
    attempt: uuid('attempt'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outgoing_mails_created_idx').on(t.createdAt),
    check('outgoing_mails_status', sql`${t.status} IN ('pending','sending','sent','dropped')`),
    check('outgoing_mails_category', sql`${t.category} IN ('security','ordinary','uncounted')`),
  ],
);
