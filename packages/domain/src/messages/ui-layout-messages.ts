import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/uiLayout.gen.js';

// The web's texts for the layout on every page (the bar, the menu, spinners, the snackbar): on the first visit, so kept small, from the catalogue (catalogue/ui/layout.ts):
// each a getter, read when shown in the current language.

const t = messagesOf('uiLayout', en);

export const LAYOUT_UI = constantTexts(t, en);
