import type { Catalogue } from '../../../i18n/catalogue-entry.js';
import { failed, failedWith } from './failures.js';

// The spec's §8 texts of the case page (messages.ts): loading it, its card's alerts, the
// toasts of its creator's actions, and lodging. The English is the spec's, character for
// character; `reason` and `message` are an error's own words.

export const MESSAGES_CASE_PAGE_CATALOGUE = {
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
} satisfies Catalogue;
