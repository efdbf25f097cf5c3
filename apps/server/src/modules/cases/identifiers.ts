import {
  type CountryCode,
  normalizeBusinessNumber,
  normalizeEmail,
  normalizePhone,
  normalizePostcode,
} from '@forewarn/domain';
import type { caseIdentifiers, cases, IDENTIFIER_KINDS } from '../../db/schema/index.js';

type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];
type CaseFields = Pick<
  typeof cases.$inferInsert,
  | 'number'
  | 'alternateNumber'
  | 'email'
  | 'abn'
  | 'acn'
  | 'nzbn'
  | 'businessIdentificationNumber'
  | 'postcode'
>;

const NORMALIZERS: Record<IdentifierKind, (raw: string, country: CountryCode) => string> = {
  number: normalizePhone,
  alternateNumber: normalizePhone,
  email: normalizeEmail,
  abn: normalizeBusinessNumber,
  acn: normalizeBusinessNumber,
  nzbn: normalizeBusinessNumber,
  businessIdentificationNumber: normalizeBusinessNumber,
  postcode: normalizePostcode,
};

/**
 * The searchable identifiers of a case, normalized the way `searchKeys` normalizes a search,
 * one row per kind and distinct value. Written in the same transaction as the case.
 */
export function caseIdentifierRows(
  caseId: string,
  country: CountryCode,
  fields: CaseFields,
): (typeof caseIdentifiers.$inferInsert)[] {
  const rows: (typeof caseIdentifiers.$inferInsert)[] = [];
  for (const kind of Object.keys(NORMALIZERS) as IdentifierKind[]) {
    const raw = fields[kind];
    if (!raw || raw.trim() === '') continue;
    const value = NORMALIZERS[kind](raw, country);
    if (value !== '') rows.push({ caseId, country, kind, value });
  }
  return rows;
}
