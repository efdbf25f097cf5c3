import { messagesOf } from '../i18n/runtime.js';
import { constantTexts, joinTexts } from '../i18n/texts.js';
import { LIMITS } from '../limits.js';
import { MINUTE_MS } from '../time.js';
import { en } from './compiled/en/serviceMail.gen.js';

// The words of the named-party code, the API token created mail and the webhook-disabled mail
// (issue 49). The texts are the catalogue's (catalogue/service-mail.ts), the fixed ones getters,
// read in the language the mail is written in (its recipient's).

const t = messagesOf('serviceMail', en);

export const SERVICE_MAIL_MESSAGES = joinTexts(constantTexts(t, en), {
  codeText: (code: string) =>
    t('codeText', { code, minutes: LIMITS.namedPartyCodeExpiryMs / MINUTE_MS }),
  phoneCodeText: (code: string) =>
    t('phoneCodeText', { code, minutes: LIMITS.verificationCodeExpiryMs / MINUTE_MS }),
  /** `at` is already formatted in the member's zone. */
  tokenCreated: (name: string, at: string) => t('tokenCreated', { name, at }),
  tokenScope: (name: string, detail: string) => t('tokenScope', { name, detail }),
  tokenExpires: (at: string) => t('tokenExpires', { at }),
  tokenNotYou: (link: string) => t('tokenNotYou', { link }),
  webhookFailed: (host: string) => t('webhookFailed', { host }),
  webhookResume: (link: string) => t('webhookResume', { link }),
  helloName: (name: string) => t('helloName', { name }),
  retireIdle: (title: string) => t('retireIdle', { title, years: LIMITS.archiveAfterYears }),
  get retireSubjectSoon() {
    return t('retireSubjectSoon', { days: LIMITS.archiveReminderDays });
  },
  get retireKeep() {
    return t('retireKeep', { years: LIMITS.archiveAfterYears });
  },
  /** `day` is the date in full, in the reader's language ('4 December 2026'). */
  retireSoon: (day: string) => t('retireSoon', { day }),
});
