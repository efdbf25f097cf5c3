import type { Catalogue } from '../../i18n/catalogue-entry.js';

// Push notifications on this device (push-messages.ts, issue 24): « notification poussée »
// where the kind must be named; a lock screen shows the titles, so they name nobody.

export const PUSH_CATALOGUE = {
  newMessageTitle: {
    en: 'New message on Forewarn',
    fr: 'Nouveau message sur Forewarn',
    description: 'Push title for a new chat message (says nothing more: a lock screen shows it).',
  },
  watchAlertTitle: {
    en: 'New alert on Forewarn',
    fr: 'Nouvelle alerte sur Forewarn',
    description: 'Push title for a watch alert (names nobody: a lock screen shows it).',
  },
  caseUpdateTitle: {
    en: 'News on a case you follow on Forewarn',
    fr: 'Du nouveau dans un dossier que vous suivez sur Forewarn',
    description: 'Push title for news on a followed case (names nobody).',
  },
  namedPartyTitle: {
    en: 'New notice on Forewarn',
    fr: 'Nouvel avis sur Forewarn',
    description: 'Push title for a case that names the member (says nothing of the case).',
  },
  heading: {
    en: 'Notifications on this device',
    fr: 'Notifications sur cet appareil',
    description: 'My Account and My Messages: heading of the push notification setting.',
  },
  explain: {
    en: 'Get a notification on this device when someone messages you. It says only that there is something new; you read it after signing in.',
    fr: 'Recevez une notification sur cet appareil quand quelqu’un vous écrit. Elle indique seulement qu’il y a du nouveau\u202f; vous le lisez après la connexion.',
    description: 'Below that heading: what a push says.',
  },
  turnOn: {
    en: 'Turn on notifications',
    fr: 'Activer les notifications',
    description: 'Button: subscribe this device to push notifications.',
  },
  turnOff: {
    en: 'Turn off notifications',
    fr: 'Désactiver les notifications',
    description: 'Button: unsubscribe this device.',
  },
  on: {
    en: 'Notifications are on for this device.',
    fr: 'Les notifications sont activées sur cet appareil.',
    description: 'State line of the push setting.',
  },
  off: {
    en: 'Notifications are off for this device.',
    fr: 'Les notifications sont désactivées sur cet appareil.',
    description: 'State line of the push setting.',
  },
  unsupported: {
    en: 'This browser cannot show notifications from Forewarn.',
    fr: 'Ce navigateur ne peut pas afficher les notifications de Forewarn.',
    description: 'The browser has no push support.',
  },
  blocked: {
    en: 'Notifications are blocked for Forewarn in this browser. Allow them in the site settings to turn them on.',
    fr: 'Les notifications de Forewarn sont bloquées dans ce navigateur. Autorisez-les dans les paramètres du site pour les activer.',
    description: 'The browser’s permission is denied.',
  },
  failed: {
    en: 'Notifications could not be turned on. Please try again.',
    fr: 'Les notifications n’ont pas pu être activées. Veuillez réessayer.',
    description: 'Turning on failed for an unknown reason.',
  },
  turnOffFailed: {
    en: 'Notifications could not be turned off. Check your connection and try again in a moment.',
    fr: 'Les notifications n’ont pas pu être désactivées. Vérifiez votre connexion et réessayez dans un instant.',
    description: 'Turning off failed.',
  },
  notAllowed: {
    en: 'Notifications were not allowed in the browser’s prompt. Try again and choose Allow to turn them on.',
    fr: 'Les notifications n’ont pas été autorisées dans la fenêtre du navigateur. Réessayez et choisissez Autoriser pour les activer.',
    description:
      'The browser’s own prompt was closed without Allow (the browser’s button, in its language).',
  },
  refused: {
    en: 'Forewarn could not register this device for notifications: {reason} Try another browser, or rely on the email notices chosen under Notifications on My Account.',
    fr: 'Forewarn n’a pas pu inscrire cet appareil aux notifications\u00a0: {reason} Essayez un autre navigateur, ou fiez-vous aux avis par courriel choisis sous Notifications dans Mon compte.',
    description: 'The server refused this device; reason is its refusal (a sentence).',
  },
  noServiceWorker: {
    en: 'Notifications need Forewarn’s background helper (its service worker), and this browser did not start it. Reload the page and try again; in a private window, open Forewarn in a normal one.',
    fr: 'Les notifications ont besoin de l’assistant d’arrière-plan de Forewarn (son service worker), et ce navigateur ne l’a pas démarré. Rechargez la page et réessayez\u202f; dans une fenêtre privée, ouvrez Forewarn dans une fenêtre normale.',
    description: 'The service worker would not start or register.',
  },
  subscriptionRefused: {
    en: 'Your browser’s push service would not set up notifications for this device. Check that notifications are allowed for this browser in your device’s settings, then try again.',
    fr: 'Le service de notifications poussées de votre navigateur a refusé de configurer les notifications sur cet appareil. Vérifiez que les notifications sont autorisées pour ce navigateur dans les paramètres de votre appareil, puis réessayez.',
    description: 'The browser’s push service refused the subscription.',
  },
  unreachable: {
    en: 'Notifications could not be turned on because Forewarn could not be reached. Check your connection and try again in a moment.',
    fr: 'Les notifications n’ont pas pu être activées, car Forewarn est injoignable. Vérifiez votre connexion et réessayez dans un instant.',
    description: 'The network failed or the server was busy.',
  },
  gaveUp: {
    en: 'Notifications could not be turned on twice, so we have stopped offering to try again here. New messages still reach you by email (Notifications on My Account); you can try again after reloading the page.',
    fr: 'Les notifications n’ont pas pu être activées, deux fois\u202f; nous ne proposons donc plus de réessayer ici. Les nouveaux messages vous parviennent toujours par courriel (Notifications dans Mon compte)\u202f; vous pourrez réessayer après avoir rechargé la page.',
    description: 'After two failures: the same retry is no longer offered.',
  },
  promptTitle: {
    en: 'Know when someone replies',
    fr: 'Sachez quand quelqu’un vous répond',
    description: 'Title of the prompt that offers push notifications.',
  },
  promptNotNow: {
    en: 'Not now',
    fr: 'Pas maintenant',
    description: 'Closes that prompt.',
  },
  endpointRefused: {
    en: 'This push service is not one Forewarn sends to.',
    fr: 'Forewarn n’envoie pas de notifications à ce service de notifications poussées.',
    description: 'API refusal: the subscription’s endpoint is not an allowed push service.',
  },
  keysRefused: {
    en: 'This browser gave keys that cannot be used for notifications.',
    fr: 'Ce navigateur a fourni des clés inutilisables pour les notifications.',
    description: 'API refusal: the subscription’s keys are malformed.',
  },
} satisfies Catalogue;
