import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/firstUse.gen.js';

// Strings of issue 24 (what a first-time user tripped over) where the spec has none. The texts
// are the catalogue's (catalogue/first-use.ts): getters, read in the current language.

const t = messagesOf('firstUse', en);

/** The case page's three ways to raise a concern, grouped under one heading. */
export const CONCERN_MESSAGES = {
  get heading() {
    return t('concernHeading');
  },
  get reportCaseFor() {
    return t('concernReportCaseFor');
  },
  get aboutYouFor() {
    return t('concernAboutYouFor');
  },
  get disputeFor() {
    return t('concernDisputeFor');
  },
};

/** Report User in a chat: an optional reason, then a confirmation. */
export const REPORT_USER_MESSAGES = {
  get dialogTitle() {
    return t('reportUserDialogTitle');
  },
  get reasonLabel() {
    return t('reportUserReasonLabel');
  },
  get reasonHint() {
    return t('reportUserReasonHint');
  },
  get confirm() {
    return t('reportUserConfirm');
  },
  get cancel() {
    return t('reportUserCancel');
  },
};

/** A moderator's view of a user report. */
export const USER_REPORT_EVIDENCE_MESSAGES = {
  get evidenceHeading() {
    return t('evidenceHeading');
  },
  get noEvidence() {
    return t('noEvidence');
  },
  get showCurrentThread() {
    return t('showCurrentThread');
  },
  get hideCurrentThread() {
    return t('hideCurrentThread');
  },
};
