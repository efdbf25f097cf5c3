import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations } from '../i18n/load.js';
import { setLocale } from '../i18n/locale.js';
import { LIMITS } from '../limits.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time.js';
import { ACCOUNT_MAIL_MESSAGES } from './account-mail-messages.js';
import { ARCHIVED_CASE_MESSAGES } from './account-trust-messages.js';
import { CATALOGUES } from './catalogue/index.js';
import { LIMITS_MESSAGES } from './limits-messages.js';
import { MESSAGES } from './messages.js';
import { RICH_ACCOUNTS } from './rich-accounts-messages.js';
import { SERVICE_MAIL_MESSAGES } from './service-mail-messages.js';
import { crowdLastWindow, crowdNormalFrom, extraImagesCount, imageRules } from './ui-messages.js';

// Texts that state a number are built from the limit they state (issue 47). Each row is a
// text, its exact English words (the spec's where it has them), and the number the rule counts:
// the first test fails when a limit changes away from what the words say, the second when a
// text states a number its rule does not count, the third when the catalogue writes the number
// itself. The rows are read when built, so `rowsNow()` in French reads them again.

type Row = [name: string, text: string, spec: string, stated: number];

const FIRST_DAY_RULE =
  'A new account can lodge 1 case on its first day. Your first day ends 1 May at 09:00; after that the usual limits apply (up to 20 cases a day, 10 minutes apart).';

/** A rich message's parts as text, its tags keeping only their words. */
const plain = (parts: unknown[]) => parts.join('');
const words = (chunks: string[]) => chunks.join('');

