// Compiled from src/messages/catalogue/listState.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "searchUnavailable": (): string => `Search is unavailable right now — this does not mean there are no cases.`,
  "recentCasesUnavailable": (): string => `Recent cases are unavailable right now — this does not mean there are none.`,
  "watchesUnavailable": (): string => `Your watches are unavailable right now — this does not mean you have none.`,
  "lodgementsUnavailable": (): string => `Your lodgements are unavailable right now — this does not mean you have none.`,
  "queueUnavailable": (): string => `The moderation queue is unavailable right now — this does not mean it is empty.`,
  "notificationsUnavailable": (): string => `Your notifications are unavailable right now — this does not mean you have none.`,
  "auditLogUnavailable": (): string => `The audit log is unavailable right now — this does not mean it is empty.`,
  "signupFiguresUnavailable": (): string => `Sign-up figures are unavailable right now.`,
  "messagesUnavailable": (): string => `Your messages are unavailable right now — this does not mean you have none.`,
  "cannotReach": (): string => `Could not reach Forewarn. Check your connection and try again.`,
  "tryAgainIn": (a: { "wait": string | number }): string => `Try again in ${a.wait}.`,
  "tryAgain": (): string => `Try again`,
  "busyRetrying": (): string => `The server is busy, trying again…`,
  "unreachableRetrying": (): string => `Could not reach Forewarn, trying again…`,
  "somethingWentWrong": (): string => `Something went wrong. Please try again.`,
};
