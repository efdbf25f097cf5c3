import { LIMITS, REPORT_USER_REASON_MAX } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { createdAt, lengthAtMost, lengthBetween, updatedAt } from './columns.js';
import { threads } from './threads.js';
import { users } from './users.js';

const STATUS_CHECK = (column: unknown) => sql`${column} IN ('open','dismissed','actioned')`;

export const userReports = pgTable(
  'user_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    /** Null once the reporter deleted their account: the report stays for moderation. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Null once the reported member deleted their account: a report against a member outlives
     * them, with its evidence (docs/decisions/0033).
     */
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    caseId: text('case_id').references(() => cases.id, { onDelete: 'set null' }),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** The last 20 messages of the thread when it was reported, oldest first, for moderators. */
    evidence: jsonb('evidence').notNull().default([]),
    /** Why the reporter reported (issue 24): optional, up to 500 characters. */
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_reports_status_check', STATUS_CHECK(t.status)),
    check('user_reports_reason_length', lengthAtMost(t.reason, REPORT_USER_REASON_MAX)),
    index('user_reports_reporter_idx').on(t.reporterId, t.createdAt),
    index('user_reports_status_idx').on(t.status, t.createdAt),
  ],
);

export const caseReports = pgTable(
  'case_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** Null once the reporter deleted their account: the report stays for moderation. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    details: text('details').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('case_reports_status_check', STATUS_CHECK(t.status)),
    check('case_reports_details_length', sql`char_length(${t.details}) BETWEEN 1 AND 2000`),
    // One open report per user per case: a second report updates the first.
    uniqueIndex('case_reports_one_open')
      .on(t.caseId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    index('case_reports_status_idx').on(t.status, t.createdAt),
  ],
);

const feedbackColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  type: text('type').notNull(),
  details: text('details').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: createdAt(),
});

/** 'Report a functionality issue' entries (the spec's ReportedBugs). */
export const bugReports = pgTable('bug_reports', feedbackColumns(), (t) => [
  check('bug_reports_status_check', STATUS_CHECK(t.status)),
  check('bug_reports_details_length', sql`char_length(${t.details}) BETWEEN 1 AND 2000`),
  index('bug_reports_status_idx').on(t.status, t.createdAt),
  // The per-user rate limit counts a user's recent entries.
  index('bug_reports_user_idx').on(t.userId, t.createdAt),
]);

/** 'Give feedback' and 'Provide ideas for improvement' entries (the spec's feedback). */
export const feedback = pgTable('feedback', feedbackColumns(), (t) => [
  check('feedback_status_check', STATUS_CHECK(t.status)),
  check('feedback_details_length', sql`char_length(${t.details}) BETWEEN 1 AND 2000`),
  index('feedback_status_idx').on(t.status, t.createdAt),
  index('feedback_user_idx').on(t.userId, t.createdAt),
]);

/** Every moderation action, who took it and on what. Rows are only ever added. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted, as they were named then: the record outlives the actor's account. */
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/** 'Dispute this case': someone says a case is false or settled. Lands in the moderation queue. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('disputes_status_check', STATUS_CHECK(t.status)),
    check('disputes_reason_length', lengthBetween(t.reason, 1, LIMITS.disputeReasonMax)),
    // One open dispute per user per case: a second one updates the first.
    uniqueIndex('disputes_one_open').on(t.caseId, t.userId).where(sql`${t.status} = 'open'`),
    index('disputes_status_idx').on(t.status, t.createdAt),
  ],
);

/** An application to be a Verified Plumber or Verified Electrician. */
export const tradeApplications = pgTable(
  'trade_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trade: text('trade').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceRegion: text('licence_region').notNull(),
    /** The licence photo in private storage: only moderators can fetch it. */
    photoKey: text('photo_key'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('trade_applications_status_check', STATUS_CHECK(t.status)),
    check('trade_applications_trade_check', sql`${t.trade} IN ('plumber','electrician')`),
    check(
      'trade_applications_licence_number_length',
      lengthBetween(t.licenceNumber, 1, LIMITS.licenceNumberMax),
    ),
    check(
      'trade_applications_licence_region_length',
      lengthBetween(t.licenceRegion, 1, LIMITS.licenceRegionMax),
    ),
    uniqueIndex('trade_applications_one_open')
      .on(t.userId, t.trade)
      .where(sql`${t.status} = 'open'`),
    index('trade_applications_status_idx').on(t.status, t.createdAt),
  ],
);
