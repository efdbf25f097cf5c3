// Compiled from src/messages/catalogue/uiCases.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "loadingCase": (): string => `Loading case`,
  "loadingEditor": (): string => `Loading the editor`,
  "uploadingImages": (): string => `Uploading images...`,
  "currentMain": (): string => `Current main`,
  "mainImage": (): string => `Main image`,
  "extraImages": (): string => `Extra images`,
  "deleteCase": (): string => `Delete case`,
  "whyCantISubmit": (): string => `Why can't I submit? (help)`,
  "submissionHelp": (): string => `Submission help`,
  "submittingCase": (): string => `Submitting case...`,
  "blockersHeading": (): string => `Submit Case is disabled until these are fixed:`,
  "nothingBlocking": (): string => `Nothing is blocking your case: Submit Case is ready.`,
  "editCase": (): string => `Edit case`,
  "ownerControls": (): string => `Case owner controls`,
  "authorColon": (): string => `Author:`,
  "details": (): string => `Details`,
};
