import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { createdAt } from './columns.js';
import { users } from './users.js';

// The verified right of reply (issue 14 §3; docs/decisions/0020): a signed-in user proves they
// control the email or phone number stored on a case, and answers it as the person named.

/**
 * Every request for a code, sent or not (the value typed may not be the case's): at most 3 a
 * case a day, whoever asks, so the answer never tells whether a guess was right.
 */
export const namedPartyCodes = pgTable(
  'named_party_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** Null when the value typed was not the case's: no code was sent, none can match. */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('named_party_codes_case_idx').on(t.caseId, t.createdAt),
    index('named_party_codes_user_idx').on(t.userId, t.caseId, t.createdAt),
    check('named_party_codes_channel_check', sql`${t.channel} IN ('email','phone')`),
    check('named_party_codes_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** Users proven to be the person a case names. */
export const namedParties = pgTable(
  'named_parties',
  {
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.userId] }),
    check('named_parties_channel_check', sql`${t.channel} IN ('email','phone')`),
  ],
);