const rowsNow = (): Row[] => [
  [
    'detailsTooShort',
    MESSAGES.detailsTooShort,
    'Details must be more than 50 characters.',
    LIMITS.detailsMinExclusive,
  ],
  [
    'imageTooLarge',
    MESSAGES.imageTooLarge,
    'Each image must be less than 5MB.',
    LIMITS.imageMaxBytes / 1024 / 1024,
  ],
  [
    'imageSizeExceeded',
    MESSAGES.imageSizeExceeded,
    'Image file size exceeds 5MB limit.',
    LIMITS.imageMaxBytes / 1024 / 1024,
  ],
  [
    'extraImagesMax',
    MESSAGES.extraImagesMax,
    'You can upload a maximum of 6 extra images.',
    LIMITS.extraImages,
  ],
  [
    'extraImagesReached',
    MESSAGES.extraImagesReached,
    'Maximum of 6 extra images reached.',
    LIMITS.extraImages,
  ],
  [
    'submissionLimitReached (count)',
    MESSAGES.submissionLimitReached,
    'You have reached the maximum number of submissions (20) in the last 24 hours.',
    LIMITS.submissionsPerWindow,
  ],
  [
    'submissionLimitReached (window)',
    MESSAGES.submissionLimitReached,
    'You have reached the maximum number of submissions (20) in the last 24 hours.',
    LIMITS.submissionWindowMs / HOUR_MS,
  ],
  [
    'usernameCooldown',
    MESSAGES.usernameCooldown,
    'Username can only be changed once every 100 days.',
    LIMITS.usernameCooldownDays,
  ],
  [
    'userReported',
    MESSAGES.userReported,
    'User reported. You can report again after 24 hours.',
    LIMITS.reportUserCooldownMs / HOUR_MS,
  ],
  [
    'phoneVerificationUnavailable',
    MESSAGES.phoneVerificationUnavailable,
    'Verifying phone number unavailable for 6 months.',
    LIMITS.phoneBlockMonths,
  ],
  [
    'passwordTooShort',
    MESSAGES.passwordTooShort,
    'Password must be at least 8 characters.',
    LIMITS.passwordMin,
  ],
  [
    'namedPartyCodeSent (digits)',
    MESSAGES.namedPartyCodeSent,
    'If that is the email address or phone number on this case, a 6-digit code is on its way to it. It works for 10 minutes.',
    LIMITS.codeDigits,
  ],
  [
    'namedPartyCodeSent (expiry)',
    MESSAGES.namedPartyCodeSent,
    'If that is the email address or phone number on this case, a 6-digit code is on its way to it. It works for 10 minutes.',
    LIMITS.namedPartyCodeExpiryMs / MINUTE_MS,
  ],
  [
    'namedPartyCodeLimit',
    MESSAGES.namedPartyCodeLimit,
    'You have asked for codes for this case 3 times today. Please try again tomorrow.',
    LIMITS.namedPartyCodesPerCasePerDay,
  ],
  [
    'namedPartyCodeLimitAcrossCases',
    MESSAGES.namedPartyCodeLimitAcrossCases,
    'You have asked for 10 codes today, across cases. Please try again tomorrow.',
    LIMITS.namedPartyCodesPerRequesterPerDay,
  ],
  [
    'messageEmailsLabel',
    MESSAGES.messageEmailsLabel,
    'Send me a notice when a message waits unread for 15 minutes',
    LIMITS.messageNoticeUnreadMs / MINUTE_MS,
  ],
  [
    'phoneCodeSent (digits)',
    MESSAGES.phoneCodeSent('0412 345 678'),
    'We sent a 6-digit code to 0412 345 678. It expires in 10 minutes.',
    LIMITS.codeDigits,
  ],
  [
    'phoneCodeSent (expiry)',
    MESSAGES.phoneCodeSent('0412 345 678'),
    'We sent a 6-digit code to 0412 345 678. It expires in 10 minutes.',
    LIMITS.verificationCodeExpiryMs / MINUTE_MS,
  ],
  [
    'phoneAttemptsExceeded',
    MESSAGES.phoneAttemptsExceeded,
    'You have exceeded the maximum number of attempts. You are blocked for 6 months.',
    LIMITS.phoneBlockMonths,
  ],
  [
    'firstDaySubmissionRule',
    LIMITS_MESSAGES.firstDaySubmissionRule,
    'A new account can lodge 1 case on its first day.',
    LIMITS.firstDaySubmissions,
  ],
  [
    'firstDaySubmissionLimit (first day)',
    LIMITS_MESSAGES.firstDaySubmissionLimit(3 * HOUR_MS),
    'A new account can lodge 1 case on its first day. You can lodge again in 3 hours.',
    LIMITS.firstDaySubmissions,
  ],
  [
    'firstDayRule (first day)',
    LIMITS_MESSAGES.firstDayRule('1 May at 09:00'),
    FIRST_DAY_RULE,
    LIMITS.firstDaySubmissions,
  ],
  [
    'firstDayRule (count)',
    LIMITS_MESSAGES.firstDayRule('1 May at 09:00'),
    FIRST_DAY_RULE,
    LIMITS.submissionsPerWindow,
  ],
  [
    'firstDayRule (gap)',
    LIMITS_MESSAGES.firstDayRule('1 May at 09:00'),
    FIRST_DAY_RULE,
    LIMITS.submissionGapMs / MINUTE_MS,
  ],
  [
    'verifyExpiry',
    ACCOUNT_MAIL_MESSAGES.verifyExpiry,
    'The link works once and expires in 24 hours.\nIf you did not create a Forewarn account, you can ignore this email.',
    LIMITS.emailVerificationLinkMs / HOUR_MS,
  ],
  [
    'resetExpiry',
    ACCOUNT_MAIL_MESSAGES.resetExpiry,
    'The link works once and expires in 1 hour. Setting a new password signs you out everywhere.\nIf you did not ask for this, you can ignore this email: your password stays as it is.',
    LIMITS.passwordResetLinkMs / HOUR_MS,
  ],
  [
    'changeExpiry',
    ACCOUNT_MAIL_MESSAGES.changeExpiry,
    'The link works once and expires in 24 hours. Until you open it, your account keeps its\ncurrent email address.\nIf you did not ask for this, you can ignore this email.',
    LIMITS.emailVerificationLinkMs / HOUR_MS,
  ],
  [
    'noticeExpiry',
    ACCOUNT_MAIL_MESSAGES.noticeExpiry,
    'The link works once and for 7 days, even after the new address has been confirmed.',
    LIMITS.undoEmailChangeMs / DAY_MS,
  ],
  [
    'resetLinkSent',
    plain(RICH_ACCOUNTS.resetLinkSent('a@example.com', { strong: words })),
    'If an account exists for a@example.com, we have sent it a link to choose a new password. The link works once, for 1 hour.',
    LIMITS.passwordResetLinkMs / HOUR_MS,
  ],
  [
    'verificationSent',
    plain(RICH_ACCOUNTS.verificationSent('a@example.com', { strong: words })),
    'We have sent a verification link to a@example.com. Open it to verify your email address and sign in. The link works once, for 24 hours.',
    LIMITS.emailVerificationLinkMs / HOUR_MS,
  ],
  [
    'imageRules (size)',
    imageRules(),
    'Images must be JPEG, PNG or GIF, each under 5 MB: one main image and up to 6 extra images. Location data in photos is removed.',
    LIMITS.imageMaxBytes / 1024 / 1024,
  ],
  [
    'imageRules (extra)',
    imageRules(),
    'Images must be JPEG, PNG or GIF, each under 5 MB: one main image and up to 6 extra images. Location data in photos is removed.',
    LIMITS.extraImages,
  ],
  ['extraImagesCount', extraImagesCount(2), 'Extra images (2 of 6)', LIMITS.extraImages],
  [
    'crowdLastWindow (window)',
    crowdLastWindow(3, 1, 20, 'floor'),
    'In the last 10 minutes: 3 accounts, 1 case from accounts under 14 days old. Normal is up to 20 (the lowest normal).',
    LIMITS.crowdWindowMs / MINUTE_MS,
  ],
  [
    'crowdLastWindow (new)',
    crowdLastWindow(3, 1, 20, 'floor'),
    'In the last 10 minutes: 3 accounts, 1 case from accounts under 14 days old. Normal is up to 20 (the lowest normal).',
    LIMITS.crowdNewAccountMs / DAY_MS,
  ],
  [
    'crowdNormalFromLastDays (days)',
    crowdNormalFrom('last_7_days'),
    'the busiest 1 % of the last 7 days',
    LIMITS.crowdNormalDays,
  ],
  [
    'crowdNormalFromLastDays (percent)',
    crowdNormalFrom('last_7_days'),
    'the busiest 1 % of the last 7 days',
    LIMITS.crowdNormalBusiestPercent,
  ],
  // The archive of a case nobody touched (decision 0019): on the card, in a chat, in the mails.
  [
    'archivedBadge',
    MESSAGES.archivedBadge,
    'Archived — older than 3 years',
    LIMITS.archiveAfterYears,
  ],
  [
    'caseArchived',
    ARCHIVED_CASE_MESSAGES.caseArchived,
    'This case was archived: it had not been updated for 3 years.',
    LIMITS.archiveAfterYears,
  ],
  [
    'keptListed',
    MESSAGES.keptListed,
    'The case stays listed for another 3 years.',
    LIMITS.archiveAfterYears,
  ],
  [
    'retireSubjectSoon',
    SERVICE_MAIL_MESSAGES.retireSubjectSoon,
    'Your Forewarn case will be archived in 30 days',
    LIMITS.archiveReminderDays,
  ],
  [
    'retireIdle',
    SERVICE_MAIL_MESSAGES.retireIdle('A leaking roof'),
    'Your case "A leaking roof" has not been edited, answered or unpaused for 3 years:',
    LIMITS.archiveAfterYears,
  ],
  [
    'retireKeep',
    SERVICE_MAIL_MESSAGES.retireKeep,
    'To keep it listed for another 3 years, open this link:',
    LIMITS.archiveAfterYears,
  ],
];

