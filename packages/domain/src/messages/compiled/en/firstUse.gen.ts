// Compiled from src/messages/catalogue/firstUse.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "concernHeading": (): string => `Something wrong with this case?`,
  "concernReportCaseFor": (): string => `Report Case: for anyone who thinks this case breaks the rules.`,
  "concernAboutYouFor": (): string => `Is this about you?: for the person this case names, to prove it and reply.`,
  "concernDisputeFor": (): string => `Dispute this case: for someone named here who says it is untrue, to ask for a review.`,
  "reportUserDialogTitle": (): string => `Report this user?`,
  "reportUserReasonLabel": (): string => `Reason (optional)`,
  "reportUserReasonHint": (): string => `What happened? Moderators read this with the messages of this chat.`,
  "reportUserConfirm": (): string => `Report User`,
  "reportUserCancel": (): string => `Cancel`,
  "evidenceHeading": (): string => `Messages saved with the report`,
  "noEvidence": (): string => `No messages were saved with this report.`,
  "showCurrentThread": (): string => `Show the current thread`,
  "hideCurrentThread": (): string => `Hide the current thread`,
};
