// Every user-facing string of the spec, verbatim (same words, capitals and punctuation), in one
// catalogue that server and browser share. Templated strings are small functions named after
// the spec's placeholder ({Field}, {Label}, {n}, {reason}, {message}, {country}).
// The texts are the catalogue's (catalogue/messages/), in English and Canadian French: each text
// without arguments is a getter read when shown, so it follows the current language (issue 49).

import { messagesOf } from '../i18n/runtime.js';
import { constantTexts, joinTexts } from '../i18n/texts.js';
import { LIMITS } from '../limits.js';
import { CASE_CARD_MESSAGES } from './case-card-messages.js';
import { en } from './compiled/en/messages.gen.js';
import { SEARCH_MESSAGES } from './search-messages.js';

export { CASE_CARD_LABELS } from './case-card-messages.js';
export { CASE_CARD_MESSAGES, SEARCH_MESSAGES };

const t = messagesOf('messages', en);

const TEMPLATED = {
  // §5 Lodgement form
  fieldTooLong: (field: string, n: number) => t('fieldTooLong', { field, n }),
  fieldProfanity: (field: string) => t('fieldProfanity', { field }),
  nonsenseText: (label: string) => t('nonsenseText', { label }),
  repetitiveNumber: (label: string) => t('repetitiveNumber', { label }),
  // §5 Rate limits, signup
  submissionWait: (n: number) => t('submissionWait', { n }),
  invalidMobileNumber: (country: string, example: string) =>
    t('invalidMobileNumber', { country, example }),

  // §8 Case page, card alerts, lodgement
  failedToLoadCase: (reason: string) => t('failedToLoadCase', { reason }),
  failedToLoadComments: (reason: string) => t('failedToLoadComments', { reason }),
  failedToOpenChat: (reason: string) => t('failedToOpenChat', { reason }),
  failedToDeleteMainImage: (reason: string) => t('failedToDeleteMainImage', { reason }),
  failedToDeleteImage: (reason: string) => t('failedToDeleteImage', { reason }),
  failedToSubmitComment: (reason: string) => t('failedToSubmitComment', { reason }),
  failedToDeleteComment: (reason: string) => t('failedToDeleteComment', { reason }),
  failedToSaveCase: (message: string) => t('failedToSaveCase', { message }),
  failedToTogglePause: (message: string) => t('failedToTogglePause', { message }),
  failedToDeleteCase: (message: string) => t('failedToDeleteCase', { message }),
  failedToReportCase: (message: string) => t('failedToReportCase', { message }),
  errorTogglingPause: (reason: string) => t('errorTogglingPause', { reason }),
  failedToSubmitCase: (message: string) => t('failedToSubmitCase', { message }),

  // §8 Chat, messages page, account, feedback
  /** `date` is already formatted; DESIGN.md shows it in the viewer's own time zone. */
  chatLimitReached: (date: string) => t('chatLimitReached', { date }),
  failedToLoadMessages: (message: string) => t('failedToLoadMessages', { message }),
  failedToHideThread: (message: string) => t('failedToHideThread', { message }),
  failedToLoadProfile: (message: string) => t('failedToLoadProfile', { message }),
  failedToSendEmailVerification: (message: string) =>
    t('failedToSendEmailVerification', { message }),
  verificationFailed: (n: number) => t('verificationFailed', { n }),
  invalidVerificationCode: (n: number) => t('invalidVerificationCode', { n }),
  phoneBlocked: (n: number) => t('phoneBlocked', { n }),
  failedToSave: (message: string) => t('failedToSave', { message }),
  errorSubmitting: (message: string) => t('errorSubmitting', { message }),

  // §8 Silent behaviours, §2 and §4 screen texts
  postingIn: (country: string) => t('postingIn', { country }),
  myLodgementsHeading: (country: string) => t('myLodgementsHeading', { country }),
  anonymousThreadLabel: (caseId: string) => t('anonymousThreadLabel', { caseId }),

  // Forewarn's own wording: the spec states these rules but gives no message.
  phoneNumberInvalid: (label: string, country: string, example: string) =>
    t('phoneNumberInvalid', { label, country, example }),
  businessNumberDigits: (label: string, n: number) => t('businessNumberDigits', { label, n }),
  businessIdentifierInvalid: (label: string, country: string, example: string) =>
    t('businessIdentifierInvalid', { label, country, example }),
  postcodeInvalid: (country: string, example: string) => t('postcodeInvalid', { country, example }),
  imageTooManyPixels: (megapixels: number) => t('imageTooManyPixels', { megapixels }),
  /** The number in its national format with spaces ('0412 345 678'), never digits run together. */
  phoneCodeSent: (number: string) =>
    t('phoneCodeSent', {
      number,
      digits: LIMITS.codeDigits,
      minutes: LIMITS.verificationCodeExpiryMs / LIMITS.minuteMs,
    }),
  verificationEmailWait: (seconds: number) => t('verificationEmailWait', { seconds }),
  tooManyLoginAttempts: (minutes: number) => t('tooManyLoginAttempts', { minutes }),
  /** `field` is the form field's name as the client sent it. */
  formUnexpectedFile: (field: string) => t('formUnexpectedFile', { field }),
};

