import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { notifications } from './notifications.js';
import { users } from './users.js';

/**
 * A member's webhook endpoints (issue 50; docs/decisions/0084). The signing secret is kept as
 * given (an HMAC needs it), shown to the member once, and never listed or exported.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_endpoints_user_idx').on(t.userId),
    check(
      'webhook_endpoints_url_https',
      sql`${t.url} LIKE 'https://%' OR ${t.url} LIKE 'http://%'`,
    ),
  ],
);

/**
 * Each event for an endpoint and what became of it: the delivery log the member reads. The
 * payload is what was (or will be) signed and sent, masked as the alert is.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'set null',
    }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_known', sql`${t.status} IN ('pending','delivered','failed')`),
    check('webhook_deliveries_type_known', sql`${t.type} IN ('watch.alert','ping')`),
  ],
);
