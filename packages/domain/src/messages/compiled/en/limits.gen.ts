// Compiled from src/messages/catalogue/limits.ts by scripts/compile-messages.ts: do not edit.
import { pluralOf } from '../../../i18n/intl.js';

export const en = {
  "signupChallengeRequired": (): string => `Many accounts have been made from your network recently. Your browser needs to do a short check before this one can be made.`,
  "signupChallengeSolving": (): string => `Doing a short check before making your account…`,
  "signupChallengeFailed": (): string => `The check before making your account did not finish. Please try again.`,
  "firstDaySubmissionRule": (a: { "first": number }): string => `A new account can lodge ${pluralOf("en", a.first) === "one" ? `${a.first} case` : `${a.first} cases`} on its first day.`,
  "firstDaySubmissionLimitIn": (a: { "first": number; "wait": string | number }): string => `A new account can lodge ${pluralOf("en", a.first) === "one" ? `${a.first} case` : `${a.first} cases`} on its first day. You can lodge again in ${a.wait}.`,
  "cannotLodgeNow": (): string => `You cannot lodge a case right now.`,
  "lodgeAgainFrom": (a: { "when": string | number }): string => `You can lodge again from ${a.when}.`,
  "firstDayRule": (a: { "first": number; "when": string | number; "count": number; "gap": number }): string => `A new account can lodge ${pluralOf("en", a.first) === "one" ? `${a.first} case` : `${a.first} cases`} on its first day. Your first day ends ${a.when}; after that the usual limits apply (up to ${pluralOf("en", a.count) === "one" ? `${a.count} case` : `${a.count} cases`} a day, ${pluralOf("en", a.gap) === "one" ? `${a.gap} minute` : `${a.gap} minutes`} apart).`,
  "signupAttemptsLimited": (a: { "wait": string | number }): string => `Too many sign-up attempts from your network in a short time. Please try again in ${a.wait}.`,
  "resetRecipientLimited": (a: { "wait": string | number }): string => `Reset links for this email address have been asked for several times in the last hour, from anywhere. Please check your inbox and spam folder, or try again in ${a.wait}.`,
  "resetRequestsLimited": (a: { "wait": string | number }): string => `You have asked for a reset link for this email address several times in the last hour. Please check your inbox and spam folder, or try again in ${a.wait}.`,
  "signupChallengeCrowd": (): string => `Many accounts are being made right now. Your browser needs to do a short check before yours can be made.`,
};
