import {
  type CountryCode,
  isCountryCode,
  maskBusinessNumber,
  maskCardName,
  maskEmail,
  maskFreeText,
  maskPhoneForCountry,
  type NotificationEvent,
  type NotificationPayload,
} from '@forewarn/domain';
import { freeTextContext } from '../cases/free-text.js';
import type { CaseRow } from './alert-policy.js';

// What a notice about a case says (issue 23): the case's masked card fields, as a visitor sees
// them; never its unmasked details, never who lodged it, never who else was told.

/** A phone number as the case page shows it: its country's shape, then masked (issue 38). */
const maskCasePhone = (value: string, row: CaseRow) =>
  maskPhoneForCountry(value, isCountryCode(row.country) ? row.country : 'AU');

/** A column of the case per identifier kind, and how the case page masks it. */
const IDENTIFIER_FIELDS: Record<
  string,
  { field: keyof CaseRow; mask: (v: string, row: CaseRow) => string }
> = {
  number: { field: 'number', mask: maskCasePhone },
  alternateNumber: { field: 'alternateNumber', mask: maskCasePhone },
  email: { field: 'email', mask: maskEmail },
  abn: { field: 'abn', mask: maskBusinessNumber },
  acn: { field: 'acn', mask: maskBusinessNumber },
  nzbn: { field: 'nzbn', mask: maskBusinessNumber },
  businessIdentificationNumber: { field: 'businessIdentificationNumber', mask: maskBusinessNumber },
};

function maskedIdentifiers(row: CaseRow, kinds: readonly string[]): string[] {
  const masked: string[] = [];
  for (const kind of kinds) {
    const spec = IDENTIFIER_FIELDS[kind];
    const raw = spec ? row[spec.field] : null;
    if (spec && typeof raw === 'string' && raw.trim() !== '') masked.push(spec.mask(raw, row));
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
