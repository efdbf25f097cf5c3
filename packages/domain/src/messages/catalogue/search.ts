import type { Catalogue } from '../../i18n/catalogue-entry.js';

export const SEARCH_CATALOGUE = {
  recentCasesHeading: {
    en: 'Recent Cases - {country}',
    fr: 'Dossiers récents – {country}',
    description: 'Home page heading above the newest cases; country is the chosen country’s name.',
  },
  searchPrompt: {
    en: 'Make a search... Or Click Search To Bring Up Most Recent Cases...',
    fr: 'Lancez une recherche… ou cliquez sur Rechercher pour afficher les dossiers les plus récents…',
    description: 'Home page placeholder text before any search (spec §2).',
  },
  searching: {
    en: 'Searching {country}',
    fr: 'Recherche dans\u00a0: {country}',
    description: 'Above the results while a search runs; country is the chosen country’s name.',
  },
  noCasesFound: {
    en: 'No cases found',
    fr: 'Aucun dossier trouvé',
    description: 'A search that found nothing (spec §2).',
  },
  reportCasePrompt: {
    en: 'Would you like to report a case?',
    fr: 'Voulez-vous déposer un dossier\u202f?',
    description: 'Below “No cases found”: leads to the lodgement form.',
  },
} satisfies Catalogue;
