// Compiled from src/messages/catalogue/accountTrust.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "deleteWhileSuspendedUntil": (a: { "until": string | number }): string => `Your account is suspended until ${a.until}. You can delete it once the suspension has ended.`,
  "deleteWhileSuspendedForGood": (): string => `Your account is suspended indefinitely, so it cannot be deleted while the suspension lasts.`,
  "casesChoiceRequired": (): string => `Choose whether your cases are deleted too or stay up anonymously.`,
  "currentPasswordRequired": (): string => `Enter your current password to confirm this change.`,
  "undoEmailTaken": (): string => `That email address is now used by another account, so it could not be restored. Reset your password from the address in force instead.`,
  "passwordChanged": (): string => `Your password has been changed. You have been signed out everywhere else.`,
  "emailChangeUndone": (): string => `Your email address has been restored and your new password is set. Every other session has ended.`,
  "caseArchived": (a: { "years": string | number }): string => `This case was archived: it had not been updated for ${a.years} years.`,
};
