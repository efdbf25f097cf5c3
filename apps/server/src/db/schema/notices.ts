import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { createdAt } from './columns.js';
import { users } from './users.js';

// Notice and action (issue 48): notices of complaint anyone may send, the statements of reasons
// every restriction gets, and the appeals against them. Deadlines are stored as the instants
// the domain's noticeDeadlines answered (docs/decisions/0069), so the desk orders by a column.

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the notifier and quoted in every mail: 'N-' and 10 characters. */
    reference: text('reference').notNull().unique(),
    /** SHA-256 of the status page's token; the token itself is only in the notifier's mail. */
    statusTokenHash: text('status_token_hash').notNull().unique(),
    /** The case complained of; kept null once deleted (the notice stays on record). */
    caseId: text('case_id').references(() => cases.id, { onDelete: 'set null' }),
    regime: text('regime').notNull(),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull(),
    location: text('location').notNull(),
    notifierName: text('notifier_name').notNull(),
    notifierEmail: text('notifier_email').notNull(),
    goodFaith: boolean('good_faith').notNull(),
    meaning: text('meaning').notNull().default(''),
    inaccurate: text('inaccurate').notNull().default(''),
    cannotIdentifyPoster: boolean('cannot_identify_poster').notNull().default(false),
    consentToShare: boolean('consent_to_share').notNull().default(false),
    /** Sent by the verified person the case names (their phone or email verified on it). */
    fromNamedParty: boolean('from_named_party').notNull().default(false),
    /**
     * The language of the request that sent the notice (issue 49): the notifier's mails are
     * written in it, unless their address is an account's, whose saved language wins.
     */
    notifierLanguage: text('notifier_language').notNull().default('en'),
    notifierUserId: uuid('notifier_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** received, poster_told, answered, decided. */
    status: text('status').notNull().default('received'),
    receivedAt: createdAt(),
    tellPosterBy: timestamp('tell_poster_by', { withTimezone: true }).notNull(),
    posterToldAt: timestamp('poster_told_at', { withTimezone: true }),
    answerBy: timestamp('answer_by', { withTimezone: true }),
    /** The deadline the item works towards now; null once decided. The desk orders by it. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    posterAnswer: text('poster_answer'),
    posterAnswerText: text('poster_answer_text'),
    posterName: text('poster_name'),
    posterAddress: text('poster_address'),
    posterConsentToRelease: boolean('poster_consent_to_release'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    decision: text('decision'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The moderator's reasons, told to the notifier and quoted in the statement's facts. */
    decisionReason: text('decision_reason'),
    /** A desk claim: who holds the item, until when (a lease; past it anyone may claim). */
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimUntil: timestamp('claim_until', { withTimezone: true }),
  },
  (t) => [
    check('notices_regime_check', sql`${t.regime} IN ('uk','au','eu','other')`),
    check('notices_notifier_language_check', sql`${t.notifierLanguage} IN ('en','fr-CA')`),
    check('notices_reason_check', sql`${t.reason} IN ('defamation','illegal','privacy','other')`),
    check(
      'notices_status_check',
      sql`${t.status} IN ('received','poster_told','answered','decided')`,
    ),
    check('notices_decision_check', sql`${t.decision} IN ('remove','keep')`),
    check('notices_answer_check', sql`${t.posterAnswer} IN ('consent','refuse','answer')`),
    index('notices_open_due_idx').on(t.dueAt, t.receivedAt).where(sql`${t.decidedAt} IS NULL`),
    index('notices_case_idx').on(t.caseId),
    index('notices_received_idx').on(t.receivedAt),
  ],
);

/** A statement of reasons (DSA Art. 17): one per restriction, built from the decision's data. */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    restriction: text('restriction').notNull(),
    caseId: text('case_id').references(() => cases.id, { onDelete: 'set null' }),
    noticeId: uuid('notice_id').references(() => notices.id, { onDelete: 'set null' }),
    /** Whom the restriction falls on (the case's creator, the suspended member). */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    facts: text('facts').notNull(),
    /** The rule as first written, in English: what a statement without `ruleId` still reads. */
    rule: text('rule').notNull(),
    /** The rule's id (FOREWARN_RULE_IDS, or notice:<regime>:<reason>): its text is written in each reader's language. */
    ruleId: text('rule_id'),
    automated: boolean('automated').notNull().default(false),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    appealUntil: timestamp('appeal_until', { withTimezone: true }).notNull(),
    /** Set when an appeal reversed it. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'statements_restriction_check',
      sql`${t.restriction} IN ('hide','remove','hold','suspend','refuse_trade')`,
    ),
    index('statements_recipient_idx').on(t.recipientId, t.createdAt),
    index('statements_created_idx').on(t.createdAt),
  ],
);

/** An appeal (DSA Art. 20): one per statement, decided by a moderator other than the first. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .unique()
      .references(() => statements.id, { onDelete: 'cascade' }),
    appellantId: uuid('appellant_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    outcome: text('outcome'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('appeals_outcome_check', sql`${t.outcome} IN ('upheld','reversed')`),
    index('appeals_open_idx').on(t.createdAt).where(sql`${t.decidedAt} IS NULL`),
  ],
);