const rows = rowsNow();

/** The numbers a text states, French's grouped thousands ("1\u00a0000") read whole. */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d+(?:[\u00a0\u202f]\d{3})*/g)].map((m) => Number(m[0].replace(/\D/g, '')));

/** Each row's text as written in the catalogue: its messages' ids, by the row's name. */
const SOURCES: Record<string, { en: string; fr: string }> = {
  ...CATALOGUES.messages,
  ...CATALOGUES.limits,
  ...CATALOGUES.accountMail,
  ...CATALOGUES.richAccounts,
  ...CATALOGUES.uiCases,
  ...CATALOGUES.uiModeration,
  firstDaySubmissionLimit: CATALOGUES.limits.firstDaySubmissionLimitIn,
  archivedBadge: CATALOGUES.caseCard.archivedBadge,
  caseArchived: CATALOGUES.accountTrust.caseArchived,
  retireSubjectSoon: CATALOGUES.serviceMail.retireSubjectSoon,
  retireIdle: CATALOGUES.serviceMail.retireIdle,
  retireKeep: CATALOGUES.serviceMail.retireKeep,
};

/**
 * Texts of the catalogue that state a number in their words, each read and kept: none is a
 * limit of LIMITS (a number of the law, a clock, a key of the desk). A new text with a number
 * fails here until it is built from its constant or added with its reason.
 */
