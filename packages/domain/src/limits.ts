// Every number of spec §9 and of DESIGN.md §1, named once. Rules import from here rather
// than repeating a literal, so changing a limit is a one-line change.

import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './time.js';

/**
 * Maximum lengths of the case's text fields that are no identifier (spec §5 table). The
 * identifiers' own are in their kinds (identifiers/identifier-kinds.ts); CASE_FIELD_MAX
 * (validation/lodgement.ts) has them all.
 */
export const CASE_TEXT_MAX = {
  title: 100,
  name: 50,
  address: 200,
  details: 1000,
  instagram: 50,
  tiktok: 50,
} as const;

export const LIMITS = {
  // Units, for callers that compute with the limits below.
  minuteMs: MINUTE_MS,
  hourMs: HOUR_MS,
  dayMs: DAY_MS,

  // A case nobody has touched this long is archived, its creator reminded this many days before
  // (decision 0019); "another 3 years" is the same span again.
  archiveAfterYears: 3,
  archiveReminderDays: 30,

  // Recent cases and their cache (spec §2, §4, §9).
  recentCases: 10,
  recentCasesCacheMs: 1_200_000,

  // Case fields (spec §5, §9). Details must be strictly longer than detailsMinExclusive.
  detailsMinExclusive: 50,
  detailsTextareaRows: 5,

  // Images (spec §5, §9). 5 MB is read as 5 MiB, the way upload dialogs count.
  mainImages: 1,
  extraImages: 6,
  cardExtraImages: 2,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/gif'],

  // Submissions (spec §5 Rate limits, §9).
  submissionsPerWindow: 20,
  submissionWindowMs: DAY_MS,
  submissionGapMs: 10 * MINUTE_MS,
  /** Cases a new account may lodge in its first day (Forewarn's own, docs/decisions/0028). */
  firstDaySubmissions: 1,

  // Nonsense-text thresholds (spec §5, §9).
  nonsenseRepeatRun: 4,
  nonsenseMinLengthForRatios: 5,
  nonsenseDigitShare: 0.5,
  nonsenseSymbolShare: 0.3,
  nonsenseNoVowelLetters: 5,
  nonsenseMinChars: 3,
  nonsenseDetailsMinWords: 5,
  nonsenseDetailsMinWordChars: 2,
  nonsenseRatioMinLength: 15,
  nonsenseConsonantVowelRatio: 6,

  // Masking (spec §6, §9).
  maskCardNameVisibleChars: 2,
  maskHiddenTailChars: 2,
  /** Forewarn shows less of an email than the spec: 2 characters of the local part. */
  maskEmailVisibleChars: 2,

  // Search (Forewarn's own limits, DESIGN.md §1; docs/decisions/0017). The per-minute limit and
  // the daily budget are settings (SEARCH_RATE_LIMIT_PER_MINUTE, SEARCH_DAILY_LIMIT); these are
  // the near-miss guard's numbers, which are not.
  /** Distinct searches a day, per client address and per account, that differ only in the last 2 digits. */
  searchNearMissesPerDay: 3,
  /** Distinct completions of one block of 100 numbers a day, across all clients, before it needs a verified phone. */
  searchBlockCompletionsPerDay: 20,
  /** A search entry with fewer digits is no phone or business number the guard protects (postcodes). */
  searchNearMissMinDigits: 6,
  /** The default daily search budget per client address and per account. */
  searchesPerDay: 200,

  // Harvesting (docs/decisions/0028): the lists and pages anyone may read, per account or per
  // client address; generous for a person, tight for a scraper. Wider networks share a multiple.
  recentCasesPerMinute: 60,
  recentCasesPerDay: 600,
  caseDetailsPerMinute: 120,
  caseDetailsPerDay: 1000,

  // The verified right of reply (issue 14 §3): codes to a case's stored email or phone.
  // Counted per requester (issue 46): per case, and across cases, so nobody spends another's.
  namedPartyCodesPerCasePerDay: 3,
  namedPartyCodesPerRequesterPerDay: 10,
  namedPartyCodeAttempts: 5,
  namedPartyCodeExpiryMs: 10 * MINUTE_MS,

  // Chat (spec §4, §9; DESIGN.md §1 reconciles the cap of 10 with the 7 read at load).
  chatMessagesPerWindow: 10,
  chatWarnFromSent: 7,
  chatWindowMs: DAY_MS,
  chatMessageMax: 1000,
  reportUserCooldownMs: DAY_MS,
  threadLookupLimit: 1,
  /** A message unread this long is mailed to its recipient (their setting allowing). */
  messageNoticeUnreadMs: 15 * MINUTE_MS,

  // Accounts (spec §4, §5, §9; DESIGN.md).
  usernameCooldownDays: 100,
  usernameCooldownMs: 100 * DAY_MS,
  usernameMax: 30,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  phoneMaxFailedAttempts: 2,
  phoneBlockMonths: 6,
  verificationCodeExpiryMs: 10 * MINUTE_MS,
  emailVerificationLinkMs: DAY_MS,
  passwordResetLinkMs: HOUR_MS,

  // Comments, reports and feedback: the spec gives no maximum, so they share the details one.
  commentMax: 1000,
  reportDetailsMax: 1000,
  feedbackDetailsMax: 1000,
  /** Forewarn's own limit on posting responses (the spec has none): per user, per minute. */
  commentsPerWindow: 10,
  commentWindowMs: MINUTE_MS,
  /**
   * Forewarn's own limit on the Report & Feedback page (the spec has none): entries of any type
   * per user per hour, so one account cannot flood the moderation queue.
   */
  feedbackPerWindow: 10,
  feedbackWindowMs: HOUR_MS,
  /** Responses loaded per page of a case's list, newest first. */
  commentsPageSize: 50,

  // Upload slots (issue 46, N12; docs/decisions/0082). A member has standing once their email is
  // verified and they have a verified phone, a case a moderator released, or an account this many
  // days old (and no longer new to the crowd ceiling): only they use the members' reserve of
  // upload slots, and an address's share never decides for them.
  memberStandingDays: 7,
  /** The crowd ceiling's window (issue 37): accounts and young accounts' cases counted per 10 minutes. */
  crowdWindowMs: 10 * MINUTE_MS,
  /** How long an account made in a crowd stays new, and how young its cases count (decision 0076). */
  crowdNewAccountMs: 14 * DAY_MS,
  /** The crowd's normal rate is learnt from this many days of sign-ups… */
  crowdNormalDays: 7,
  /** …as the count of their busiest windows' this many percent (the 99th percentile). */
  crowdNormalBusiestPercent: 1,
  /** Upload slots an account without standing holds at once (a throwaway account's share). */
  uploadSlotsWithoutStanding: 1,
  /**
   * A multipart body declared this small or smaller (a response or a lodgement without images)
   * costs a request's memory, not an upload's: it takes no upload slot and must arrive whole by
   * the plain body deadline.
   */
  smallMultipartBytes: 64 * 1024,

  // Forewarn's own limits on what a member may ask for (DESIGN.md §1; issue 47 moved them here
  // from the server, so a text that states one is built from the same number).
  /** Changes of email address an hour, per account. */
  emailChangesPerHour: 5,
  /** How long the old address can undo a change of email (docs/decisions/0033). */
  undoEmailChangeMs: 7 * DAY_MS,
  /** At most one verification email this often, per account. */
  verificationEmailGapMs: MINUTE_MS,
  /** Reset emails an hour per account from all addresses together (docs/decisions/0081). */
  passwordResetsPerHour: 20,
  /** SMS cost money and reach real phones: one code this often, so many an hour, per user. */
  phoneCodeGapMs: 30 * SECOND_MS,
  phoneCodesPerHour: 5,
  /** Push devices one account may have (docs/decisions/0057); migration 0025 keeps the newest 10. */
  pushDevicesPerAccount: 10,
  /** A push notice's title, cut by the sender and again by the service worker that shows it. */
  pushTitleMax: 120,
  /** Event streams open at once per member, per process (docs/decisions/0038). */
  streamsPerMember: 5,

  // Lengths the spec leaves open, Forewarn's own (the forms' maxLength and the schemas' max).
  /** The home search box, as the watch entry (WATCH_LIMITS.typedMax). */
  searchQueryMax: 200,
  /** 'Dispute this case': the reason. */
  disputeReasonMax: 1000,
  /** A trade application's licence number and its state or region. */
  licenceNumberMax: 50,
  licenceRegionMax: 100,
  /** Digits of a code sent by SMS or email (phone verification, the person named). */
  codeDigits: 6,

  // How much one answer holds.
  /** A search answers at most this many cards: enough for any real identifier, useless for bulk. */
  searchResultsMax: 50,
  /** My Lodgements' cards a page (docs/decisions/0068). */
  ownCasesPageSize: 24,
  /** My Messages pages past this many threads; a chat loads its newest this many messages. */
  threadsPageSize: 50,
  messagesPageSize: 100,
  /** The moderation queue's, audit log's and notice desk's items a page. */
  moderationPageSize: 20,
  /** The last page those lists answer: beyond it an OFFSET would skip rows nobody pages through. */
  moderationLastPage: 10_000,

  // Screens (spec §2, §4, §9).
  lodgementAuthTimeoutMs: 10 * SECOND_MS,
  snackbarMs: 6 * SECOND_MS,
  narrowLayoutBelowPx: 500,
  caseFontBreakpointPx: 750,
} as const;
