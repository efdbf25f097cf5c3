import type { Catalogue } from '../../i18n/catalogue-entry.js';

// The fair limits (limits-messages.ts, issue 22): sign-up checks, the first day's one case,
// reset-link ceilings. wait and minutes arrive already in words ("7 minutes", plural.ts).

export const LIMITS_CATALOGUE = {
  signupChallengeRequired: {
    en: 'Many accounts have been made from your network recently. Your browser needs to do a short check before this one can be made.',
    fr: 'Beaucoup de comptes ont été créés à partir de votre réseau récemment. Votre navigateur doit faire une courte vérification avant que celui-ci puisse être créé.',
    description:
      'Sign-up refusal past the network’s cap: a proof of work in the browser gets past it.',
  },
  signupChallengeSolving: {
    en: 'Doing a short check before making your account…',
    fr: 'Courte vérification avant la création de votre compte…',
    description: 'Sign Up page while the browser solves the proof of work.',
  },
  signupChallengeFailed: {
    en: 'The check before making your account did not finish. Please try again.',
    fr: 'La vérification avant la création de votre compte n’a pas abouti. Veuillez réessayer.',
    description: 'Sign Up page: the proof of work could not be fetched or solved.',
  },
  firstDaySubmissionRule: {
    en: 'A new account can lodge {first, plural, one {{first} case} other {{first} cases}} on its first day.',
    fr: 'Un nouveau compte peut déposer {first, plural, one {#\u00a0dossier} other {#\u00a0dossiers}} lors de sa première journée.',
    description: 'The rule for a new account’s first day; first is LIMITS.firstDaySubmissions.',
  },
  firstDaySubmissionLimitIn: {
    en: 'A new account can lodge {first, plural, one {{first} case} other {{first} cases}} on its first day. You can lodge again in {wait}.',
    fr: 'Un nouveau compte peut déposer {first, plural, one {#\u00a0dossier} other {#\u00a0dossiers}} lors de sa première journée. Vous pourrez déposer de nouveau dans {wait}.',
    description:
      'Refusal of a second case on the first day when the wait is a round duration; wait is it in words (“24 hours”).',
  },
  cannotLodgeNow: {
    en: 'You cannot lodge a case right now.',
    fr: 'Vous ne pouvez pas déposer de dossier pour le moment.',
    description: 'The lodgement page’s notice above every field when lodging is blocked.',
  },
  lodgeAgainFrom: {
    en: 'You can lodge again from {when}.',
    fr: 'Vous pourrez déposer de nouveau à partir du {when}.',
    description: 'Below that notice; when is a date and time already formatted.',
  },
  firstDayRule: {
    en: 'A new account can lodge {first, plural, one {{first} case} other {{first} cases}} on its first day. Your first day ends {when}; after that the usual limits apply (up to {count, plural, one {{count} case} other {{count} cases}} a day, {gap, plural, one {{gap} minute} other {{gap} minutes}} apart).',
    fr: 'Un nouveau compte peut déposer {first, plural, one {#\u00a0dossier} other {#\u00a0dossiers}} lors de sa première journée. Votre première journée se termine le {when}\u202f; ensuite, les limites habituelles s’appliquent (jusqu’à {count, plural, one {#\u00a0dossier} other {#\u00a0dossiers}} par jour, à {gap, plural, one {#\u00a0minute} other {#\u00a0minutes}} d’intervalle).',
    description:
      'The lodgement page to a new account; when is a date and time already formatted, first, count and gap the lodgement limits (LIMITS).',
  },
  signupAttemptsLimited: {
    en: 'Too many sign-up attempts from your network in a short time. Please try again in {wait}.',
    fr: 'Trop de tentatives d’inscription à partir de votre réseau en peu de temps. Veuillez réessayer dans {wait}.',
    description: 'Sign-up refusal after many attempts from one network; wait is minutes in words.',
  },
  resetRecipientLimited: {
    en: 'Reset links for this email address have been asked for several times in the last hour, from anywhere. Please check your inbox and spam folder, or try again in {wait}.',
    fr: 'Des liens de réinitialisation ont été demandés plusieurs fois pour cette adresse courriel au cours de la dernière heure, de partout. Vérifiez votre boîte de réception et vos courriels indésirables, ou réessayez dans {wait}.',
    description:
      'Password reset refused: one address’s ceiling from all networks; wait is minutes in words.',
  },
  resetRequestsLimited: {
    en: 'You have asked for a reset link for this email address several times in the last hour. Please check your inbox and spam folder, or try again in {wait}.',
    fr: 'Vous avez demandé un lien de réinitialisation pour cette adresse courriel plusieurs fois au cours de la dernière heure. Vérifiez votre boîte de réception et vos courriels indésirables, ou réessayez dans {wait}.',
    description: 'Password reset refused: one network asked too often; wait is minutes in words.',
  },
  signupChallengeCrowd: {
    en: 'Many accounts are being made right now. Your browser needs to do a short check before yours can be made.',
    fr: 'Beaucoup de comptes sont en cours de création en ce moment. Votre navigateur doit faire une courte vérification avant que le vôtre puisse être créé.',
    description:
      'Sign-up answer while sign-ups run high across the site: every sign-up does a harder check.',
  },
} satisfies Catalogue;
