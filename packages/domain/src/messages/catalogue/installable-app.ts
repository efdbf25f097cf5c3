import type { Catalogue } from '../../i18n/catalogue-entry.js';

// What the platform shows of Forewarn outside its pages (issue 49): the installed app's name and
// description (the web app manifest, one per language, written at build time by
// apps/web/vite.config.ts) and the page's description for search engines (index.html's, set in
// the reader's language by the server). No screen reads these.

export const INSTALLABLE_APP_CATALOGUE = {
  name: {
    en: 'Forewarn',
    fr: 'Forewarn',
    description: 'The installed app’s name: the brand, not translated.',
  },
  shortName: {
    en: 'Forewarn',
    fr: 'Forewarn',
    description: 'The installed app’s short name, under its icon: the brand, not translated.',
  },
  description: {
    en: 'A public registry where people warn each other about dishonest or difficult customers and traders.',
    fr: 'Un registre public où les gens s’avertissent les uns les autres au sujet de clients et de gens de métier malhonnêtes ou difficiles.',
    description: 'The installed app’s description (the app stores and install prompts show it).',
  },
  pageDescription: {
    en: 'Forewarn: a public registry where people warn each other about dishonest or difficult customers and traders.',
    fr: 'Forewarn\u00a0: un registre public où les gens s’avertissent les uns les autres au sujet de clients et de gens de métier malhonnêtes ou difficiles.',
    description: 'The page’s description for search engines (meta description).',
  },
} satisfies Catalogue;
