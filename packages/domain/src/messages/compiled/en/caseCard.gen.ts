// Compiled from src/messages/catalogue/caseCard.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "firstCaseHeld": (): string => `Your case will be public once a moderator has read it.`,
  "hiddenByModeratorBadge": (): string => `Hidden by a moderator`,
  "archivedBadge": (a: { "years": string | number }): string => `Archived — older than ${a.years} years`,
  "caseRemovedReason": (a: { "reason": string | number }): string => `This case was removed by moderation and only you can see it. Reason: ${a.reason}`,
  "cardName": (): string => `Name`,
  "cardPostcode": (): string => `Postcode`,
  "cardAuthor": (): string => `Author`,
  "cardPaused": (): string => `Case Paused`,
  "cardResolved": (): string => `Resolved`,
  "cardViewDetails": (): string => `View Details`,
  "cardAnonymous": (): string => `Anonymous`,
  "cardDeletedUser": (): string => `Deleted user`,
};
