import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The web's own labels, headings and accessible names for the layout on every page (the bar, the menu, spinners, the snackbar): on the first visit, so kept small (issue 49: no text a
// person reads outside the catalogue). English is what the screens always showed.

export const UI_LAYOUT_CATALOGUE = {
  loading: {
    en: 'Loading',
    fr: 'Chargement',
    description: 'A spinner’s accessible name while a page or section loads.',
  },
  menu: {
    en: 'Menu',
    fr: 'Menu',
    description: 'The menu button’s and the menu panel’s accessible name.',
  },
  menuLinks: {
    en: 'Menu links',
    fr: 'Liens du menu',
    description: 'Accessible name of the links inside the menu panel.',
  },
  mainNav: {
    en: 'Main',
    fr: 'Principale',
    description:
      'Accessible name of the main navigation bar (screen readers say “Main navigation”).',
  },
  openItems: {
    en: ' open items',
    fr: ' éléments ouverts',
    description: 'Screen-reader text after the moderation count in the bar (starts with a space).',
  },
  unreadMessages: {
    en: ' (unread messages)',
    fr: ' (messages non lus)',
    description: 'Screen-reader text of the red unread dot (starts with a space).',
  },
  sorry: {
    en: 'Sorry',
    fr: 'Désolé',
    description: 'Heading of the page shown when a page fails to load.',
  },
  loadFailed: {
    en: 'Something went wrong while loading this page.',
    fr: 'Une erreur est survenue pendant le chargement de cette page.',
    description: 'Below “Sorry” when a page fails to load.',
  },
} satisfies Catalogue;
