// Messages of the fair limits (issue 22; docs/decisions/0027, 0028), apart from the shared
// catalogue so their branch merges cleanly. The spec has none of these. The texts are the
// catalogue's (catalogue/limits.ts), read in the current language; waits in words are
// plural.ts's, in the same language.

import { messagesOf } from '../i18n/runtime.js';
import { LIMITS } from '../limits.js';
import { en } from './compiled/en/limits.gen.js';
import { countOf, durationText, isRoundDuration } from './plural.js';

const t = messagesOf('limits', en);

/** The first day's allowance, stated from the rule's own number (issue 47). */
const first = LIMITS.firstDaySubmissions;

export const LIMITS_MESSAGES = {
  /** The sign-up answer when the address is past its cap: a proof of work gets past it. */
  get signupChallengeRequired() {
    return t('signupChallengeRequired');
  },
  /** Shown on the Sign Up page while the browser solves the challenge. */
  get signupChallengeSolving() {
    return t('signupChallengeSolving');
  },
  /** The Sign Up page could not solve or fetch a challenge. */
  get signupChallengeFailed() {
    return t('signupChallengeFailed');
  },
  /** A new account has lodged its one case of the first day. */
  get firstDaySubmissionRule() {
    return t('firstDaySubmissionRule', { first });
  },
  /**
   * The refusal of a second case on the first day. "in N hours" only where it is true (to the
   * minute): a wait of 23 h 40 min is not "24 hours", and the page writes the exact end beside.
   */
  firstDaySubmissionLimit: (waitMs: number) =>
    isRoundDuration(waitMs)
      ? t('firstDaySubmissionLimitIn', { first, wait: durationText(waitMs) })
      : t('firstDaySubmissionRule', { first }),
  /** The lodgement page's notice, above every field (issue 38). */
  get cannotLodgeNow() {
    return t('cannotLodgeNow');
  },
  lodgeAgainFrom: (when: string) => t('lodgeAgainFrom', { when }),
  firstDayRule: (when: string) =>
    t('firstDayRule', {
      when,
      first,
      count: LIMITS.submissionsPerWindow,
      gap: LIMITS.submissionGapMs / LIMITS.minuteMs,
    }),
  /** Too many sign-up attempts (failed ones included) from one network in a few minutes. */
  signupAttemptsLimited: (minutes: number) =>
    t('signupAttemptsLimited', { wait: countOf(minutes, 'minute') }),
  /** Issue 46: reset links to one email address from all addresses together. */
  resetRecipientLimited: (minutes: number) =>
    t('resetRecipientLimited', { wait: countOf(minutes, 'minute') }),
  /** The same email asked for reset links too often from one network (issue 37). */
  resetRequestsLimited: (minutes: number) =>
    t('resetRequestsLimited', { wait: countOf(minutes, 'minute') }),
  /** Many accounts are being made across the site: every sign-up does a harder check. */
  get signupChallengeCrowd() {
    return t('signupChallengeCrowd');
  },
};
