// Compiled from src/messages/catalogue/limits.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "signupChallengeRequired": (): string => `Many accounts have been made from your network recently. Your browser needs to do a short check before this one can be made.`,
  "signupChallengeSolving": (): string => `Doing a short check before making your account…`,
  "signupChallengeFailed": (): string => `The check before making your account did not finish. Please try again.`,
  "firstDaySubmissionRule": (): string => `A new account can lodge 1 case on its first day.`,
  "firstDaySubmissionLimitIn": (a: { "wait": string | number }): string => `A new account can lodge 1 case on its first day. You can lodge again in ${a.wait}.`,
  "cannotLodgeNow": (): string => `You cannot lodge a case right now.`,
  "lodgeAgainFrom": (a: { "when": string | number }): string => `You can lodge again from ${a.when}.`,
  "firstDayRule": (a: { "when": string | number }): string => `A new account can lodge 1 case on its first day. Your first day ends ${a.when}; after that the usual limits apply (up to 20 cases a day, 10 minutes apart).`,
  "signupAttemptsLimited": (a: { "wait": string | number }): string => `Too many sign-up attempts from your network in a short time. Please try again in ${a.wait}.`,
  "resetRecipientLimited": (a: { "wait": string | number }): string => `Reset links for this email address have been asked for several times in the last hour, from anywhere. Please check your inbox and spam folder, or try again in ${a.wait}.`,
  "resetRequestsLimited": (a: { "wait": string | number }): string => `You have asked for a reset link for this email address several times in the last hour. Please check your inbox and spam folder, or try again in ${a.wait}.`,
  "signupChallengeCrowd": (): string => `Many accounts are being made right now. Your browser needs to do a short check before yours can be made.`,
};