const NUMBERS_KEPT = new Set([
  'api.idempotencyKeyInvalid',
  // HTTPS's port, which a webhook's address must use: a fact of the protocol, not a limit.
  'integrations.webhookHttpsOnly',
  'notice.regimeUk',
  'notice.columnP90',
  'notice.deskShortcuts',
  'notice.deskDueDay',
  'noticeMails.posterUk',
  'notification.timeZoneNote',
  // The laws' own titles, as a statement of reasons names them (their years, regulation and
  // article numbers), not limits.
  'statementRules.lawUk',
  'statementRules.lawAu',
  'statementRules.lawEu',
  // The web's own texts (issue 49): the masking rule's 2 digits (masking.ts), the named party's
  // 6-digit code (its format, not a limit), and the FAQ's example of a fact ($400, 3 March).
  'uiCases.maskedNote',
  'uiThreads.sixDigitCode',
  'uiInfo.truthAnswer3',
]);

describe('texts that state a limit', () => {
  it.each(rows)('%s keeps the spec’s words', (_name, text, spec) => {
    expect(text).toBe(spec);
  });

  it.each(rows)('%s states the number its rule counts', (_name, text, _spec, stated) => {
    expect(numbersIn(text)).toContain(stated);
  });

  it.each(rows)('%s holds no number of its own in either language', (name) => {
    const source = SOURCES[name.replace(/ \(.*\)$/, '')];
    expect(source, `no catalogue entry for ${name}`).toBeDefined();
    expect(numbersIn(stripArguments(source?.en ?? ''))).toEqual([]);
    expect(numbersIn(stripArguments(source?.fr ?? ''))).toEqual([]);
  });
});

describe('texts that state a limit, in French', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  it('states the same number its rule counts', () => {
    setLocale('fr-CA');
    const french = rowsNow();
    for (const [name, text, _spec, stated] of french) {
      expect(text, name).not.toBe(rows.find((row) => row[0] === name)?.[1]);
      expect(numbersIn(text), name).toContain(stated);
    }
  });
});

/** The text's words without its ICU arguments' names and selectors ({n, plural, one {…}}). */
function stripArguments(source: string): string {
  return source
    .replace(/\{\s*[\w]+\s*(,\s*(plural|select|number)[^{}]*)?/g, '{')
    .replace(/=\d+/g, '');
}

describe('numbers in the catalogue’s texts', () => {
  it('are built from their constant, or kept on the list with a reason', () => {
    const stated: string[] = [];
    for (const [name, catalogue] of Object.entries(CATALOGUES)) {
      for (const [key, entry] of Object.entries(catalogue as Record<string, { en: string }>)) {
        if (numbersIn(stripArguments(entry.en)).length > 0) stated.push(`${name}.${key}`);
      }
    }
    expect(stated.filter((id) => !NUMBERS_KEPT.has(id))).toEqual([]);
    expect([...NUMBERS_KEPT].filter((id) => !stated.includes(id))).toEqual([]);
  });
});
