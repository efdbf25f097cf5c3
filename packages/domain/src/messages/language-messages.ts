import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/language.gen.js';

// The language switch's own words (issue 49): catalogue/language.ts.

const t = messagesOf('language', en);

export const LANGUAGE_MESSAGES = {
  /** The other language's name, in that language: what the switch turns the page into. */
  get switchTo() {
    return t('switchTo');
  },
};
