import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * `Idempotency-Key`s of creating POSTs (issue 50; docs/decisions/0091). The unique
 * (scope, key) settles concurrent retries: one request inserts the row and runs, the others
 * find it. `response_status` is null while the first runs; once it has answered 2xx, its
 * status and body are kept so a retry gets them again. Keys last 24 hours (housekeeping); the
 * member's rows go with the account.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose key: `user:<id>` for a session, `token:<id>` for an API token. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the operation, its path and its body (multipart: the parts and file hashes). */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_scope_key').on(t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    index('idempotency_keys_user_idx').on(t.userId),
    check('idempotency_keys_key_length', sql`char_length(${t.key}) between 1 and 255`),
  ],
);
