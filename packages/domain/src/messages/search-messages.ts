import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/search.gen.js';

// The home page's strings (spec §2 Home and search), apart from the rest of the catalogue:
// a first visit loads the home page, and this is all of the catalogue it needs, so the
// browser does not fetch every message of the product before it can show the search box.
// MESSAGES holds these too; the home page imports SEARCH_MESSAGES instead.

const t = messagesOf('search', en);

export const SEARCH_MESSAGES = {
  recentCasesHeading: (country: string) => t('recentCasesHeading', { country }),
  get searchPrompt() {
    return t('searchPrompt');
  },
  searching: (country: string) => t('searching', { country }),
  get noCasesFound() {
    return t('noCasesFound');
  },
  /** A country's name in the reader's language ('Australia', 'Australie'). */
  countryName: (code: string) => t('countryName', { code }),
  /** What the search box takes in that country. */
  searchPlaceholder: (code: string) => t('searchPlaceholder', { code }),
  get reportCasePrompt() {
    return t('reportCasePrompt');
  },
};
