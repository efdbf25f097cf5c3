import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The web's own labels, headings and accessible names for the pages’ titles and the error page (issue 49: no text a
// person reads outside the catalogue). English is what the screens always showed.

export const UI_PAGES_CATALOGUE = {
  forgotPassword: {
    en: 'Forgot password',
    fr: 'Mot de passe oublié',
    description: 'Page title (heading and browser tab).',
  },
  logIn: {
    en: 'Log in',
    fr: 'Se connecter',
    description: 'Page title (heading and browser tab).',
  },
  signUp: {
    en: 'Sign up',
    fr: 'S’inscrire',
    description: 'Page title (heading and browser tab).',
  },
  keepListed: {
    en: 'Keep your case listed',
    fr: 'Garder votre dossier en ligne',
    description: 'Page title (heading and browser tab).',
  },
  resetPassword: {
    en: 'Choose a new password',
    fr: 'Choisissez un nouveau mot de passe',
    description: 'Page title (heading and browser tab).',
  },
  auditLog: {
    en: 'Audit log',
    fr: 'Journal d’audit',
    description: 'Page title (heading and browser tab).',
  },
  notFound: {
    en: 'Page not found',
    fr: 'Page introuvable',
    description: 'Page title (heading and browser tab).',
  },
  myMessages: {
    en: 'My Messages',
    fr: 'Mes messages',
    description: 'Page title (heading and browser tab).',
  },
  verifyEmail: {
    en: 'Verify your email',
    fr: 'Vérifiez votre courriel',
    description: 'Page title (heading and browser tab).',
  },
  moderation: {
    en: 'Moderation',
    fr: 'Modération',
    description: 'Page title (heading and browser tab).',
  },
  undoEmailChange: {
    en: 'Take back your account',
    fr: 'Reprenez votre compte',
    description: 'Page title (heading and browser tab).',
  },
  reportFeedback: {
    en: 'Report & Feedback',
    fr: 'Signalement et commentaires',
    description: 'Page title (heading and browser tab).',
  },
  about: {
    en: 'About',
    fr: 'À propos',
    description: 'Page title (heading and browser tab).',
  },
  myAccount: {
    en: 'My Account',
    fr: 'Mon compte',
    description: 'Page title (heading and browser tab).',
  },
  lodgeCase: {
    en: 'Lodge a case',
    fr: 'Déposer un dossier',
    description: 'The lodgement page’s title (heading and browser tab).',
  },
  yourCases: {
    en: 'Your cases',
    fr: 'Vos dossiers',
    description: 'My lodgements: screen-reader heading above the list.',
  },
  status: {
    en: 'Status',
    fr: 'Statut',
    description: 'Notice status page: label of the status.',
  },
  keepingListed: {
    en: 'Keeping your case listed',
    fr: 'Maintien de votre dossier en ligne',
    description: 'Spinner while the keep-listed link is used.',
  },
  verifyingEmail: {
    en: 'Verifying your email address',
    fr: 'Vérification de votre adresse courriel',
    description: 'Spinner while the email link is checked.',
  },
  loadingProfile: {
    en: 'Loading your profile',
    fr: 'Chargement de votre profil',
    description: 'My Account spinner.',
  },
  profile: {
    en: 'Profile',
    fr: 'Profil',
    description: 'My Account: the Profile section’s title.',
  },
  checkingSignIn: {
    en: 'Checking your sign-in...',
    fr: 'Vérification de votre connexion…',
    description: 'Lodgement page overlay while the session is checked.',
  },
  faqTitle: {
    en: 'FAQ',
    fr: 'FAQ',
    description: 'Browser tab title of the FAQ page.',
  },
  faqHeading: {
    en: 'Frequently Asked Questions',
    fr: 'Foire aux questions',
    description: 'Heading of the FAQ page.',
  },
  dismissMessage: {
    en: 'Dismiss message',
    fr: 'Fermer le message',
    description: 'The snackbar’s close button (accessible name).',
  },
  uploadProgress: {
    en: 'Upload progress',
    fr: 'Progression du téléversement',
    description: 'Accessible name of the upload progress bar.',
  },
  closeMenu: {
    en: 'Close menu',
    fr: 'Fermer le menu',
    description: 'The last button of the Menu’s panel: closes it.',
  },
  countryNote: {
    en: 'Cases you lodge, and My Lodgements, follow the country chosen here. Each time you sign in, Forewarn starts from your home country ({country}), which you can change on My Account.',
    fr: 'Les dossiers que vous déposez, et Mes dépôts, suivent le pays choisi ici. À chaque connexion, Forewarn part de votre pays d’origine ({country}), que vous pouvez changer dans Mon compte.',
    description:
      'Under the country popup’s title for a signed-in member; {country} is the name of their profile’s country.',
  },
  notFoundLead: {
    en: 'There is no page at this address. The link may be mistyped, or the page may have moved.',
    fr: 'Il n’y a aucune page à cette adresse. Le lien est peut-être mal tapé, ou la page a été déplacée.',
    description: 'Not-found page: the paragraph under the title.',
  },
  goHomeSearch: {
    en: 'Go to Home and search',
    fr: 'Aller à l’accueil et chercher',
    description: 'Not-found page: link to Home.',
  },
  feedbackLead: {
    en: 'Report a functionality issue, give feedback or provide ideas for improvement.',
    fr: 'Signalez un problème de fonctionnement, donnez votre avis ou proposez des idées d’amélioration.',
    description: 'Report & Feedback page: the paragraph under the title.',
  },
  uploadingPercent: {
    en: 'Uploading {percent}%',
    fr: 'Téléversement\u00a0: {percent}\u00a0%',
    description:
      'Under the bar shown while files upload; {percent} is a whole number from 0 to 100.',
  },
  cancel: {
    en: 'Cancel',
    fr: 'Annuler',
    description: 'Cancels a confirmation dialog.',
  },
  viewTheCase: {
    en: 'View the case',
    fr: 'Voir le dossier',
    description: 'The keep-listed page, after the case was kept listed: a link to the case.',
  },
  yes: {
    en: 'Yes',
    fr: 'Oui',
    description:
      'Home, under a search with no case: the answer to “report a case?”, a link to the lodgement form.',
  },
  chatTitle: {
    en: 'Chat · Forewarn',
    fr: 'Conversation · Forewarn',
    description: 'The browser tab’s title on a conversation; Forewarn is the brand.',
  },
  countOfTotal: {
    en: '{count, number} of {total, number}',
    fr: '{count, number} sur {total, number}',
    description:
      'How many of how many: my watches of the limit, images picked of the most allowed.',
  },
  noLodgementsIn: {
    en: 'You have not lodged any cases in {country} yet.',
    fr: 'Vous n’avez encore déposé aucun dossier pour ce pays\u00a0: {country}.',
    description: 'My Lodgements with none in the country chosen; {country} is its name.',
  },
  timesInZone: {
    en: 'Times are shown in your time zone ({zone}).',
    fr: 'Les heures sont affichées dans votre fuseau horaire ({zone}).',
    description: 'Above a conversation; {zone} is the IANA time zone, e.g. America/Toronto.',
  },
  feedbackTypeBug: {
    en: 'Report a functionality issue',
    fr: 'Signaler un problème de fonctionnement',
    description:
      'Report & Feedback: a kind in the list (the spec’s words); also the moderators’ queue label.',
  },
  feedbackTypeFeedback: {
    en: 'Give feedback',
    fr: 'Donner votre avis',
    description: 'Report & Feedback: a kind in the list (the spec’s words).',
  },
  feedbackTypeIdea: {
    en: 'Provide ideas for improvement',
    fr: 'Proposer des idées d’amélioration',
    description: 'Report & Feedback: a kind in the list (the spec’s words).',
  },
  loadingMore: {
    en: 'Loading…',
    fr: 'Chargement…',
    description: 'A list’s Show more button while the next page loads.',
  },
  showMore: {
    en: 'Show more',
    fr: 'Afficher plus',
    description: 'Loads the next page of a list (My Lodgements, conversations).',
  },
  save: {
    en: 'Save',
    fr: 'Enregistrer',
    description: 'Saves a form (My Account’s profile).',
  },
  deletingDots: {
    en: 'Deleting...',
    fr: 'Suppression…',
    description: 'A delete confirmation’s button while deleting.',
  },
  newVerificationLinkSent: {
    en: 'We sent a new verification link to {email}. It works once, for {hours, plural, one {{hours} hour} other {{hours} hours}}.',
    fr: 'Nous avons envoyé un nouveau lien de vérification à {email}. Il ne fonctionne qu’une fois, pendant {hours, plural, one {# heure} other {# heures}}.',
    description:
      'My Account: after resending the link; {hours} is LIMITS.emailVerificationLinkMs in hours.',
  },
} satisfies Catalogue;
