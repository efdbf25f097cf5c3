import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/uiAccounts.gen.js';

// The web's texts for sign-up, log-in, passwords, the profile and Your data, from the catalogue (catalogue/ui/accounts.ts):
// each a getter, read when shown in the current language.

const t = messagesOf('uiAccounts', en);

export const ACCOUNTS_UI = constantTexts(t, en);
