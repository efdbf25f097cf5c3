import type { Catalogue } from '../../../i18n/catalogue-entry.js';
import { MESSAGES_CASE_PAGE_CATALOGUE } from './case-page.js';
import { MESSAGES_FORM_CATALOGUE } from './form.js';
import { MESSAGES_OWN_ACCOUNT_CATALOGUE } from './own-account.js';
import { MESSAGES_OWN_CASES_CATALOGUE } from './own-cases.js';
import { MESSAGES_PAGES_CATALOGUE } from './pages.js';

// The spec's main catalogue (messages.ts), one catalogue in five files by use case.

export const MESSAGES_CATALOGUE = {
  ...MESSAGES_FORM_CATALOGUE,
  ...MESSAGES_CASE_PAGE_CATALOGUE,
  ...MESSAGES_PAGES_CATALOGUE,
  ...MESSAGES_OWN_ACCOUNT_CATALOGUE,
  ...MESSAGES_OWN_CASES_CATALOGUE,
} satisfies Catalogue;
