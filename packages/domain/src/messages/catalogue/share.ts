import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The share target (issue 50): a text or a contact shared to the installed app from the phone.
export const SHARE_CATALOGUE = {
  heading: {
    en: 'Search what you shared',
    fr: 'Rechercher ce que vous avez partagé',
    description: 'Title of the page a text shared to the app opens.',
  },
  chooseOne: {
    en: 'What you shared holds more than one. Which one do you want to search?',
    fr: 'Ce que vous avez partagé en contient plusieurs. Lequel voulez-vous rechercher\u202f?',
    description:
      'Above the list of phone numbers, emails and business numbers found in a shared text.',
  },
  searchFor: {
    en: 'Search {kind} {value}',
    fr: 'Rechercher {kind} {value}',
    description:
      'A choice among the identifiers found; kind is its label (Number, Email, ABN…), value as written.',
  },
  noneFound: {
    en: 'We found no phone number, email or business number in what you shared.',
    fr: 'Nous n’avons trouvé aucun numéro de téléphone, courriel ni numéro d’entreprise dans ce que vous avez partagé.',
    description: 'A shared text without any identifier Forewarn can search.',
  },
  typeItInstead: {
    en: 'Type it into the search instead.',
    fr: 'Tapez-le plutôt dans la recherche.',
    description: 'After “We found no phone number…”: a link to the home page’s search.',
  },
  opening: {
    en: 'Opening the search for {value}…',
    fr: 'Ouverture de la recherche pour {value}…',
    description: 'Shown for a moment while a shared text with one identifier opens its search.',
  },
} satisfies Catalogue;
