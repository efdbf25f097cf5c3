import type { Catalogue } from '../../i18n/catalogue-entry.js';

const unavailable = (en: string, fr: string, list: string) => ({
  en,
  fr,
  description: `A list that could not be loaded (${list}): never shown as an empty one.`,
});

export const LIST_STATE_CATALOGUE = {
  searchUnavailable: unavailable(
    'Search is unavailable right now — this does not mean there are no cases.',
    'La recherche n’est pas disponible pour le moment — cela ne veut pas dire qu’il n’y a aucun dossier.',
    'search results',
  ),
  recentCasesUnavailable: unavailable(
    'Recent cases are unavailable right now — this does not mean there are none.',
    'Les dossiers récents ne sont pas disponibles pour le moment — cela ne veut pas dire qu’il n’y en a aucun.',
    'recent cases',
  ),
  watchesUnavailable: unavailable(
    'Your watches are unavailable right now — this does not mean you have none.',
    'Vos veilles ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucune.',
    'the member’s watches',
  ),
  lodgementsUnavailable: unavailable(
    'Your lodgements are unavailable right now — this does not mean you have none.',
    'Vos dépôts ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucun.',
    'the cases the member lodged',
  ),
  queueUnavailable: unavailable(
    'The moderation queue is unavailable right now — this does not mean it is empty.',
    'La file de modération n’est pas disponible pour le moment — cela ne veut pas dire qu’elle est vide.',
    'the moderation queue',
  ),
  notificationsUnavailable: unavailable(
    'Your notifications are unavailable right now — this does not mean you have none.',
    'Vos notifications ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucune.',
    'notifications',
  ),
  auditLogUnavailable: unavailable(
    'The audit log is unavailable right now — this does not mean it is empty.',
    'Le journal d’audit n’est pas disponible pour le moment — cela ne veut pas dire qu’il est vide.',
    'the moderators’ audit log',
  ),
  signupFiguresUnavailable: unavailable(
    'Sign-up figures are unavailable right now.',
    'Les chiffres des inscriptions ne sont pas disponibles pour le moment.',
    'sign-up figures',
  ),
  messagesUnavailable: unavailable(
    'Your messages are unavailable right now — this does not mean you have none.',
    'Vos messages ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucun.',
    'chat messages',
  ),
  apiTokensUnavailable: unavailable(
    'Your API tokens are unavailable right now — this does not mean you have none.',
    'Vos jetons d’API ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucun.',
    'the member’s API tokens; the password change waits for it, since it asks which to keep',
  ),
  followUnavailable: unavailable(
    'Following this case is unavailable right now — this does not mean you are not following it.',
    'Le suivi de ce dossier n’est pas disponible pour le moment — cela ne veut pas dire que vous ne le suivez pas.',
    'whether the member follows the case, on its page: the Follow button waits for it',
  ),
  unsubscribeUnavailable: {
    en: 'Unsubscribing is unavailable right now — this does not mean your link is not valid.',
    fr: 'La désinscription n’est pas disponible pour le moment — cela ne veut pas dire que votre lien n’est pas valide.',
    description:
      'An unsubscribe link whose check or click met a busy or unreachable server: never read as an invalid link.',
  },
  appealsUnavailable: unavailable(
    'Appeals are unavailable right now — this does not mean there are none.',
    'Les appels ne sont pas disponibles pour le moment — cela ne veut pas dire qu’il n’y en a aucun.',
    'the moderators’ open appeals',
  ),
  settingsUnavailable: {
    en: 'This setting is unavailable right now — this does not mean it is off.',
    fr: 'Ce réglage n’est pas disponible pour le moment — cela ne veut pas dire qu’il est désactivé.',
    description:
      'My Account: a switch (email notices, the named-party notice) whose saved state could not be read; never shown as off.',
  },
  namedStatusUnavailable: {
    en: 'Whether this case names you could not be checked right now — this does not mean it does not.',
    fr: 'Nous n’avons pas pu vérifier pour le moment si ce dossier vous nomme — cela ne veut pas dire qu’il ne vous nomme pas.',
    description:
      'A case page: the check of whether the member’s own verified phone or email is on the case met a busy or unreachable server.',
  },
  sessionUnavailable: {
    en: 'Your sign-in could not be checked right now, so what members can do on this page is not shown yet.',
    fr: 'Votre connexion n’a pas pu être vérifiée pour le moment : ce que les membres peuvent faire sur cette page n’est pas encore affiché.',
    description:
      'A case page read while the session check met a busy or unreachable server: the member’s actions wait for it, never shown as signed out.',
  },
  chatNotUpToDate: {
    en: 'This chat could not be brought up to date — newer messages may be missing.',
    fr: 'Cette conversation n’a pas pu être mise à jour — des messages plus récents peuvent manquer.',
    description:
      'An open chat whose refresh met a busy or unreachable server: the messages shown stay, and so does what the member is typing.',
  },
  loadingAppeals: {
    en: 'Loading the appeals',
    fr: 'Chargement des appels',
    description: 'Spinner of the moderators’ appeals desk.',
  },
  tradeApplicationsUnavailable: unavailable(
    'Your trade applications are unavailable right now — this does not mean you have none.',
    'Vos demandes de badge de métier ne sont pas disponibles pour le moment — cela ne veut pas dire que vous n’en avez aucune.',
    'the member’s trade badge applications',
  ),
  loadingLodgements: {
    en: 'Loading your cases',
    fr: 'Chargement de vos dossiers',
    description: 'Spinner of My Lodgements.',
  },
  loadingQueue: {
    en: 'Loading the queue',
    fr: 'Chargement de la file',
    description: 'Spinner of the moderation queue.',
  },
  loadingAuditLog: {
    en: 'Loading the audit log',
    fr: 'Chargement du journal d’audit',
    description: 'Spinner of the moderators’ audit log.',
  },
  cannotReach: {
    en: 'Could not reach Forewarn. Check your connection and try again.',
    fr: 'Impossible de joindre Forewarn. Vérifiez votre connexion et réessayez.',
    description: 'The browser is offline or the server out of reach.',
  },
  tryAgainIn: {
    en: 'Try again in {wait}.',
    fr: 'Réessayez dans {wait}.',
    description:
      'After a busy refusal, counting down; wait is a count of seconds in words (“5 seconds”).',
  },
  tryAgain: {
    en: 'Try again',
    fr: 'Réessayer',
    description: 'Button below a list that could not be loaded.',
  },
  busyRetrying: {
    en: 'The server is busy, trying again…',
    fr: 'Le serveur est occupé, nouvelle tentative…',
    description: 'While the browser asks again by itself after a busy answer.',
  },
  unreachableRetrying: {
    en: 'Could not reach Forewarn, trying again…',
    fr: 'Impossible de joindre Forewarn, nouvelle tentative…',
    description: 'The same, when the last try reached no server at all.',
  },
  somethingWentWrong: {
    en: 'Something went wrong. Please try again.',
    fr: 'Un problème est survenu. Veuillez réessayer.',
    description: 'A request the server answered without a message of its own (the web’s fallback).',
  },
} satisfies Catalogue;
