// Every catalogue, by the name its compiled modules and ids carry (`notification.bellLabel`).
// Only the compiler and the tests read these sources; the product runs the compiled modules.

import { ACCOUNT_SECTIONS_CATALOGUE } from './account-sections.js';
import { API_CATALOGUE } from './api.js';
import { APP_CATALOGUE } from './app.js';
import { LIST_STATE_CATALOGUE } from './list-state.js';
import { MESSAGES_CATALOGUE } from './messages/index.js';
import { NAMED_PARTY_CATALOGUE } from './named-party.js';
import { NOTIFICATION_CATALOGUE } from './notification.js';
import { PLURAL_CATALOGUE } from './plural.js';
import { SEARCH_CATALOGUE } from './search.js';
import { SHARE_CATALOGUE } from './share.js';
import { VALIDATION_CATALOGUE } from './validation.js';

export const CATALOGUES = {
  accountSections: ACCOUNT_SECTIONS_CATALOGUE,
  api: API_CATALOGUE,
  app: APP_CATALOGUE,
  listState: LIST_STATE_CATALOGUE,
  messages: MESSAGES_CATALOGUE,
  namedParty: NAMED_PARTY_CATALOGUE,
  notification: NOTIFICATION_CATALOGUE,
  plural: PLURAL_CATALOGUE,
  search: SEARCH_CATALOGUE,
  share: SHARE_CATALOGUE,
  validation: VALIDATION_CATALOGUE,
};
