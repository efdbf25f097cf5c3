import { NOTIFICATION_KINDS, type NotificationPayload } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { createdAt } from './columns.js';
import { threads } from './threads.js';
import { users } from './users.js';

/**
 * The notification centre (issue 23): one row per thing a member is told. Rows are written in
 * the same transaction as their cause (a lodgement, a response, a message), so a change that
 * rolls back tells nobody, and `dedupe_key` (unique per member) makes telling twice impossible:
 * a retried job or a second server process inserts nothing. The payload holds only what a
 * visitor may see (masked card fields); it is kept as written even if the case changes later.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_KINDS (@forewarn/domain): the kind the member's email setting is per. */
    kind: text('kind').notNull(),
    /** The case it is about; kept null once the case is deleted (the notice stays). */
    caseId: text('case_id').references(() => cases.id, { onDelete: 'set null' }),
    threadId: uuid('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    /** What makes this notice once-only for its member, e.g. `watch:<caseId>`, `named:<caseId>`. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * What its delivery job decided about email (docs/decisions/0037, 0057): null while the job
     * has not run; `sending` while an attempt holds it (claimed, mail not yet recorded); `sent`
     * once mailed at once or in a digest, `digest` while it waits for the member's 08:00 digest,
     * `skipped` when the member's setting is off (or a message, whose unread notice is mailed by
     * its own job). A `message` notice is written decided and has no job (migration 0022).
     */
    emailStatus: text('email_status'),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** The attempt that claimed the row (`sending`): only it records the outcome. */
    deliveryAttempt: uuid('delivery_attempt'),
    /** Until when that attempt holds the row; past it, a crashed attempt is retried. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Set aside for the digest because its member had had their emails for now (the cap). */
    overCap: boolean('over_cap').notNull().default(false),
    /** When its push job sent it to the member's devices (at least once). */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'notifications_kind_check',
      sql`${t.kind} IN ${sql.raw(`(${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(',')})`)}`,
    ),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    index('notifications_case_idx').on(t.caseId),
    check(
      'notifications_email_status_check',
      sql`${t.emailStatus} IN ('sending','sent','digest','skipped')`,
    ),
    index('notifications_digest_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.emailStatus} = 'digest'`),
    index('notifications_thread_idx').on(t.threadId),
  ],
);

/**
 * How a member wants each kind of notification emailed (My Account). No row: `instant`, the
 * default. Migration 0014 carried the old message switch over (off -> `off`).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'notification_settings_kind_check',
      sql`${t.kind} IN ${sql.raw(`(${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(',')})`)}`,
    ),
    check('notification_settings_email_check', sql`${t.email} IN ('instant','daily','off')`),
  ],
);

/**
 * One-click unsubscribe links (docs/decisions/0057): the token is an HMAC of the member and kind
 * under an internal key, so it names no account; only its SHA-256 is kept, to find the member
 * a link stands for. One row per member and kind, written when the first such email is made.
 */
export const unsubscribeLinks = pgTable(
  'unsubscribe_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('unsubscribe_links_user_kind').on(t.userId, t.kind)],
);

/**
 * Secrets the servers share and no one configures: made once, on first use, by whichever
 * process gets there first. Today the key that signs unsubscribe links.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
