import type { Catalogue } from '../../../i18n/catalogue-entry.js';
import { failedWith } from './failures.js';

// The spec's §8 texts (messages.ts) after the case page's (case-page.ts): chat, the messages
// page, the account and feedback, and the §2/§4 screen texts. The English is the spec's,
// character for character; `message` is an error's own words.

export const MESSAGES_PAGES_CATALOGUE = {
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
    description:
      'The case page’s title when the case cannot be found (spec §8); the API’s 404 says caseNotFound.',
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
