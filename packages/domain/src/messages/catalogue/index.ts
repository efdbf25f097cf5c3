// Every catalogue, by the name its compiled modules and ids carry (`notification.bellLabel`).
// Only the compiler and the tests read these sources; the product runs the compiled modules.

import { ACCOUNT_MAIL_CATALOGUE } from './account-mail.js';
import { ACCOUNT_SECTIONS_CATALOGUE } from './account-sections.js';
import { ACCOUNT_TRUST_CATALOGUE } from './account-trust.js';
import { API_CATALOGUE } from './api.js';
import { APP_CATALOGUE } from './app.js';
import { CASE_CARD_CATALOGUE } from './case-card.js';
import { FIELD_LABELS_CATALOGUE } from './field-labels.js';
import { FIRST_USE_CATALOGUE } from './first-use.js';
import { INSTALLABLE_APP_CATALOGUE } from './installable-app.js';
import { INTEGRATIONS_CATALOGUE } from './integrations.js';
import { LANGUAGE_CATALOGUE } from './language.js';
import { LIMITS_CATALOGUE } from './limits.js';
import { LIST_STATE_CATALOGUE } from './list-state.js';
import { MESSAGES_CATALOGUE } from './messages/index.js';
import { MODERATION_CATALOGUE } from './moderation.js';
import { MODERATION_MAIL_CATALOGUE } from './moderation-mail.js';
import { NAMED_PARTY_CATALOGUE } from './named-party.js';
import { NOTICE_CATALOGUE, NOTICE_MAILS_CATALOGUE } from './notice/index.js';
import { NOTIFICATION_CATALOGUE } from './notification.js';
import { PLURAL_CATALOGUE } from './plural.js';
import { PUSH_CATALOGUE } from './push.js';
import { REPORT_CONTENT_LINK_CATALOGUE } from './report-content-link.js';
import { RICH_ACCOUNTS_CATALOGUE } from './rich/accounts.js';
import { SEARCH_CATALOGUE } from './search.js';
import { SERVICE_MAIL_CATALOGUE } from './service-mail.js';
import { SHARE_CATALOGUE } from './share.js';
import { STATEMENT_RULES_CATALOGUE } from './statement-rules.js';
import { TRANSPORT_CATALOGUE } from './transport.js';
import { UI_ACCOUNTS_CATALOGUE } from './ui/accounts.js';
import { UI_CASES_CATALOGUE } from './ui/cases.js';
import { UI_INFO_CATALOGUE } from './ui/info.js';
import { UI_LAYOUT_CATALOGUE } from './ui/layout.js';
import { UI_MODERATION_CATALOGUE } from './ui/moderation.js';
import { UI_PAGES_CATALOGUE } from './ui/pages.js';
import { UI_THREADS_CATALOGUE } from './ui/threads.js';
import { VALIDATION_CATALOGUE } from './validation.js';
import { WATCH_CATALOGUE } from './watch.js';

export const CATALOGUES = {
  accountMail: ACCOUNT_MAIL_CATALOGUE,
  accountSections: ACCOUNT_SECTIONS_CATALOGUE,
  accountTrust: ACCOUNT_TRUST_CATALOGUE,
  api: API_CATALOGUE,
  app: APP_CATALOGUE,
  caseCard: CASE_CARD_CATALOGUE,
  fieldLabels: FIELD_LABELS_CATALOGUE,
  firstUse: FIRST_USE_CATALOGUE,
  installableApp: INSTALLABLE_APP_CATALOGUE,
  integrations: INTEGRATIONS_CATALOGUE,
  language: LANGUAGE_CATALOGUE,
  limits: LIMITS_CATALOGUE,
  listState: LIST_STATE_CATALOGUE,
  messages: MESSAGES_CATALOGUE,
  moderation: MODERATION_CATALOGUE,
  moderationMail: MODERATION_MAIL_CATALOGUE,
  namedParty: NAMED_PARTY_CATALOGUE,
  notice: NOTICE_CATALOGUE,
  noticeMails: NOTICE_MAILS_CATALOGUE,
  notification: NOTIFICATION_CATALOGUE,
  plural: PLURAL_CATALOGUE,
  push: PUSH_CATALOGUE,
  reportContentLink: REPORT_CONTENT_LINK_CATALOGUE,
  richAccounts: RICH_ACCOUNTS_CATALOGUE,
  search: SEARCH_CATALOGUE,
  serviceMail: SERVICE_MAIL_CATALOGUE,
  share: SHARE_CATALOGUE,
  statementRules: STATEMENT_RULES_CATALOGUE,
  transport: TRANSPORT_CATALOGUE,
  uiLayout: UI_LAYOUT_CATALOGUE,
  uiPages: UI_PAGES_CATALOGUE,
  uiCases: UI_CASES_CATALOGUE,
  uiInfo: UI_INFO_CATALOGUE,
  uiAccounts: UI_ACCOUNTS_CATALOGUE,
  uiModeration: UI_MODERATION_CATALOGUE,
  uiThreads: UI_THREADS_CATALOGUE,
  validation: VALIDATION_CATALOGUE,
  watch: WATCH_CATALOGUE,
};
