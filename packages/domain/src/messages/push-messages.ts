import { messagesOf } from '../i18n/runtime.js';
import { constantTexts, joinTexts } from '../i18n/texts.js';
import type { NotificationKind } from '../notifications/notifications.js';
import { en } from './compiled/en/push.gen.js';

// Forewarn's own wording for push notifications (issue 24). A file of its own: a bundle splits
// by file, and the app's status lines (app-messages.ts) are in every page. The texts are the
// catalogue's (catalogue/push.ts): getters, read in the current language (a push is built in
// its member's saved language).

const t = messagesOf('push', en);

/**
 * Push notifications on this device. Apart from APP_MESSAGES, which every page loads: these
 * travel with My Account and My Messages only (the first visit's budget, DESIGN.md §6).
 * `newMessageTitle` is the one thing a push says about a message (docs/decisions/0045); the
 * failures each say their next step (issue 45); `refused` carries the server's reason.
 */
export const PUSH_MESSAGES = joinTexts(constantTexts(t, en), {
  refused: (reason: string) => t('refused', { reason }),
});

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
