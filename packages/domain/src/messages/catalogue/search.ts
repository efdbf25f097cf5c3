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
  countryName: {
    en: '{code, select, AU {Australia} US {USA} CA {Canada} GB {UK} NZ {New Zealand} IE {Ireland} other {{code}}}',
    fr: '{code, select, AU {Australie} US {États-Unis} CA {Canada} GB {Royaume-Uni} NZ {Nouvelle-Zélande} IE {Irlande} other {{code}}}',
    description:
      'A country’s name as the site shows it (the country chooser, headings, the search label); code is its ISO code. The English is the spec’s (§9: “UK”, “USA”).',
  },
  searchPlaceholder: {
    en: '{code, select, AU {number, email, ABN, ACN, postcode} NZ {number, email, NZBN, postcode} other {number, email, Business Identification Number, postcode}}',
    fr: '{code, select, AU {numéro, courriel, ABN, ACN, code postal} NZ {numéro, courriel, NZBN, code postal} other {numéro, courriel, numéro d’entreprise, code postal}}',
    description:
      'The search box’s placeholder: what can be searched for in the chosen country (code is its ISO code). ABN, ACN and NZBN are the names of those numbers and stay as they are.',
  },
} satisfies Catalogue;
