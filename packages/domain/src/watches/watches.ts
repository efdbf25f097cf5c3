import { z } from 'zod';
import { CaseSummarySchema } from '../api/case-summary.js';
import { COUNTRY_CODES, type CountryCode } from '../countries/countries.js';
import { IDENTIFIER_KINDS, identifierSearchKeys } from '../identifiers/identifier-kinds.js';
import { normalizeBusinessNumber, normalizeEmail, phoneToE164 } from '../identifiers/normalize.js';
import { LIMITS } from '../limits.js';
import { isPhoneNumberFor } from '../validation/identifier-formats.js';

// Watch lists (issue 23; docs/decisions/0039): a member watches a phone number, an email or a
// business number in one country and is told when a case naming it becomes visible.

export const WATCH_LIMITS = {
  /** Watches per account. */
  perAccount: 25,
  /** The longest entry accepted, as the search box. */
  typedMax: 200,
} as const;

/** The kinds a watch may match (not postcodes: an area names nobody). */
const WATCHABLE_KINDS = IDENTIFIER_KINDS.filter((kind) => kind.watchable);

/**
 * The normalized keys a watch is stored under: the keys the same entry would be searched by
 * (searchKeys) of the watchable kinds. An email is its trimmed, lower-cased self; anything else must
 * have at least LIMITS.searchNearMissMinDigits digits and is kept as a phone number in E.164
 * (when it parses as one for the country) and as its digits (a business number: ABN, ACN,
 * NZBN, EIN, BN, company or VAT number). `normalized` is the one key the watch is shown and
 * told apart by: the phone number when the entry is a valid one, else the email or the digits.
 * Null when the entry is none of these (a postcode, a name, a word): there is nothing to watch.
 */
export function watchKeys(
  typed: string,
  country: CountryCode,
): { normalized: string; keys: string[] } | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  if (trimmed.includes('@')) {
    const email = normalizeEmail(trimmed);
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { normalized: email, keys: [email] } : null;
  }
  const digits = normalizeBusinessNumber(trimmed);
  if (digits.length < LIMITS.searchNearMissMinDigits) return null;
  const keys = identifierSearchKeys(trimmed, country, WATCHABLE_KINDS);
  const phone = phoneToE164(trimmed, country);
  const normalized = phone && isPhoneNumberFor(trimmed, country) ? phone : digits;
  return { normalized, keys };
}

/** What a watchable entry is, for the words of its Watch button (issue 38). */
export type WatchKind = 'number' | 'email' | 'business';

/**
 * The kind of what was typed, or null when there is nothing to watch (a postcode, a name, a
 * word): the Home page offers Watch only for a watchable entry, worded by its kind.
 */
export function watchKindOf(typed: string, country: CountryCode): WatchKind | null {
  if (!watchKeys(typed, country)) return null;
  const trimmed = typed.trim();
  if (trimmed.includes('@')) return 'email';
  return isPhoneNumberFor(trimmed, country) ? 'number' : 'business';
}

export const WatchRequestSchema = z.object({
  country: z.enum(COUNTRY_CODES),
  value: z.string().max(WATCH_LIMITS.typedMax),
});
export type WatchRequest = z.infer<typeof WatchRequestSchema>;

export const WatchSchema = z
  .object({
    id: z.string(),
    country: z.string(),
    /** What the member typed. */
    typed: z.string(),
    /** The normalized form it is matched by (a phone number in E.164, an email, digits). */
    normalized: z.string(),
    createdAt: z.string(),
    lastAlertAt: z.string().nullable(),
  })
  .meta({ id: 'Watch' });
export type Watch = z.infer<typeof WatchSchema>;

export const FollowedCaseSchema = z
  .object({
    /** The case card, masked as every list masks it. */
    case: CaseSummarySchema,
    followedAt: z.string(),
  })
  .meta({ id: 'FollowedCase' });
export type FollowedCase = z.infer<typeof FollowedCaseSchema>;

export const MyWatchesSchema = z
  .object({
    watches: z.array(WatchSchema),
    follows: z.array(FollowedCaseSchema),
    limit: z.number(),
  })
  .meta({ id: 'MyWatches' });
export type MyWatches = z.infer<typeof MyWatchesSchema>;

export const FollowStateSchema = z.object({ following: z.boolean() });
export type FollowState = z.infer<typeof FollowStateSchema>;

export const NamedPartyNoticeSettingSchema = z.object({ enabled: z.boolean() });
export type NamedPartyNoticeSetting = z.infer<typeof NamedPartyNoticeSettingSchema>;
