import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { sessions, users } from './users.js';

/**
 * Web Push subscriptions, one per device (browser profile) that turned notifications on
 * (docs/decisions/0045). A subscription belongs to the session it was made in: signing out on
 * that device, a password reset or the session's end removes it with the session row, and the
 * account's deletion with the user row. An endpoint is unique per account, never across
 * accounts: registering it never moves or removes another account's registration, and an
 * account keeps at most PUSH_DEVICES_PER_ACCOUNT (the oldest goes; docs/decisions/0057).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    /** The push service's URL for this device: a secret capability, never shown back. */
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_user_endpoint').on(t.userId, t.endpoint),
    index('push_subscriptions_session_idx').on(t.sessionTokenHash),
  ],
);
