import { messagesOf, withTexts } from '../i18n/runtime.js';
import { en } from './compiled/en/app.gen.js';

// Forewarn's own wording for the installable app and push notifications (issue 24; the spec
// has none). Apart from MESSAGES: the app's status lines are in every page, the rest travels
// with the pages that use it. The texts are the catalogue's (catalogue/app.ts), in the
// current language, so each is a getter read when shown.

const t = messagesOf('app', en);

export const APP_MESSAGES = withTexts(
  t,
  ['offline', 'offlineDetail', 'updateAvailable', 'reload'],
  {},
);
