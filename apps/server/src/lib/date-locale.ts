import { currentLocale, knownTimeZone } from '@forewarn/domain';

/**
 * The locale a date the server writes into a text takes: Canadian French's (24-hour,
 * '4 déc. 2026, 16 h 20') when the text is French (issue 49), else the English the product has
 * always written. Here rather than in the domain's formatter, which the first visit loads.
 */
export function dateLocale(): string {
  return currentLocale() === 'fr-CA' ? 'fr-CA' : 'en-AU';
}

/**
 * A day written in full ('4 December 2026', '4 décembre 2026') in the current language: a
 * date a mail announces, not a time. Taken in the reader's zone (users.time_zone, sent by their
 * browser), so that a reader west of UTC is not told a day after the one they live it on; in
 * UTC when the zone is unknown.
 */
export function formatLongDay(date: Date, timeZone?: string | null): string {
  return new Intl.DateTimeFormat(dateLocale(), {
    timeZone: knownTimeZone(timeZone),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
