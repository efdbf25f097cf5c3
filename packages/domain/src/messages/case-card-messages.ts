// The case card's strings, apart from the rest of the catalogue: the card is on the first
// screen (recent cases), and a first visit should not fetch every message of the product
// (docs/decisions/0007). MESSAGES holds these too; the card imports CASE_CARD_MESSAGES.

export const CASE_CARD_MESSAGES = {
  /** A new account's case held while sign-ups run above normal (issues 37, 46), to its lodger. */
  firstCaseHeld: 'Your case will be public once a moderator has read it.',
  /** The case page's badge for a case a moderator hid (never for a held first case). */
  hiddenByModeratorBadge: 'Hidden by a moderator',
  archivedBadge: 'Archived — older than 3 years',
  caseRemovedReason: (reason: string) =>
    `This case was removed by moderation and only you can see it. Reason: ${reason}`,
} as const;
