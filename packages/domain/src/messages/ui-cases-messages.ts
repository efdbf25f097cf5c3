import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/uiCases.gen.js';

// The web's texts for the lodgement form, the case page and its editor, from the catalogue (catalogue/ui/cases.ts):
// each a getter, read when shown in the current language.

const t = messagesOf('uiCases', en);

export const CASES_UI = constantTexts(t, en);
