import {
  CASE_TEXT_MAX,
  IDENTIFIER_FIELDS,
  IDENTIFIER_KINDS,
  type IdentifierField,
  type IdentifierKindSpec,
  LIMITS,
  type RequiredIdentifierField,
} from '@forewarn/domain';
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
import { listedSql } from '../case-listing.js';
import {
  COUNTRY_SQL_LIST,
  createdAt,
  lengthAtMost as len,
  lengthBetween,
  updatedAt,
} from './columns.js';
import { users } from './users.js';

const requiredText = (column: string) => text(column).notNull();
const optionalText = (column: string) => text(column).notNull().default('');

/**
 * A column per identifier kind (the domain's IDENTIFIER_KINDS), '' when left out; a required
 * kind has no default. A new kind is a new column: drizzle-kit writes its migration.
 */
function identifierColumns() {
  return Object.fromEntries(
    IDENTIFIER_KINDS.map((kind) => [
      kind.field,
      'required' in kind ? requiredText(kind.column) : optionalText(kind.column),
    ]),
  ) as {
    [F in IdentifierField]: F extends RequiredIdentifierField
      ? ReturnType<typeof requiredText>
      : ReturnType<typeof optionalText>;
  };
}

/** One table for all six countries: the spec's per-country collections are the `country` column. */
export const cases = pgTable(
  'cases',
  {
    /** Random and not guessable, so nobody scrapes the registry by counting. */
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    title: text('title').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    details: text('details').notNull(),
    ...identifierColumns(),
    instagram: text('instagram').notNull().default(''),
    tiktok: text('tiktok').notNull().default(''),
    postAnonymously: boolean('post_anonymously').notNull().default(true),
    visibleToPlumbers: boolean('visible_to_plumbers').notNull().default(false),
    visibleToElectricians: boolean('visible_to_electricians').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Set by a moderator: the case is withdrawn from every public read. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The moderator's reason for hiding, shown to the creator. */
    hiddenReason: text('hidden_reason'),
    /**
     * Set with hiddenAt when a new account's first-day case is held for a moderator to read
     * while sign-ups run above their normal rate (issue 37, modules/crowd): hidden until a
     * moderator releases it, and shown to its creator as waiting, not as removed.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** A held case's lodger's network (IPv4 /24, IPv6 /48), for bulk decisions (issue 48). */
    heldNetwork: text('held_network'),
    /**
     * Last edit, response, un-pause or keep-listed click (docs/decisions/0019): 3 years after
     * it the case is archived.
     */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by housekeeping 3 years after touchedAt: out of every list, open to its creator only. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When the creator was emailed the keep-listed link, 30 days before archiving. */
    archiveReminderSentAt: timestamp('archive_reminder_sent_at', { withTimezone: true }),
    /** SHA-256 of that link's token. */
    keepListedTokenHash: text('keep_listed_token_hash'),
    /**
     * Null once the creator deleted their account and chose to leave the case up: it then
     * reads as lodged anonymously (docs/decisions/0015).
     */
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cases_country_check', sql`${t.country} IN ${COUNTRY_SQL_LIST}`),
    check('cases_title_length', len(t.title, CASE_TEXT_MAX.title)),
    check('cases_name_length', len(t.name, CASE_TEXT_MAX.name)),
    check('cases_address_length', len(t.address, CASE_TEXT_MAX.address)),
    check('cases_details_length', len(t.details, CASE_TEXT_MAX.details)),
    ...IDENTIFIER_KINDS.map((kind) => {
      const spec: IdentifierKindSpec = kind;
      return check(spec.lengthCheck ?? `cases_${kind.column}_length`, len(t[kind.field], kind.max));
    }),
    check('cases_instagram_length', len(t.instagram, CASE_TEXT_MAX.instagram)),
    check('cases_tiktok_length', len(t.tiktok, CASE_TEXT_MAX.tiktok)),
    // Recent cases: the newest listed cases of a country (db/case-listing.ts says "listed").
    index('cases_recent_idx').on(t.country, t.createdAt.desc()).where(listedSql(t)),
    // The hourly sweep for cases going stale.
    // The held cases the moderation page lists (a handful, or none).
    index('cases_held_idx').on(t.heldAt).where(sql`${t.heldAt} IS NOT NULL`),
    index('cases_held_network_idx').on(t.heldNetwork, t.heldAt).where(sql`${t.heldAt} IS NOT NULL`),
    index('cases_stale_idx').on(t.touchedAt).where(sql`${t.archivedAt} IS NULL`),
    // My Lodgements: a lodger's cases of one country, newest first, an ordered walk that stops
    // at its limit however many cases the lodger has elsewhere (issue 25: on (creator, created)
    // a lodger of 10 M cases made the planner read the whole table, 13.9 s). The id breaks ties
    // of created_at, so a page's cursor (created_at, id) starts the walk exactly, with no sort
    // (docs/decisions/0068).
    index('cases_creator_country_idx').on(t.creatorId, t.country, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The normalized identifiers of each case: a search is one indexed lookup on (country, value). */
export const caseIdentifiers = pgTable(
  'case_identifiers',
  {
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.kind, t.value] }),
    index('case_identifiers_lookup_idx').on(t.country, t.value),
    check(
      'case_identifiers_kind_check',
      sql`${t.kind} IN (${sql.raw(IDENTIFIER_FIELDS.map((field) => `'${field}'`).join(','))})`,
    ),
  ],
);

export const caseImages = pgTable(
  'case_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    /**
     * A main image's phone-sized WebP for the case page (its largest paint, issue #15); null
     * for extra images and for main images stored before it existed (the page gets the full).
     */
    displayKey: text('display_key'),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('case_images_kind_check', sql`${t.kind} IN ('main','extra')`),
    uniqueIndex('case_images_one_main').on(t.caseId).where(sql`${t.kind} = 'main'`),
    index('case_images_case_idx').on(t.caseId, t.createdAt),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account: the response stays, from 'Deleted user'. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    imageKey: text('image_key'),
    imageThumbKey: text('image_thumb_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('comments_text_length', lengthBetween(t.text, 1, LIMITS.commentMax)),
    index('comments_case_idx').on(t.caseId, t.createdAt.desc()),
    // The per-user posting limit counts a user's recent responses; also serves the SET NULL
    // when a user is deleted.
    index('comments_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** One row per lodgement, kept after the case is deleted: the rate limits count these. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: text('case_id').references(() => cases.id, { onDelete: 'set null' }),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('submissions_user_idx').on(t.userId, t.createdAt.desc())],
);
