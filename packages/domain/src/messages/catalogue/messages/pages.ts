import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The spec's §8 texts (messages.ts): the case page, the card's alerts, the toasts, lodgement,
// chat, the messages page, the account and feedback, and the §2/§4 screen texts. The English
// is the spec's, character for character; `reason` and `message` are an error's own words.

const failed = (en: string, fr: string, what: string) => ({
  en: `${en}: {reason}`,
  fr: `${fr}\u00a0: {reason}`,
  description: `An error while ${what}; reason is the error’s own text.`,
});

const failedWith = (en: string, fr: string, what: string) => ({
  en: `${en}: {message}`,
  fr: `${fr}\u00a0: {message}`,
  description: `An error while ${what}; message is the error’s own text.`,
});

export const MESSAGES_PAGES_CATALOGUE = {
  failedToLoadUserData: {
    en: 'Failed to load user data.',
    fr: 'Impossible de charger les données du compte.',
    description: 'The case page could not load the signed-in member.',
  },
  failedToLoadCase: failed(
    'Failed to load case',
    'Impossible de charger le dossier',
    'loading a case',
  ),
  failedToLoadComments: failed(
    'Failed to load comments',
    'Impossible de charger les réponses',
    'loading a case’s responses (the spec’s “comments”)',
  ),
  logInToMessageAuthor: {
    en: 'Please log in to message the author.',
    fr: 'Veuillez vous connecter pour écrire à l’auteur ou l’autrice du dossier.',
    description: 'Message the author while signed out.',
  },
  failedToOpenChat: failed(
    'Failed to open chat',
    'Impossible d’ouvrir la conversation',
    'opening a chat',
  ),
  failedToDeleteMainImage: failed(
    'Failed to delete main image',
    'Impossible de supprimer l’image principale',
    'deleting a case’s main image',
  ),
  failedToDeleteImage: failed(
    'Failed to delete image',
    'Impossible de supprimer l’image',
    'deleting an extra image',
  ),
  logInToPerformAction: {
    en: 'Please log in to perform this action.',
    fr: 'Veuillez vous connecter pour effectuer cette action.',
    description: 'Any member-only action while signed out.',
  },
  failedToSubmitComment: failed(
    'Failed to submit comment',
    'Impossible de publier la réponse',
    'posting a response',
  ),
  failedToDeleteComment: failed(
    'Failed to delete comment',
    'Impossible de supprimer la réponse',
    'deleting a response',
  ),
  verifiedEmailToRespond: {
    en: 'You must be logged in with a verified email to respond.',
    fr: 'Vous devez vous connecter avec un courriel vérifié pour répondre.',
    description: 'Respond while signed out.',
  },
  verifyEmailToRespond: {
    en: '❌ You must verify your email to respond.',
    fr: '❌ Vous devez vérifier votre courriel pour répondre.',
    description: 'Respond with an unverified email (the mark is the spec’s).',
  },
  failedToSaveCase: failedWith(
    'Failed to save case',
    'Impossible d’enregistrer le dossier',
    'saving an edited case',
  ),
  failedToTogglePause: failedWith(
    'Failed to toggle pause',
    'Impossible de changer la mise en pause',
    'pausing or unpausing a case',
  ),
  failedToDeleteCase: failedWith(
    'Failed to delete case',
    'Impossible de supprimer le dossier',
    'deleting a case',
  ),
  failedToReportCase: failedWith(
    'Failed to report case',
    'Impossible de signaler le dossier',
    'reporting a case',
  ),
  logInToPauseCase: {
    en: 'Please log in to pause/unpause this case.',
    fr: 'Veuillez vous connecter pour mettre ce dossier en pause ou le réactiver.',
    description: 'The pause switch while signed out (case page).',
  },
  invalidCaseData: {
    en: 'Invalid case data.',
    fr: 'Données du dossier non valides.',
    description: 'A case the page cannot read.',
  },
  onlyCreatorCanPause: {
    en: 'Only the case creator can pause/unpause.',
    fr: 'Seule la personne qui a déposé le dossier peut le mettre en pause ou le réactiver.',
    description: 'The pause switch on someone else’s case (case page).',
  },
  errorTogglingPause: failed(
    'Error toggling pause status',
    'Erreur lors du changement de la mise en pause',
    'pausing a case from its card',
  ),
  mainImageDeleted: {
    en: 'Main image deleted successfully!',
    fr: 'Image principale supprimée\u202f!',
    description: 'Toast after deleting the main image.',
  },
  imageDeleted: {
    en: 'Image deleted successfully!',
    fr: 'Image supprimée\u202f!',
    description: 'Toast after deleting an extra image.',
  },
  commentPosted: {
    en: 'Comment posted successfully!',
    fr: 'Réponse publiée\u202f!',
    description: 'Toast after posting a response.',
  },
  commentDeleted: {
    en: 'Comment deleted successfully!',
    fr: 'Réponse supprimée\u202f!',
    description: 'Toast after deleting a response.',
  },
  casePaused: {
    en: 'Case paused successfully!',
    fr: 'Dossier mis en pause\u202f!',
    description: 'Toast after pausing a case.',
  },
  caseUnpaused: {
    en: 'Case unpaused successfully!',
    fr: 'Dossier réactivé\u202f!',
    description: 'Toast after unpausing a case.',
  },
  caseUpdated: {
    en: 'Case updated successfully!',
    fr: 'Dossier mis à jour\u202f!',
    description: 'Toast after editing a case.',
  },
  userProfileNotFound: {
    en: 'User profile not found. Please complete your profile.',
    fr: 'Profil introuvable. Veuillez remplir votre profil.',
    description: 'Lodging without a profile.',
  },
  failedToVerifyUser: {
    en: 'Failed to verify user or check submission limits.',
    fr: 'Impossible de vérifier le compte ou les limites de dépôt.',
    description: 'The lodgement page could not check the member.',
  },
  mustBeLoggedIn: {
    en: 'You must be logged in to access this page.',
    fr: 'Vous devez vous connecter pour accéder à cette page.',
    description: 'A member-only page while signed out.',
  },
  failedToInitializeAuth: {
    en: 'Failed to initialize authentication.',
    fr: 'Impossible d’initialiser l’authentification.',
    description: 'The sign-in state could not be read.',
  },
  failedToSubmitCase: failedWith(
    'Failed to submit case',
    'Impossible de déposer le dossier',
    'lodging a case',
  ),
  authenticationTimedOut: {
    en: 'Authentication took too long to resolve. Please try logging in again.',
    fr: 'L’authentification a pris trop de temps. Veuillez vous reconnecter.',
    description: 'The sign-in state took too long.',
  },
  chatThreadNotFound: {
    en: 'Chat thread not found.',
    fr: 'Conversation introuvable.',
    description: 'A chat that does not exist.',
  },
  chatNoAccess: {
    en: 'You do not have access to this chat.',
    fr: 'Vous n’avez pas accès à cette conversation.',
    description: 'Someone else’s chat.',
  },
  failedToSendMessage: {
    en: 'Failed to send message. Please try again.',
    fr: 'Impossible d’envoyer le message. Veuillez réessayer.',
    description: 'A chat message that did not go.',
  },
  failedToReportUser: {
    en: 'Failed to report user. Please try again.',
    fr: 'Impossible de signaler ce membre. Veuillez réessayer.',
    description: 'Reporting a chat partner failed.',
  },
  userReported: {
    en: 'User reported. You can report again after {hours, plural, one {{hours} hour} other {{hours} hours}}.',
    fr: 'Membre signalé. Vous pourrez faire un autre signalement dans {hours, plural, one {#\u00a0heure} other {#\u00a0heures}}.',
    description: 'After reporting a chat partner; hours is LIMITS.reportUserCooldownMs in hours.',
  },
  chatLimitReached: {
    en: 'Message limit reached. You can send again on {date}.',
    fr: 'Limite de messages atteinte. Vous pourrez écrire de nouveau le {date}.',
    description:
      'The chat’s daily limit; date is already formatted (date and 24-hour time in the viewer’s zone).',
  },
  failedToLoadMessages: failedWith(
    'Failed to load messages',
    'Impossible de charger les messages',
    'loading the messages page',
  ),
  failedToHideThread: failedWith(
    'Failed to hide thread',
    'Impossible de masquer la conversation',
    'hiding a conversation',
  ),
  noMessagesYet: {
    en: 'No messages yet.',
    fr: 'Aucun message pour l’instant.',
    description: 'An empty chat or messages page.',
  },
  failedToLoadProfile: failedWith(
    'Failed to load profile',
    'Impossible de charger le profil',
    'loading My Account',
  ),
  failedToSendEmailVerification: failedWith(
    'Failed to send email verification',
    'Impossible d’envoyer le courriel de vérification',
    'sending the verification email',
  ),
  noEmailAddress: {
    en: 'No email address associated with this account.',
    fr: 'Aucune adresse courriel n’est associée à ce compte.',
    description: 'Verifying an email on an account without one.',
  },
  failedToSendVerificationCode: {
    en: 'Failed to send verification code',
    fr: 'Impossible d’envoyer le code de vérification',
    description: 'The phone code could not be sent.',
  },
  verificationFailed: {
    en: 'Verification failed. Attempts remaining: {n}',
    fr: 'Échec de la vérification. Tentatives restantes\u00a0: {n}',
    description: 'A wrong phone code; n is the attempts left.',
  },
  invalidVerificationCode: {
    en: 'Invalid or expired verification code. Attempts remaining: {n}',
    fr: 'Code de vérification non valide ou expiré. Tentatives restantes\u00a0: {n}',
    description: 'A wrong or stale phone code; n is the attempts left.',
  },
  phoneBlocked: {
    en: 'You are blocked from verifying your phone number. Block expires in {n, plural, other {{n} days}}.',
    fr: 'Vous ne pouvez plus vérifier votre numéro de téléphone. Le blocage prend fin dans {n, plural, one {#\u00a0jour} other {#\u00a0jours}}.',
    description: 'Phone verification blocked after too many attempts; n is the days left.',
  },
  phoneAttemptsExceeded: {
    en: 'You have exceeded the maximum number of attempts. You are blocked for {months, plural, one {{months} month} other {{months} months}}.',
    fr: 'Vous avez dépassé le nombre maximal de tentatives. La vérification vous est bloquée pendant {months, plural, other {#\u00a0mois}}.',
    description: 'The last wrong phone code; months is LIMITS.phoneBlockMonths.',
  },
  failedToSave: failedWith('Failed to save', 'Impossible d’enregistrer', 'saving My Account'),
  phoneVerificationUnavailable: {
    en: 'Verifying phone number unavailable for {months, plural, one {{months} month} other {{months} months}}.',
    fr: 'La vérification du numéro de téléphone est indisponible pendant {months, plural, other {#\u00a0mois}}.',
    description:
      'My Account while phone verification is blocked; months is LIMITS.phoneBlockMonths.',
  },
  errorSubmitting: failedWith('Error submitting', 'Erreur lors de l’envoi', 'sending feedback'),
  submittedSuccessfully: {
    en: 'Submitted successfully!',
    fr: 'Envoyé\u202f!',
    description: 'Toast after sending feedback.',
  },
  verifiedEmailForPage: {
    en: 'You must be logged in with a verified email to access this page.',
    fr: 'Vous devez vous connecter avec un courriel vérifié pour accéder à cette page.',
    description: 'A page for members with a verified email.',
  },
  findingCaseData: {
    en: 'Finding Case Data',
    fr: 'Recherche des données du dossier',
    description: 'The case page while it loads.',
  },
  postingIn: {
    en: 'Posting In {country}',
    fr: 'Dépôt dans ce pays\u00a0: {country}',
    description: 'Lodgement page heading; country is the chosen country’s name.',
  },
  myLodgementsHeading: {
    en: 'My Lodgements - {country}',
    fr: 'Mes dépôts – {country}',
    description: 'My Lodgements page heading; country is the chosen country’s name.',
  },
  confirmDeleteCase: {
    en: 'Are you sure you want to delete this case?',
    fr: 'Voulez-vous vraiment supprimer ce dossier\u202f?',
    description: 'Confirmation before deleting a case.',
  },
  casePausedBadge: {
    en: 'Case Paused',
    fr: 'Dossier en pause',
    description: 'Badge on a paused case.',
  },
  processing: {
    en: 'Processing...',
    fr: 'Traitement en cours…',
    description: 'A button while its action runs.',
  },
  savingPleaseWait: {
    en: 'Saving, please wait...',
    fr: 'Enregistrement en cours, veuillez patienter…',
    description: 'While a case is saved.',
  },
  emailVerificationRequired: {
    en: 'Email Verification Required',
    fr: 'Vérification du courriel requise',
    description: 'Heading of the gate before member-only actions.',
  },
  anonymousAuthor: {
    en: 'Anonymous',
    fr: 'Anonyme',
    description: 'The author of an anonymous case.',
  },
  anonymousThreadLabel: {
    en: 'Anonymous user #{caseId}',
    fr: 'Membre anonyme #{caseId}',
    description: 'A chat with an anonymous case’s author; caseId is the case’s id.',
  },
  verifiedPlumber: {
    en: 'Verified Plumber',
    fr: 'Métier vérifié\u00a0: plomberie',
    description: 'Trade badge by a member’s name (epicene in French).',
  },
  verifiedElectrician: {
    en: 'Verified Electrician',
    fr: 'Métier vérifié\u00a0: électricité',
    description: 'Trade badge by a member’s name (epicene in French).',
  },
} satisfies Catalogue;
