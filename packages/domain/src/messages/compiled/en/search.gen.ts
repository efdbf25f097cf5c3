// Compiled from src/messages/catalogue/search.ts by scripts/compile-messages.ts: do not edit.
export const en = {
  "recentCasesHeading": (a: { "country": string | number }): string => `Recent Cases - ${a.country}`,
  "searchPrompt": (): string => `Make a search... Or Click Search To Bring Up Most Recent Cases...`,
  "searching": (a: { "country": string | number }): string => `Searching ${a.country}`,
  "noCasesFound": (): string => `No cases found`,
  "reportCasePrompt": (): string => `Would you like to report a case?`,
  "countryName": (a: { "code": string }): string => (a.code === "AU" ? `Australia` : a.code === "US" ? `USA` : a.code === "CA" ? `Canada` : a.code === "GB" ? `UK` : a.code === "NZ" ? `New Zealand` : a.code === "IE" ? `Ireland` : `${a.code}`),
  "searchPlaceholder": (a: { "code": string }): string => (a.code === "AU" ? `number, email, ABN, ACN, postcode` : a.code === "NZ" ? `number, email, NZBN, postcode` : `number, email, Business Identification Number, postcode`),
};
