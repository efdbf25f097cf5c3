import { messagesOf } from '../i18n/runtime.js';
import { constantTexts, joinTexts } from '../i18n/texts.js';
import { LIMITS } from '../limits.js';
import { en } from './compiled/en/accountMail.gen.js';

// The words of the emails accounts send (issue 49). Only the server reads them: the texts are
// the catalogue's (catalogue/account-mail.ts), the fixed ones getters, read in the language the
// mail is written in (its recipient's).

const t = messagesOf('accountMail', en);

export const ACCOUNT_MAIL_MESSAGES = joinTexts(constantTexts(t, en), {
  helloName: (name: string) => t('helloName', { name }),
  existingLogin: (login: string, forgot: string) => t('existingLogin', { login, forgot }),
  noticeBody: (newEmail: string) => t('noticeBody', { newEmail }),
  inUseLogin: (login: string) => t('inUseLogin', { login }),
  // How long each link lives, from the number its rule uses (issue 47; messages-limits.test.ts).
  get verifyExpiry() {
    return t('verifyExpiry', { hours: LIMITS.emailVerificationLinkMs / LIMITS.hourMs });
  },
  get resetExpiry() {
    return t('resetExpiry', { hours: LIMITS.passwordResetLinkMs / LIMITS.hourMs });
  },
  get changeExpiry() {
    return t('changeExpiry', { hours: LIMITS.emailVerificationLinkMs / LIMITS.hourMs });
  },
  get noticeExpiry() {
    return t('noticeExpiry', { days: LIMITS.undoEmailChangeMs / LIMITS.dayMs });
  },
});
