import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for the limits that must hold across server processes: one row per
 * (what is limited, who, window). `INSERT ... ON CONFLICT DO UPDATE SET count = count + 1
 * RETURNING count` hands each request its own place in the window, so parallel requests never
 * over-admit. Partitioned by the UTC day of `window_start` (migration 0026, docs/decisions/0059);
 * housekeeping drops the days long over.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** What is limited and over which window, e.g. 'case-detail:1m'. */
    scope: text('scope').notNull(),
    /** Who: a client address (an IPv6 address's /64), an account id, a phone number. */
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.subject, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * Proof-of-work challenges already used to make an account (docs/decisions/0027): a solved
 * challenge buys one account. Kept until the challenge expires (after which it is refused
 * anyway); housekeeping deletes them then. The primary key settles two sign-ups racing with
 * one solution.
 */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);
