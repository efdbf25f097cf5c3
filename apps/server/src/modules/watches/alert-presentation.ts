import {
  type CountryCode,
  identifierKind,
  isCountryCode,
  maskCardName,
  maskFreeText,
  maskIdentifier,
  type NotificationEvent,
  type NotificationPayload,
} from '@forewarn/domain';
import { freeTextContext } from '../cases/free-text.js';
import type { CaseRow } from './alert-policy.js';

// What a notice about a case says (issue 23): the case's masked card fields, as a visitor sees
// them; never its unmasked details, never who lodged it, never who else was told.

/**
 * The case's values of the matched kinds, each as the case page masks it (a phone number in
 * its country's shape, then masked: issue 38). A kind shown as typed (postcode) is left out.
 */
function maskedIdentifiers(row: CaseRow, kinds: readonly string[]): string[] {
  const country = isCountryCode(row.country) ? row.country : 'AU';
  const masked: string[] = [];
  for (const name of kinds) {
    const kind = identifierKind(name);
    if (!kind?.mask) continue;
    const raw = row[kind.field as keyof CaseRow];
    if (typeof raw === 'string' && raw.trim() !== '')
      masked.push(maskIdentifier(kind, raw, country));
  }
  return [...new Set(masked)];
}

/** What every notice about a case carries: the card's masked fields, as a visitor sees them. */
export function casePayload(
  row: CaseRow,
  event: NotificationEvent,
  kinds: readonly string[] = [],
): NotificationPayload {
  return {
    event,
    caseId: row.id,
    threadId: null,
    title: maskFreeText(row.title, freeTextContext(row)),
    maskedName: maskCardName(row.name),
    maskedIdentifiers: maskedIdentifiers(row, kinds),
    country: row.country as CountryCode,
  };
}
