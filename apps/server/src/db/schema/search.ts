import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

// Search limits counted in PostgreSQL (docs/decisions/0014), so they hold across restarts and
// across server processes. Every row belongs to one UTC day. The counters and completions are
// partitioned by that day (migration 0026, docs/decisions/0059; drizzle has no notion of it) and
// housekeeping drops past days' partitions.

/**
 * One counter per (day, key), bumped with INSERT ... ON CONFLICT DO UPDATE ... RETURNING, whose
 * row lock makes parallel requests count one after another. Keys:
 * `minute|<subject>` (the per-minute limit: a window of 60 seconds from `started_at`, started
 * again by the first search after it), `day|<subject>` (the daily budget),
 * `near|<subject>|<block>` (distinct completions of a block by one client or account) and
 * `near|*|<block>` (by everyone). A subject is `ip:<address>` or `user:<id>`.
 */
export const searchCounters = pgTable(
  'search_counters',
  {
    day: date('day').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.key] }),
    check('search_counters_count', sql`${t.count} >= 0`),
  ],
);

/**
 * The distinct completions (last 2 digits) of each block searched each day, by subject (or `*`
 * for everyone): a completion searched again is found here and not counted twice.
 */
export const searchCompletions = pgTable(
  'search_completions',
  {
    day: date('day').notNull(),
    subject: text('subject').notNull(),
    block: text('block').notNull(),
    completion: text('completion').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.subject, t.block, t.completion] })],
);

/**
 * For moderators: a block of 100 numbers that had LIMITS.searchBlockCompletionsPerDay distinct
 * completions searched in a day (someone is walking it). One row per block and day; `status`
 * is for the moderation queue, as in its other tables.
 */
export const searchGuardEvents = pgTable(
  'search_guard_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: date('day').notNull(),
    block: text('block').notNull(),
    kind: text('kind').notNull(),
    completions: integer('completions').notNull(),
    /** New completions refused since, for want of a signed-in account with a verified phone. */
    refused: integer('refused').notNull().default(0),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_guard_events_block_day').on(t.day, t.block, t.kind),
    index('search_guard_events_status_idx').on(t.status, t.createdAt),
    check('search_guard_events_kind_check', sql`${t.kind} IN ('block_walked')`),
    check('search_guard_events_status_check', sql`${t.status} IN ('open','dismissed','actioned')`),
  ],
);
