import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/uiLayout.gen.js';

// The texts of the first visit (the bar, the Menu's button, the error page, the country popup,
// Home's search and the welcome popup), in a module of their own: the first visit loads this one
// and not ui-messages.ts, whose other catalogues its budget has no room for (DESIGN.md §6).

const t = messagesOf('uiLayout', en);

/** layout: catalogue/ui/layout.ts, each text without arguments a getter read when shown. */
export const LAYOUT_UI = constantTexts(t, en);

/** The flag button's accessible name: "Select country (currently Canada)". */
export const selectCountryCurrently = (country: string) => t('selectCountryCurrently', { country });

/** Under Home's title: the registry in the chosen country. */
export const homeLead = (country: string) => t('homeLead', { country });

/** The search box's accessible name. */
export const searchLabel = (country: string) => t('searchLabel', { country });
