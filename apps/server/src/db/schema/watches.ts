import { WATCH_LIMITS } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { COUNTRY_SQL_LIST, createdAt, lengthBetween } from './columns.js';
import { users } from './users.js';

// Watch lists and followed cases (issue 23; docs/decisions/0039). A watch is what a member
// typed (a phone number, an email or a business number) in one country, stored as the
// normalized keys the search would look that entry up by, so an alert is the same equality
// join as a search.

/** A member's watch: at most WATCH_LIMITS.perAccount per account (checked under a row lock). */
export const watches = pgTable(
  'watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    /** What the member typed, trimmed: their own words, shown back to them only. */
    typed: text('typed').notNull(),
    /**
     * The key it is shown and told apart by (a phone number in E.164, else the email or the
     * digits): one watch per member per thing watched, however it was typed.
     */
    normalized: text('normalized').notNull(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('watches_user_normalized').on(t.userId, t.country, t.normalized),
    index('watches_user_idx').on(t.userId, t.createdAt),
    check('watches_country_check', sql`${t.country} IN ${COUNTRY_SQL_LIST}`),
    check('watches_typed_length', lengthBetween(t.typed, 1, WATCH_LIMITS.typedMax)),
  ],
);

/**
 * One row per normalized key of a watch (1 or 2: a phone number in E.164 and its digits as a
 * business number, or an email). The alert for a case joins its `case_identifiers` to this
 * table on (country, value): an index lookup per identifier, whatever the number of watches.
 */
export const watchKeys = pgTable(
  'watch_keys',
  {
    watchId: uuid('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.watchId, t.value] }),
    index('watch_keys_lookup_idx').on(t.country, t.value),
    index('watch_keys_user_idx').on(t.userId),
  ],
);

/** Cases a member follows: told of a new response, Resolved, no longer shown, a named-party reply. */
export const caseFollows = pgTable(
  'case_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.caseId] }),
    index('case_follows_case_idx').on(t.caseId),
  ],
);
