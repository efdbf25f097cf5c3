// The home page's strings (spec §2 Home and search), apart from the rest of the catalogue:
// a first visit loads the home page, and this is all of the catalogue it needs, so the
// browser does not fetch every message of the product before it can show the search box.
// MESSAGES holds these too; the home page imports SEARCH_MESSAGES instead.

export const SEARCH_MESSAGES = {
  recentCasesHeading: (country: string) => `Recent Cases - ${country}`,
  searchPrompt: 'Make a search... Or Click Search To Bring Up Most Recent Cases...',
  searching: (country: string) => `Searching ${country}`,
  noCasesFound: 'No cases found',
  reportCasePrompt: 'Would you like to report a case?',
} as const;
