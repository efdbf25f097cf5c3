import { LIMITS } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { createdAt, lengthBetween } from './columns.js';
import { users } from './users.js';

/** A private conversation about one case between its creator (owner) and one responder. */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    responderId: uuid('responder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The case was posted anonymously: the responder sees 'Anonymous user #{caseId}'. */
    isAnonymous: boolean('is_anonymous').notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('threads_case_pair_key').on(t.caseId, t.ownerId, t.responderId),
    index('threads_owner_idx').on(t.ownerId, t.lastMessageAt.desc()),
    index('threads_responder_idx').on(t.responderId, t.lastMessageAt.desc()),
    check('threads_distinct_parties', sql`${t.ownerId} <> ${t.responderId}`),
  ],
);

/** Each participant's own view of a thread: message allowance, reads, reports, hiding. */
export const threadParticipants = pgTable(
  'thread_participants',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentCount: integer('sent_count').notNull().default(0),
    countResetAt: timestamp('count_reset_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** When this participant was last emailed about an unread message here (at most 1 per 6 h). */
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('thread_participants_user_idx').on(t.userId),
    check('thread_participants_sent_count', sql`${t.sentCount} >= 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_text_length', lengthBetween(t.text, 1, LIMITS.chatMessageMax)),
    index('messages_thread_idx').on(t.threadId, t.createdAt),
  ],
);
