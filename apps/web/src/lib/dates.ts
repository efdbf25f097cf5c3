import { formatMessageTime, formatZonedDateTime, knownTimeZone } from '@forewarn/domain';

// Every date and time the app shows goes through here (issue 24: four formats were in use):
// Intl.DateTimeFormat in the viewer's own locale and time zone, the zone named wherever the
// time of day matters (DESIGN.md §1: users are in six countries).

/** The viewer's IANA time zone, 'UTC' where the browser does not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The viewer's locale (the browser's first language), 'en-AU' where there is none. */
export function viewerLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || 'en-AU';
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
