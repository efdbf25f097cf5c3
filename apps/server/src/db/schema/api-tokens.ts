import { API_TOKEN_LIMITS } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * Personal access tokens (issue 41; docs/decisions/0063). Only the SHA-256 of the secret is
 * kept, as with sessions. Revoking deletes the row; so do deleting the account (cascade), a
 * suspension, and a password change or reset for the tokens that end with the password.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    endsWithPassword: boolean('ends_with_password').notNull().default(true),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Chosen at creation (issue 50); null: until revoked. Past it, the token is refused. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId),
    check(
      'api_tokens_name_length',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(API_TOKEN_LIMITS.nameMax))}`,
    ),
    check(
      'api_tokens_scopes_known',
      sql`cardinality(${t.scopes}) >= 1 AND ${t.scopes} <@ ARRAY['search','watches']::text[]`,
    ),
  ],
);
