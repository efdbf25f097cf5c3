import type { Catalogue } from '../../i18n/catalogue-entry.js';

export const LANGUAGE_CATALOGUE = {
  switchTo: {
    en: 'Français',
    fr: 'English',
    description:
      'The language switch (bar and Menu): the name of the other language, in that language. Not translated: it names the language to switch to.',
  },
} satisfies Catalogue;
