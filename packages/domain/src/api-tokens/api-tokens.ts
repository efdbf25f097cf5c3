import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../countries/countries.js';
import { messagesOf } from '../i18n/runtime.js';
import { joinTexts } from '../i18n/texts.js';
import { LIMITS } from '../limits.js';
import { ACCOUNT_TRUST_MESSAGES } from '../messages/account-trust-messages.js';
import { en } from '../messages/compiled/en/integrations.gen.js';
import { FIELD_LABEL_TEXTS } from '../messages/field-labels-messages.js';
import { MESSAGES } from '../messages/messages.js';
import { SERVICE_MAIL_MESSAGES } from '../messages/service-mail-messages.js';

// Personal access tokens for integrations (issue 41; docs/decisions/0063). A member with a
// verified email makes them on My Account; each carries scopes, and no scope lets a token
// write cases, responses or messages.

export const API_TOKEN_SCOPES = ['search', 'watches'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

// Read when shown, in the language of that moment (issue 49): the catalogue's words.
const scopeLabel = (name: () => string, detail: () => string) => ({
  get name() {
    return name();
  },
  get detail() {
    return detail();
  },
});

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, { name: string; detail: string }> = {
  search: scopeLabel(
    () => SERVICE_MAIL_MESSAGES.scopeSearchName,
    () => SERVICE_MAIL_MESSAGES.scopeSearchDetail,
  ),
  // A watch list is read back as the member typed it (issue 46): the scope says so where it is chosen.
  watches: scopeLabel(
    () => SERVICE_MAIL_MESSAGES.scopeWatchesName,
    () => SERVICE_MAIL_MESSAGES.scopeWatchesDetail,
  ),
};

export const API_TOKEN_LIMITS = {
  /** Tokens a member may hold at once. */
  perAccount: 10,
  nameMax: 50,
  /** Identifiers one batch lookup may carry, each counted as one search. */
  batchMax: 20,
  /** The longest expiry a token may be given, in days (issue 50); none: until revoked. */
  expiryDaysMax: 366,
} as const;

const t = messagesOf('integrations', en);

/** The expiries My Account offers (the API takes any whole number of days up to the max). */
export const API_TOKEN_EXPIRY_CHOICES: readonly { days: number | null; readonly label: string }[] =
  [
    {
      days: null,
      get label() {
        return t('expiryNever');
      },
    },
    {
      days: 7,
      get label() {
        return t('expiryDays', { days: 7 });
      },
    },
    {
      days: 30,
      get label() {
        return t('expiryDays', { days: 30 });
      },
    },
    {
      days: 90,
      get label() {
        return t('expiryDays', { days: 90 });
      },
    },
    {
      days: API_TOKEN_LIMITS.expiryDaysMax,
      get label() {
        return t('expiryYears', { years: 1 });
      },
    },
  ];

/** The tokens' texts, from the catalogue (catalogue/integrations.ts): getters, read in the request's language. */
export const API_TOKEN_MESSAGES = joinTexts(
  {
    get nameRequired() {
      return t('tokenNameRequired');
    },
    get nameTooLong() {
      return t('tokenNameTooLong', { max: API_TOKEN_LIMITS.nameMax });
    },
    get scopesRequired() {
      return t('tokenScopesRequired');
    },
    get verifiedEmailNeeded() {
      return t('tokenVerifiedEmailNeeded');
    },
    get tooMany() {
      return t('tokenTooMany', { max: API_TOKEN_LIMITS.perAccount });
    },
    get created() {
      return t('tokenCreated');
    },
    get revoked() {
      return t('tokenRevoked');
    },
    get notFound() {
      return t('tokenNotFound');
    },
    get invalid() {
      return t('tokenInvalid');
    },
    /** Issue 46: failed tokens are counted per address, as failed log-ins are. */
    get tooManyFailures() {
      return t('tokenTooManyFailures');
    },
    get notForThisRequest() {
      return t('tokenNotForThisRequest');
    },
    get tooManyIdentifiers() {
      return t('tokenTooManyIdentifiers', { max: API_TOKEN_LIMITS.batchMax });
    },
    get noIdentifiers() {
      return t('tokenNoIdentifiers');
    },
    /** Issue 46: making a token, and keeping one through a password change, take the password. */
    get currentPasswordLabel() {
      return t('tokenCurrentPasswordLabel');
    },
    get currentPasswordHint() {
      return t('tokenCurrentPasswordHint');
    },
    get survivesLabel() {
      return t('tokenSurvivesLabel');
    },
    get keepLegend() {
      return t('tokenKeepLegend');
    },
    get keepHint() {
      return t('tokenKeepHint');
    },
    get createdMailNote() {
      return t('tokenCreatedMailNote');
    },
    /** Issue 50: an expiry chosen at creation, shown, and enforced. */
    get expiryLabel() {
      return t('tokenExpiryLabel');
    },
    get expiryInvalid() {
      return t('tokenExpiryInvalid', { min: 1, max: API_TOKEN_LIMITS.expiryDaysMax });
    },
    get expired() {
      return t('tokenExpired');
    },
    get noExpiry() {
      return t('tokenNoExpiry');
    },
  },
  {
    missingScope: (scope: ApiTokenScope) => t('tokenMissingScope', { scope }),
    keepLabel: (name: string) => t('tokenKeepLabel', { name }),
    expiresOn: (when: string) => t('tokenExpiresOn', { when }),
    expiredOn: (when: string) => t('tokenExpiredOn', { when }),
  },
);

export const ApiTokenCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => API_TOKEN_MESSAGES.nameRequired })
    .max(API_TOKEN_LIMITS.nameMax, { error: () => API_TOKEN_MESSAGES.nameTooLong }),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES))
    .min(1, { error: () => API_TOKEN_MESSAGES.scopesRequired })
    .max(API_TOKEN_SCOPES.length),
  /** The token dies when the member's password changes (the default) or is reset. */
  endsWithPassword: z.boolean().default(true),
  /** Days until the token expires (issue 50); absent or null: it lasts until revoked. */
  expiresInDays: z
    .number({ error: () => API_TOKEN_MESSAGES.expiryInvalid })
    .int({ error: () => API_TOKEN_MESSAGES.expiryInvalid })
    .min(1, { error: () => API_TOKEN_MESSAGES.expiryInvalid })
    .max(API_TOKEN_LIMITS.expiryDaysMax, { error: () => API_TOKEN_MESSAGES.expiryInvalid })
    .nullable()
    .optional(),
  /**
   * The password in force (issue 46): a stolen session alone cannot mint a credential that
   * reads the watch list and may outlive the password.
   */
  currentPassword: z
    .string({ error: () => ACCOUNT_TRUST_MESSAGES.currentPasswordRequired })
    .min(1, { error: () => ACCOUNT_TRUST_MESSAGES.currentPasswordRequired })
    .max(LIMITS.passwordMax, {
      error: () => MESSAGES.fieldTooLong(FIELD_LABEL_TEXTS.password, LIMITS.passwordMax),
    }),
});
export type ApiTokenCreate = z.input<typeof ApiTokenCreateSchema>;

