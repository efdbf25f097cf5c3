// Compiled from src/messages/catalogue/search.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "recentCasesHeading": (a: { "country": string | number }): string => `Recent Cases - ${a.country}`,
  "searchPrompt": (): string => `Make a search... Or Click Search To Bring Up Most Recent Cases...`,
  "searching": (a: { "country": string | number }): string => `Searching ${a.country}`,
  "noCasesFound": (): string => `No cases found`,
  "reportCasePrompt": (): string => `Would you like to report a case?`,
};
