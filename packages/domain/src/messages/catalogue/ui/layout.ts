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
  skipToContent: {
    en: 'Skip to content',
    fr: 'Aller au contenu',
    description: 'The first link of every page, shown on keyboard focus: jumps past the bar.',
  },
  tryAgain: {
    en: 'Try again',
    fr: 'Réessayer',
    description: 'Button on the page shown when a page fails to load: reloads it.',
  },
  backToHome: {
    en: 'Back to Home',
    fr: 'Retour à l’accueil',
    description: 'Link on the page shown when a page fails to load.',
  },
  navHome: {
    en: 'Home',
    fr: 'Accueil',
    description: 'The bar’s and the Menu’s link to the home page.',
  },
  navLodgement: {
    en: 'Lodgement',
    fr: 'Dépôt',
    description:
      'The bar’s and the Menu’s link to the lodgement form (glossary: lodgement = dépôt).',
  },
  navAbout: {
    en: 'About',
    fr: 'À propos',
    description: 'The bar’s and the Menu’s link to the About page.',
  },
  navFaq: {
    en: 'FAQ',
    fr: 'FAQ',
    description: 'The bar’s and the Menu’s link to the FAQ page.',
  },
  navMyMessages: {
    en: 'My Messages',
    fr: 'Mes messages',
    description: 'The bar’s and the Menu’s link to the member’s conversations.',
  },
  navMyLodgements: {
    en: 'My Lodgements',
    fr: 'Mes dépôts',
    description: 'The bar’s and the Menu’s link to the cases the member lodged.',
  },
  navMyWatches: {
    en: 'My Watches',
    fr: 'Mes veilles',
    description:
      'The bar’s and the Menu’s link to the member’s watches (glossary: watch = veille).',
  },
  navReportFeedback: {
    en: 'Report & Feedback',
    fr: 'Signalement et commentaires',
    description: 'The bar’s and the Menu’s link to the feedback form.',
  },
  navModeration: {
    en: 'Moderation',
    fr: 'Modération',
    description: 'The bar’s and the Menu’s link to the moderation queue (moderators only).',
  },
  navLogin: {
    en: 'Login',
    fr: 'Connexion',
    description: 'The bar’s and the Menu’s link to the log-in page (signed out).',
  },
  navSignUp: {
    en: 'Sign Up',
    fr: 'Inscription',
    description: 'The bar’s and the Menu’s link to the sign-up page (signed out).',
  },
  signOut: {
    en: 'Sign Out',
    fr: 'Déconnexion',
    description: 'The bar’s and the Menu’s button that signs the member out.',
  },
  selectCountryCurrently: {
    en: 'Select country (currently {country})',
    fr: 'Choisir le pays (actuel : {country})',
    description: 'Accessible name of the flag button in the bar; {country} is the country’s name.',
  },
  unreadHint: {
    en: 'You have unread messages',
    fr: 'Vous avez des messages non lus',
    description: 'Screen-reader description of the Menu button when a message is unread.',
  },
  selectCountry: {
    en: 'Select Country',
    fr: 'Choisir le pays',
    description: 'Title of the country popup (spec §2).',
  },
  close: {
    en: 'Close',
    fr: 'Fermer',
    description: 'Closes the country popup.',
  },
  homeLead: {
    en: 'Search the registry of dishonest and difficult customers and traders in {country}.',
    fr: 'Cherchez dans le registre ({country}) les clients et les gens de métier malhonnêtes ou difficiles.',
    description: 'Under the home page’s title; {country} is the chosen country’s name.',
  },
  searchLabel: {
    en: 'Search {country} by number, email, business number or postcode',
    fr: 'Rechercher ({country}) par numéro, courriel, numéro d’entreprise ou code postal',
    description: 'Accessible name of the home page’s search box; {country} is the country’s name.',
  },
  searchButton: {
    en: 'Search',
    fr: 'Rechercher',
    description: 'The home page’s search button.',
  },
  exactMatch: {
    en: 'Exact match: type the whole number or email.',
    fr: 'Correspondance exacte : tapez le numéro ou le courriel en entier.',
    description: 'Hint under the home page’s search box.',
  },
  welcomeTitle: {
    en: 'Welcome to Forewarn',
    fr: 'Bienvenue sur Forewarn',
    description: 'Title of the welcome popup on a first visit.',
  },
  welcomeLead: {
    en: "Forewarn is where people warn each other about customers who don't pay and traders who take a deposit and disappear. Before you take on a job or hand over money, search for the other person's phone number, email, postcode or business number.",
    fr: 'Sur Forewarn, les gens s’avertissent les uns les autres au sujet des clients qui ne paient pas et des gens de métier qui prennent un acompte puis disparaissent. Avant d’accepter un contrat ou de remettre de l’argent, cherchez le numéro de téléphone, le courriel, le code postal ou le numéro d’entreprise de l’autre personne.',
    description: 'First paragraph of the welcome popup.',
  },
  welcomeExactTitle: {
    en: 'Numbers must match exactly.',
    fr: 'Les numéros doivent correspondre exactement.',
    description: 'Bold start of the welcome popup’s second paragraph.',
  },
  welcomeExactBefore: {
    en: "Type the whole number or email: part of one finds nothing, and names are not searchable. Spaces, brackets and a country code don't matter, so",
    fr: 'Tapez le numéro ou le courriel en entier : une partie ne trouve rien, et on ne peut pas chercher un nom. Les espaces, les parenthèses et l’indicatif de pays ne comptent pas ; ainsi,',
    description:
      'The welcome popup’s second paragraph, before an example number (shown after it, then welcomeExactAfter).',
  },
  welcomeExactAfter: {
    en: 'is found however it is typed.',
    fr: 'est trouvé peu importe comment il est tapé.',
    description: 'The welcome popup’s second paragraph, after the example number.',
  },
  welcomeMasked: {
    en: 'Personal details are always shown masked. Each case is the account of the person who lodged it.',
    fr: 'Les renseignements personnels sont toujours masqués. Chaque dossier est le récit de la personne qui l’a déposé.',
    description: 'Last paragraph of the welcome popup.',
  },
  dontShowAgain: {
    en: "Don't Show Me Again",
    fr: 'Ne plus afficher',
    description: 'Welcome popup button: never show it again on this device.',
  },
  ok: {
    en: 'OK',
    fr: 'OK',
    description: 'Welcome popup button: close it for this visit.',
  },
  searchResults: {
    en: 'Search Results',
    fr: 'Résultats de la recherche',
    description: 'Home: heading of the search results (spec §3).',
  },
} satisfies Catalogue;
