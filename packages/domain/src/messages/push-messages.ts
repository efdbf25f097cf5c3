import { messagesOf } from '../i18n/runtime.js';
import type { NotificationKind } from '../notifications/notifications.js';
import { en } from './compiled/en/push.gen.js';

// Forewarn's own wording for push notifications (issue 24). A file of its own: a bundle splits
// by file, and the app's status lines (app-messages.ts) are in every page.

const t = messagesOf('push', en);

/**
 * Push notifications on this device. Apart from APP_MESSAGES, which every page loads: these
 * travel with My Account and My Messages only (the first visit's budget, DESIGN.md §6).
 */
export const PUSH_MESSAGES = {
  /** The one thing a push notification says about a message (docs/decisions/0045). */
  get newMessageTitle() {
    return t('newMessageTitle');
  },
  get heading() {
    return t('heading');
  },
  get stateUnavailable() {
    return t('stateUnavailable');
  },
  get explain() {
    return t('explain');
  },
  get turnOn() {
    return t('turnOn');
  },
  get turnOff() {
    return t('turnOff');
  },
  get on() {
    return t('on');
  },
  get off() {
    return t('off');
  },
  get unsupported() {
    return t('unsupported');
  },
  get blocked() {
    return t('blocked');
  },
  get failed() {
    return t('failed');
  },
  get turnOffFailed() {
    return t('turnOffFailed');
  },
  /** The browser's own prompt was closed without choosing Allow. */
  get notAllowed() {
    return t('notAllowed');
  },
  /** The server refused this device (its answer says why), and what to do instead. */
  refused: (reason: string) => t('refused', { reason }),
  /**
   * Why turning on failed, each with its next step (issue 45: 'Please try again', which failed
   * the same way). The service worker would not start or register.
   */
  get noServiceWorker() {
    return t('noServiceWorker');
  },
  /** The browser's push service refused the subscription. */
  get subscriptionRefused() {
    return t('subscriptionRefused');
  },
  /** The network failed, or the server was busy. */
  get unreachable() {
    return t('unreachable');
  },
  /** After two failures: the same retry is no longer offered. */
  get gaveUp() {
    return t('gaveUp');
  },
  get promptTitle() {
    return t('promptTitle');
  },
  get promptNotNow() {
    return t('promptNotNow');
  },
  get endpointRefused() {
    return t('endpointRefused');
  },
  get keysRefused() {
    return t('keysRefused');
  },
};

/**
 * The title of a push for a notification of each kind: it names nobody and says nothing of the
 * case, since a lock screen shows it to whoever holds the phone (docs/decisions/0045).
 */
export function pushTitle(kind: NotificationKind): string {
  switch (kind) {
    case 'message':
      return t('newMessageTitle');
    case 'watch_alert':
      return t('watchAlertTitle');
    case 'case_update':
      return t('caseUpdateTitle');
    case 'named_party':
      return t('namedPartyTitle');
  }
}
