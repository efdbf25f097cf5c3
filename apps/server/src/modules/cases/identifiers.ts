import { type CountryCode, IDENTIFIER_KINDS, type IdentifierField } from '@forewarn/domain';
import type { caseIdentifiers } from '../../db/schema/index.js';

/**
 * The searchable identifiers of a case, normalized by each kind the way `searchKeys`
 * normalizes a search, one row per kind and distinct value. Written in the same transaction
 * as the case.
 */
export function caseIdentifierRows(
  caseId: string,
  country: CountryCode,
  fields: Readonly<Record<IdentifierField, string | null | undefined>>,
): (typeof caseIdentifiers.$inferInsert)[] {
  const rows: (typeof caseIdentifiers.$inferInsert)[] = [];
  for (const kind of IDENTIFIER_KINDS) {
    const raw = fields[kind.field];
    if (!raw || raw.trim() === '') continue;
    const value = kind.normalize(raw, country);
    if (value !== '') rows.push({ caseId, country, kind: kind.field, value });
  }
  return rows;
}
