import { messagesOf } from '../i18n/runtime.js';
import { constantTexts } from '../i18n/texts.js';
import { en } from './compiled/en/installableApp.gen.js';

// The installed app's name and description and the page's description for search engines
// (catalogue/installable-app.ts, issue 49): read by the server writing a page's HTML in its
// reader's language; the manifests take theirs at build time.

const t = messagesOf('installableApp', en);

/** `name`, `shortName`, `description` (the manifest's), `pageDescription` (the page's meta). */
export const INSTALLABLE_APP_MESSAGES = constantTexts(t, en);

/** The web app manifest of a language, as the web build writes it (apps/web/vite.config.ts). */
export function manifestPath(language: string): string {
  return language === 'fr-CA' ? '/manifest.fr-CA.webmanifest' : '/manifest.webmanifest';
}
