// Compiled from src/messages/catalogue/moderationMail.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "hello": (): string => `Hello,`,
  "signature": (): string => `Forewarn`,
  "outcomeSubject": (): string => `Forewarn moderators have reviewed your report`,
  "outcomeThanks": (a: { "kind": string; "title": string | number }): string => `Thank you for ${a.kind === "case_report" ? `your report about the case "${a.title}"` : a.kind === "dispute" ? `your dispute of the case "${a.title}"` : `your report about a user you were messaging`}. A moderator has reviewed it and closed it.`,
  "outcomeActioned": (): string => `Action was taken.`,
  "outcomeNoAction": (): string => `No action was taken: the moderator found nothing that breaks the rules.`,
  "outcomePrivacy": (): string => `For the privacy of everyone involved we do not say what action was taken, or against whom.`,
  "reason": (a: { "reason": string | number }): string => `Reason: ${a.reason}`,
  "hiddenSubject": (): string => `Your case on Forewarn was removed by moderation`,
  "hiddenBody": (a: { "title": string | number }): string => `A moderator removed your case "${a.title}" from Forewarn. Nobody else can see it now;
you still can, in My Lodgements, with the reason.`,
  "releasedSubject": (): string => `Your case on Forewarn is now public`,
  "releasedBody": (a: { "title": string | number }): string => `A moderator has read your case "${a.title}": it is now public on Forewarn.`,
  "restoredSubject": (): string => `Your case on Forewarn is visible again`,
  "restoredBody": (a: { "title": string | number }): string => `A moderator restored your case "${a.title}": it is visible on Forewarn again.`,
  "disputeSubject": (): string => `A dispute was lodged about your case on Forewarn`,
  "disputeBody": (a: { "title": string | number }): string => `Someone has disputed your case "${a.title}": they say it is false or already settled.
The moderators will review it.

You can answer the dispute in a response on the case page, or, if the matter is settled,
mark the case Resolved.`,
  "tradeApprovedSubject": (a: { "badge": string | number }): string => `You are now a ${a.badge} on Forewarn`,
  "tradeRefusedSubject": (a: { "badge": string | number }): string => `Your ${a.badge} application on Forewarn`,
  "tradeApproved": (a: { "badge": string | number }): string => `Your application was approved: the badge '${a.badge}' now shows beside your name.`,
  "tradeRefused": (a: { "badge": string | number }): string => `Your application to be a ${a.badge} was not approved.`,
  "applyAgain": (): string => `You are welcome to apply again.`,
  "suspendedSubject": (): string => `Your Forewarn account is suspended`,
  "suspendedUntil": (a: { "until": string | number }): string => `A moderator suspended your Forewarn account until ${a.until}.`,
  "suspendedIndefinitely": (): string => `A moderator suspended your Forewarn account until further notice.`,
  "suspendedCan": (): string => `You can still sign in and read, but not lodge cases, respond, message or report.`,
};
