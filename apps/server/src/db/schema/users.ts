import { LIMITS, MODERATION_REASON_MAX } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUNTRY_SQL_LIST, createdAt, lengthBetween, updatedAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    username: text('username'),
    country: text('country').notNull().default('AU'),
    profileImageKey: text('profile_image_key'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneNumber: text('phone_number'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** The last number that passed verification: saving needs the number to equal it. */
    verifiedPhoneNumber: text('verified_phone_number'),
    phoneAttempts: integer('phone_attempts').notNull().default(0),
    phoneBlockUntil: timestamp('phone_block_until', { withTimezone: true }),
    usernameLastChanged: timestamp('username_last_changed', { withTimezone: true }),
    verifiedPlumber: boolean('verified_plumber').notNull().default(false),
    verifiedElectrician: boolean('verified_electrician').notNull().default(false),
    role: text('role').notNull().default('user'),
    /** Set by a moderator: the user may sign in and read, but not write (decision record). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When a suspension ends by itself; null with suspended_at set means for good. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** The moderator's reason, shown to the suspended user. */
    suspensionReason: text('suspension_reason'),
    /** When someone last tried to sign up with this email (its owner was mailed a notice). */
    existingAccountNoticeAt: timestamp('existing_account_notice_at', { withTimezone: true }),
    /** Email me when a message waits unread for 15 minutes (My Account switch). */
    messageEmailNotices: boolean('message_email_notices').notNull().default(true),
    /** Tell me when a case names my verified phone number or email (issue 23; on by default). */
    namedPartyNotices: boolean('named_party_notices').notNull().default(true),
    /**
     * The member's IANA time zone as their browser reports it (validated): the daily digest goes
     * out at 08:00 there. Null until reported; the country's main zone stands in.
     */
    timeZone: text('time_zone'),
    /**
     * Made while sign-ups ran above normal, or in the wave the ceiling saw (issue 46): until
     * this time, or until a moderator releases one of its cases (which sets it to then), the
     * account's cases are held whenever the crowd is above normal (modules/crowd).
     */
    crowdNewUntil: timestamp('crowd_new_until', { withTimezone: true }),
    /**
     * The language the member reads Forewarn in (issue 49): their requests, and the emails, push
     * and digests built for them, are in it. Set at sign-up from the request, then by the switch.
     */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The normal rate of sign-ups (modules/crowd): 7 days of accounts counted by 10 minutes.
    index('users_created_idx').on(t.createdAt),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // The notice to the person a case names: its numbers looked up among verified ones.
    index('users_verified_phone_idx').on(t.verifiedPhoneNumber).where(sql`${t.phoneVerified}`),
    check('users_country_check', sql`${t.country} IN ${COUNTRY_SQL_LIST}`),
    check('users_language_check', sql`${t.language} IN ('en','fr-CA')`),
    check('users_role_check', sql`${t.role} IN ('user','moderator','admin')`),
    check('users_email_length', lengthBetween(t.email, 3, LIMITS.emailMax)),
    check('users_time_zone_length', sql`char_length(${t.timeZone}) BETWEEN 1 AND 64`),
    check('users_username_length', sql`char_length(${t.username}) BETWEEN 1 AND 50`),
    check('users_phone_attempts', sql`${t.phoneAttempts} >= 0`),
    check(
      'users_suspension_reason_length',
      lengthBetween(t.suspensionReason, 1, MODERATION_REASON_MAX),
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a database leak does not hand out sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /**
     * For 'change_email': the address the link switches the account to once opened. For
     * 'undo_email_change': the address it restores (docs/decisions/0033).
     */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId),
    check(
      'email_tokens_purpose_check',
      sql`${t.purpose} IN ('verify_email','reset_password','change_email','undo_email_change')`,
    ),
    check(
      'email_tokens_new_email_check',
      sql`(${t.purpose} IN ('change_email','undo_email_change')) = (${t.newEmail} IS NOT NULL)`,
    ),
  ],
);

export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Failed sign-ins, by account and by client address, to slow down password guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Usernames held by sign-ups whose email already had an account (issue 12). Such a sign-up is
 * answered like a new one (docs/decisions/0010), so its username must then be as taken as a new
 * account's would be: otherwise "is the username still free?" tells who is registered.
 */
export const usernameReservations = pgTable(
  'username_reservations',
  {
    username: text('username').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('username_reservations_lower_key').on(sql`lower(${t.username})`)],
);
