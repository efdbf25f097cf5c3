import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/accountSections.gen.js';

// My Account's sections, each closed until opened, the common ones first and the API tokens
// under "Advanced" (issue 45). A module of its own: it travels with My Account only.

const t = messagesOf('accountSections', en);

export const ACCOUNT_SECTION_MESSAGES = {
  get notificationsTitle() {
    return t('notificationsTitle');
  },
  get notificationsSummary() {
    return t('notificationsSummary');
  },
  get passwordTitle() {
    return t('passwordTitle');
  },
  get passwordSummary() {
    return t('passwordSummary');
  },
  get tradeTitle() {
    return t('tradeTitle');
  },
  get tradeSummary() {
    return t('tradeSummary');
  },
  get yourDataTitle() {
    return t('yourDataTitle');
  },
  get yourDataSummary() {
    return t('yourDataSummary');
  },
  get advancedTitle() {
    return t('advancedTitle');
  },
  get advancedSummary() {
    return t('advancedSummary');
  },
};
