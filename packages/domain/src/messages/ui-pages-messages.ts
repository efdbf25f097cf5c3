import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/uiPages.gen.js';

// The web's texts for the pages’ titles and the error page, from the catalogue (catalogue/ui/pages.ts):
// each a getter, read when shown in the current language.

const t = messagesOf('uiPages', en);

export const PAGES_UI = constantTexts(t, en);
