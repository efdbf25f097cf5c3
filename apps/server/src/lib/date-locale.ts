import { currentLocale } from '@forewarn/domain';

/**
 * The locale a date the server writes into a text takes: Canadian French's (24-hour,
 * '4 déc. 2026, 16 h 20') when the text is French (issue 49), else the English the product has
 * always written. Here rather than in the domain's formatter, which the first visit loads.
 */
export function dateLocale(): string {
  return currentLocale() === 'fr-CA' ? 'fr-CA' : 'en-AU';
}
