import type { Catalogue } from '../../i18n/catalogue-entry.js';

// Push notifications (push-messages.ts): the push titles, which name nobody (a lock screen shows
// them to whoever holds the phone), and My Account's switch for this device.

export const PUSH_CATALOGUE = {
  newMessageTitle: {
    en: 'New message on Forewarn',
    fr: 'Nouveau message sur Forewarn',
    description: 'Push title for a chat message: says nothing else (decision 0045).',
  },
  watchAlertTitle: {
    en: 'New alert on Forewarn',
    fr: 'Nouvelle alerte sur Forewarn',
    description: 'Push title for a watch alert: names nobody.',
  },
  caseUpdateTitle: {
    en: 'News on a case you follow on Forewarn',
    fr: 'Du nouveau sur un dossier que vous suivez sur Forewarn',
    description: 'Push title for news on a followed case: names nobody.',
  },
  namedPartyTitle: {
    en: 'New notice on Forewarn',
    fr: 'Nouvel avis sur Forewarn',
    description: 'Push title for a case that names the member: names nobody.',
  },
  heading: {
    en: 'Notifications on this device',
    fr: 'Notifications sur cet appareil',
    description: 'Heading of the push switch on My Account.',
  },
  explain: {
    en: 'Get a notification on this device when someone messages you. It says only that there is something new; you read it after signing in.',
    fr: 'Recevez une notification sur cet appareil quand quelqu’un vous écrit. Elle indique seulement qu’il y a du nouveau\u202f; vous le lisez après vous être connecté.',
    description: 'Below the heading: what a push says.',
  },
  turnOn: {
    en: 'Turn on notifications',
    fr: 'Activer les notifications',
    description: 'Button on My Account: the push switch.',
  },
  turnOff: {
    en: 'Turn off notifications',
    fr: 'Désactiver les notifications',
    description: 'Button on My Account: the push switch, when on.',
  },
  on: {
    en: 'Notifications are on for this device.',
    fr: 'Les notifications sont activées sur cet appareil.',
    description: 'State line.',
  },
  off: {
    en: 'Notifications are off for this device.',
    fr: 'Les notifications sont désactivées sur cet appareil.',
    description: 'State line.',
  },
  stateUnavailable: {
    en: 'Whether notifications are on for this device cannot be checked right now — this does not mean they are off.',
    fr: 'Impossible de vérifier pour le moment si les notifications sont activées sur cet appareil — cela ne veut pas dire qu’elles sont désactivées.',
    description:
      'State line, with Try again, when this device is subscribed but telling the server so again failed (a busy server, no connection).',
  },
  unsupported: {
    en: 'This browser cannot show notifications from Forewarn.',
    fr: 'Ce navigateur ne peut pas afficher les notifications de Forewarn.',
    description: 'State line in a browser without push.',
  },
  blocked: {
    en: 'Notifications are blocked for Forewarn in this browser. Allow them in the site settings to turn them on.',
    fr: 'Les notifications de Forewarn sont bloquées dans ce navigateur. Autorisez-les dans les paramètres du site pour les activer.',
    description: 'State line when the browser blocks notifications.',
  },
  failed: {
    en: 'Notifications could not be turned on. Please try again.',
    fr: 'Impossible d’activer les notifications. Veuillez réessayer.',
    description: 'After a failure to turn on.',
  },
  turnOffFailed: {
    en: 'Notifications could not be turned off. Check your connection and try again in a moment.',
    fr: 'Impossible de désactiver les notifications. Vérifiez votre connexion et réessayez dans un moment.',
    description: 'After a failure to turn off.',
  },
  notAllowed: {
    en: 'Notifications were not allowed in the browser’s prompt. Try again and choose Allow to turn them on.',
    fr: 'Les notifications n’ont pas été autorisées dans la fenêtre du navigateur. Réessayez et choisissez Autoriser pour les activer.',
    description: 'The browser’s own prompt was closed without choosing Allow.',
  },
  refused: {
    en: 'Forewarn could not register this device for notifications: {reason} Try another browser, or rely on the email notices chosen under Notifications on My Account.',
    fr: 'Forewarn n’a pas pu inscrire cet appareil aux notifications\u00a0: {reason} Essayez un autre navigateur, ou comptez sur les avis par courriel choisis sous Notifications dans Mon compte.',
    description: 'The server refused this device; reason is its refusal message (a sentence).',
  },
  noServiceWorker: {
    en: 'Notifications need Forewarn’s background helper (its service worker), and this browser did not start it. Reload the page and try again; in a private window, open Forewarn in a normal one.',
    fr: 'Les notifications ont besoin de l’assistant d’arrière-plan de Forewarn (son service worker), et ce navigateur ne l’a pas démarré. Rechargez la page et réessayez\u202f; dans une fenêtre privée, ouvrez Forewarn dans une fenêtre normale.',
    description: 'The service worker would not start or register.',
  },
  subscriptionRefused: {
    en: 'Your browser’s push service would not set up notifications for this device. Check that notifications are allowed for this browser in your device’s settings, then try again.',
    fr: 'Le service de notifications de votre navigateur n’a pas pu activer les notifications pour cet appareil. Vérifiez que les notifications sont autorisées pour ce navigateur dans les paramètres de votre appareil, puis réessayez.',
    description: 'The browser’s push service refused the subscription.',
  },
  unreachable: {
    en: 'Notifications could not be turned on because Forewarn could not be reached. Check your connection and try again in a moment.',
    fr: 'Impossible d’activer les notifications, car Forewarn est injoignable. Vérifiez votre connexion et réessayez dans un moment.',
    description: 'The network failed, or the server was busy.',
  },
  gaveUp: {
    en: 'Notifications could not be turned on twice, so we have stopped offering to try again here. New messages still reach you by email (Notifications on My Account); you can try again after reloading the page.',
    fr: 'L’activation des notifications a échoué deux fois\u00a0: nous ne proposons donc plus de réessayer ici. Les nouveaux messages vous parviennent toujours par courriel (Notifications dans Mon compte)\u202f; vous pouvez réessayer après avoir rechargé la page.',
    description: 'After two failures: the retry is no longer offered.',
  },
  promptTitle: {
    en: 'Know when someone replies',
    fr: 'Sachez quand quelqu’un vous répond',
    description: 'Title of the prompt offering push after a first message.',
  },
  promptNotNow: { en: 'Not now', fr: 'Pas maintenant', description: 'Dismisses the push prompt.' },
  endpointRefused: {
    en: 'This push service is not one Forewarn sends to.',
    fr: 'Forewarn n’envoie pas de notifications à ce service.',
    description: 'API refusal of a push endpoint outside the known push services.',
  },
  keysRefused: {
    en: 'This browser gave keys that cannot be used for notifications.',
    fr: 'Ce navigateur a fourni des clés qui ne peuvent pas servir aux notifications.',
    description: 'API refusal of unusable subscription keys.',
  },
} satisfies Catalogue;
