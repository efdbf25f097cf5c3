// Compiled from src/messages/catalogue/accountSections.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "notificationsTitle": (): string => `Notifications`,
  "notificationsSummary": (): string => `What we email you, and notifications on this device`,
  "passwordTitle": (): string => `Password`,
  "passwordSummary": (): string => `Change your password`,
  "tradeTitle": (): string => `Trade verification`,
  "tradeSummary": (): string => `A badge for licensed plumbers and electricians`,
  "yourDataTitle": (): string => `Your data`,
  "yourDataSummary": (): string => `Download a copy, or delete your account`,
  "advancedTitle": (): string => `Advanced: for developers`,
  "advancedSummary": (): string => `API tokens for booking, tenancy or order software`,
};