export const ApiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(API_TOKEN_SCOPES)),
    endsWithPassword: z.boolean(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    /** When it stops working (issue 50); null: until revoked. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z
  .object({
    tokens: z.array(ApiTokenSchema),
    /** The member's searches today (UTC), site and tokens together, and the daily budget. */
    searchesToday: z.object({ count: z.number().int(), limit: z.number().int() }),
  })
  .meta({ id: 'ApiTokenList' });
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>;

export const ApiTokenCreatedSchema = z
  .object({
    token: ApiTokenSchema,
    /** The secret, sent once: the server keeps only its SHA-256. */
    secret: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ApiTokenCreated' });
export type ApiTokenCreated = z.infer<typeof ApiTokenCreatedSchema>;

export const BatchSearchRequestSchema = z
  .object({
    country: z.enum(COUNTRY_CODES).default(DEFAULT_COUNTRY),
    identifiers: z
      .array(z.string().max(200))
      .min(1, { error: () => API_TOKEN_MESSAGES.noIdentifiers })
      .max(API_TOKEN_LIMITS.batchMax, { error: () => API_TOKEN_MESSAGES.tooManyIdentifiers }),
  })
  .meta({ id: 'BatchSearchRequest' });
export type BatchSearchRequest = z.input<typeof BatchSearchRequestSchema>;
