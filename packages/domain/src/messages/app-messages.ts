// Forewarn's own wording for the installable app and push notifications (issue 24; the spec
// has none). Apart from MESSAGES: the app's status lines are in every page, the rest travels
// with the pages that use it.

export const APP_MESSAGES = {
  offline: 'You are offline',
  offlineDetail:
    'Forewarn opened from this device. Pages that need the server load again when you are back online.',
  updateAvailable: 'A new version of Forewarn is available',
  reload: 'Reload',
  /** The one thing a push notification says about a message (docs/decisions/0045). */
  pushNewMessageTitle: 'New message on Forewarn',
  pushHeading: 'Notifications on this device',
  pushExplain:
    'Get a notification on this device when someone messages you. It says only that there is something new; you read it after signing in.',
  pushTurnOn: 'Turn on notifications',
  pushTurnOff: 'Turn off notifications',
  pushOn: 'Notifications are on for this device.',
  pushOff: 'Notifications are off for this device.',
  pushUnsupported: 'This browser cannot show notifications from Forewarn.',
  pushBlocked:
    'Notifications are blocked for Forewarn in this browser. Allow them in the site settings to turn them on.',
  pushFailed: 'Notifications could not be turned on. Please try again.',
  pushPromptTitle: 'Know when someone replies',
  pushPromptNotNow: 'Not now',
  pushEndpointRefused: 'This push service is not one Forewarn sends to.',
} as const;
