import {
  currentLocale,
  formatMessageTime,
  formatZonedDateTime,
  knownTimeZone,
} from '@forewarn/domain';

// Every date and time the app shows goes through here (issue 24: four formats were in use):
// Intl.DateTimeFormat in the viewer's own locale and time zone, the zone named wherever the
// time of day matters (DESIGN.md §1: users are in six countries). The language is the one the
// page is read in, the browser's region kept: a French page in an English browser read
// "28 Nov 2026" inside French sentences.

/** The viewer's IANA time zone, 'UTC' where the browser does not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The locale dates are written in: the browser's own language where it is the page's (en-GB,
 * fr-FR), else the page's language in the browser's region (an English browser in Canada
 * reading French: fr-CA), else en-AU or fr-CA.
 */
export function viewerLocale(): string {
  const browser = (typeof navigator !== 'undefined' && navigator.language) || '';
  const language = currentLocale() === 'fr-CA' ? 'fr' : 'en';
  if (browser.toLowerCase() === language || browser.toLowerCase().startsWith(`${language}-`)) {
    return browser;
  }
  const region = /^[a-z]{2,3}-([a-z]{2})(?:-|$)/i.exec(browser)?.[1]?.toUpperCase();
  return `${language}-${region ?? (language === 'fr' ? 'CA' : 'AU')}`;
}

type When = string | number | Date;
const ms = (when: When) => (when instanceof Date ? when.getTime() : new Date(when).getTime());

/** '24 Nov 2026, 4:20 pm (Australia/Perth)': a moment, its zone named. */
export function formatDateTime(when: When): string {
  return formatZonedDateTime(ms(when), viewerTimeZone(), viewerLocale());
}

/** '24 November 2026': a day, where the time of day does not matter. */
export function formatDate(when: When): string {
  return new Intl.DateTimeFormat(viewerLocale(), {
    dateStyle: 'long',
    timeZone: knownTimeZone(viewerTimeZone()),
  }).format(new Date(ms(when)));
}

/** A message's time in a list or thread: '4:20 pm' today, else '23 Nov, 4:20 pm'. */
export function formatShortTime(when: When): string {
  return formatMessageTime(ms(when), viewerTimeZone(), Date.now(), viewerLocale());
}