// Texts that state a limit, the number filled from LIMITS so a text cannot drift from its rule
// (issue 47; messages-limits.test.ts holds them to the spec's words). Getters, like the fixed
// texts, so each reads the language of the moment it is shown.
const STATED_LIMITS = {
  get keptListed() {
    return t('keptListed', { years: LIMITS.archiveAfterYears });
  },
  get detailsTooShort() {
    return t('detailsTooShort', { n: LIMITS.detailsMinExclusive });
  },
  get imageTooLarge() {
    return t('imageTooLarge', { megabytes: LIMITS.imageMaxBytes / 1024 / 1024 });
  },
  get imageSizeExceeded() {
    return t('imageSizeExceeded', { megabytes: LIMITS.imageMaxBytes / 1024 / 1024 });
  },
  get extraImagesMax() {
    return t('extraImagesMax', { n: LIMITS.extraImages });
  },
  get extraImagesReached() {
    return t('extraImagesReached', { n: LIMITS.extraImages });
  },
  get submissionLimitReached() {
    return t('submissionLimitReached', {
      count: LIMITS.submissionsPerWindow,
      hours: LIMITS.submissionWindowMs / LIMITS.hourMs,
    });
  },
  get usernameCooldown() {
    return t('usernameCooldown', { days: LIMITS.usernameCooldownDays });
  },
  get userReported() {
    return t('userReported', { hours: LIMITS.reportUserCooldownMs / LIMITS.hourMs });
  },
  get phoneAttemptsExceeded() {
    return t('phoneAttemptsExceeded', { months: LIMITS.phoneBlockMonths });
  },
  get phoneVerificationUnavailable() {
    return t('phoneVerificationUnavailable', { months: LIMITS.phoneBlockMonths });
  },
  get passwordTooShort() {
    return t('passwordTooShort', { n: LIMITS.passwordMin });
  },
  get namedPartyCodeSent() {
    return t('namedPartyCodeSent', {
      digits: LIMITS.codeDigits,
      minutes: LIMITS.namedPartyCodeExpiryMs / LIMITS.minuteMs,
    });
  },
  get namedPartyCodeLimit() {
    return t('namedPartyCodeLimit', { n: LIMITS.namedPartyCodesPerCasePerDay });
  },
  get namedPartyCodeLimitAcrossCases() {
    return t('namedPartyCodeLimitAcrossCases', { n: LIMITS.namedPartyCodesPerRequesterPerDay });
  },
  get messageEmailsLabel() {
    return t('messageEmailsLabel', { minutes: LIMITS.messageNoticeUnreadMs / LIMITS.minuteMs });
  },
};

/**
 * The whole catalogue: its fixed texts (getters), its templated ones, and the home page's and
 * the case card's, which stay in modules of their own so the first screen does not load this
 * one whole (DESIGN.md §6 budget, docs/decisions/0007). Joined by descriptors, not spread, so
 * their getters stay getters.
 */
export const MESSAGES = joinTexts(
  constantTexts(t, en),
  STATED_LIMITS,
  TEMPLATED,
  SEARCH_MESSAGES,
  CASE_CARD_MESSAGES,
);
