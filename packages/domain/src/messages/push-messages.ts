import type { NotificationKind } from '../notifications/notifications.js';

// Forewarn's own wording for push notifications (issue 24). A file of its own: a bundle splits
// by file, and the app's status lines (app-messages.ts) are in every page.

/**
 * Push notifications on this device. Apart from APP_MESSAGES, which every page loads: these
 * travel with My Account and My Messages only (the first visit's budget, DESIGN.md §6).
 */
export const PUSH_MESSAGES = {
  /** The one thing a push notification says about a message (docs/decisions/0045). */
  newMessageTitle: 'New message on Forewarn',
  heading: 'Notifications on this device',
  explain:
    'Get a notification on this device when someone messages you. It says only that there is something new; you read it after signing in.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off notifications',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  unsupported: 'This browser cannot show notifications from Forewarn.',
  blocked:
    'Notifications are blocked for Forewarn in this browser. Allow them in the site settings to turn them on.',
  failed: 'Notifications could not be turned on. Please try again.',
  turnOffFailed:
    'Notifications could not be turned off. Check your connection and try again in a moment.',
  /** The browser's own prompt was closed without choosing Allow. */
  notAllowed:
    'Notifications were not allowed in the browser’s prompt. Try again and choose Allow to turn them on.',
  /** The server refused this device (its answer says why), and what to do instead. */
  refused: (reason: string) =>
    `Forewarn could not register this device for notifications: ${reason} Try another browser, or rely on the email notices chosen under Notifications on My Account.`,
  /**
   * Why turning on failed, each with its next step (issue 45: 'Please try again', which failed
   * the same way). The service worker would not start or register.
   */
  noServiceWorker:
    'Notifications need Forewarn’s background helper (its service worker), and this browser did not start it. Reload the page and try again; in a private window, open Forewarn in a normal one.',
  /** The browser's push service refused the subscription. */
  subscriptionRefused:
    'Your browser’s push service would not set up notifications for this device. Check that notifications are allowed for this browser in your device’s settings, then try again.',
  /** The network failed, or the server was busy. */
  unreachable:
    'Notifications could not be turned on because Forewarn could not be reached. Check your connection and try again in a moment.',
  /** After two failures: the same retry is no longer offered. */
  gaveUp:
    'Notifications could not be turned on twice, so we have stopped offering to try again here. New messages still reach you by email (Notifications on My Account); you can try again after reloading the page.',
  promptTitle: 'Know when someone replies',
  promptNotNow: 'Not now',
  endpointRefused: 'This push service is not one Forewarn sends to.',
  keysRefused: 'This browser gave keys that cannot be used for notifications.',
} as const;

/**
 * The title of a push for a notification of each kind: it names nobody and says nothing of the
 * case, since a lock screen shows it to whoever holds the phone (docs/decisions/0045).
 */
export function pushTitle(kind: NotificationKind): string {
  switch (kind) {
    case 'message':
      return PUSH_MESSAGES.newMessageTitle;
    case 'watch_alert':
      return 'New alert on Forewarn';
    case 'case_update':
      return 'News on a case you follow on Forewarn';
    case 'named_party':
      return 'New notice on Forewarn';
  }
}
