// Messages of the fair limits (issue 22; docs/decisions/0027, 0028), apart from the shared
// catalogue so their branch merges cleanly. The spec has none of these.

import { countOf, durationText, isRoundDuration } from './plural.js';

export const LIMITS_MESSAGES = {
  /** The sign-up answer when the address is past its cap: a proof of work gets past it. */
  signupChallengeRequired:
    'Many accounts have been made from your network recently. Your browser needs to do a short check before this one can be made.',
  /** Shown on the Sign Up page while the browser solves the challenge. */
  signupChallengeSolving: 'Doing a short check before making your account…',
  /** The Sign Up page could not solve or fetch a challenge. */
  signupChallengeFailed: 'The check before making your account did not finish. Please try again.',
  /** A new account has lodged its one case of the first day. */
  firstDaySubmissionRule: 'A new account can lodge 1 case on its first day.',
  /**
   * The refusal of a second case on the first day. "in N hours" only where it is true (to the
   * minute): a wait of 23 h 40 min is not "24 hours", and the page writes the exact end beside.
   */
  firstDaySubmissionLimit: (waitMs: number) =>
    isRoundDuration(waitMs)
      ? `A new account can lodge 1 case on its first day. You can lodge again in ${durationText(waitMs)}.`
      : 'A new account can lodge 1 case on its first day.',
  /** The lodgement page's notice, above every field (issue 38). */
  cannotLodgeNow: 'You cannot lodge a case right now.',
  lodgeAgainFrom: (when: string) => `You can lodge again from ${when}.`,
  firstDayRule: (when: string) =>
    `A new account can lodge 1 case on its first day. Your first day ends ${when}; after that the usual limits apply (up to 20 cases a day, 10 minutes apart).`,
  /** Too many sign-up attempts (failed ones included) from one network in a few minutes. */
  signupAttemptsLimited: (minutes: number) =>
    `Too many sign-up attempts from your network in a short time. Please try again in ${countOf(minutes, 'minute')}.`,
  /** The same email asked for reset links too often from one network (issue 37). */
  resetRequestsLimited: (minutes: number) =>
    `You have asked for a reset link for this email address several times in the last hour. Please check your inbox and spam folder, or try again in ${countOf(minutes, 'minute')}.`,
  /** Many accounts are being made across the site: every sign-up does a harder check. */
  signupChallengeCrowd:
    'Many accounts are being made right now. Your browser needs to do a short check before yours can be made.',
} as const;
