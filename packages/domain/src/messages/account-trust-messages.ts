import { messagesOf } from '../i18n/runtime.js';
import { LIMITS } from '../limits.js';
import { en } from './compiled/en/accountTrust.gen.js';

// Messages of issue 22's account-trust work: a suspension cannot be shed by deleting the
// account, and a stolen session is not a stolen account (docs/decisions/0033). The spec
// has none of these; they are worded like its own. The texts are the catalogue's
// (catalogue/account-trust.ts), each read in the current language.

const t = messagesOf('accountTrust', en);

export const ACCOUNT_TRUST_MESSAGES = {
  /** DELETE /api/account while a suspension with an end is in force. */
  deleteWhileSuspendedUntil: (until: string) => t('deleteWhileSuspendedUntil', { until }),
  /** DELETE /api/account while an indefinite suspension is in force. */
  get deleteWhileSuspendedForGood() {
    return t('deleteWhileSuspendedForGood');
  },
  /** DELETE /api/account without saying whether the cases go too or stay up anonymously. */
  get casesChoiceRequired() {
    return t('casesChoiceRequired');
  },
  /** Changing the email or the password needs the password in force. */
  get currentPasswordRequired() {
    return t('currentPasswordRequired');
  },
  /** The old address was taken by another account between the change and its undoing. */
  get undoEmailTaken() {
    return t('undoEmailTaken');
  },
  /** After a password change: every other session has ended. */
  get passwordChanged() {
    return t('passwordChanged');
  },
  /** After an undo: the old address is back, and a new password is set. */
  get emailChangeUndone() {
    return t('emailChangeUndone');
  },
};

/** Issue 22: a thread about an archived case (decision 0019) says so, not "removed by moderation". */
export const ARCHIVED_CASE_MESSAGES = {
  get caseArchived() {
    return t('caseArchived', { years: LIMITS.archiveAfterYears });
  },
};
