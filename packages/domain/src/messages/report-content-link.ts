import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/reportContentLink.gen.js';

// The footer's and case page's link (issue 48), in a module of its own: the footer is on the
// first visit, and a bundler keeps a module whole, so the rest of the notice catalogue would
// come with it. A function, read when shown, so it follows the current language.

const t = messagesOf('reportContentLink', en);

/** "Report illegal or defamatory content", in the current language. */
export function reportContentLink(): string {
  return t('label');
}
