import { findNumbers } from 'libphonenumber-js/min';
import type { CountryCode } from '../countries/countries.js';
import {
  IDENTIFIER_KINDS,
  type IdentifierKindSpec,
  identifierKind,
  ownCountryIdentifierFields,
} from './identifier-kinds.js';
import { DIGIT_RUN, EMAIL_IN_TEXT } from './mask-text.js';

// The identifiers a text holds (issue 50): what the app searches when a text message or a
// contact is shared to it from the phone. Phone numbers as libphonenumber finds them for the
// country (and international ones written with '+'), emails, and runs of digits that meet one
// of the country's business-number rules; each once, in the order the text writes them.

export type FoundIdentifier = {
  /** The identifier kind it was read as (its `label` names it: 'Number', 'Email', 'ABN'…). */
  kind: IdentifierKindSpec;
  /** As the text writes it, trimmed: what the search box is given. */
  value: string;
};

type Found = FoundIdentifier & { start: number; end: number };

const NUMBER_KIND = IDENTIFIER_KINDS.find((kind) => kind.field === 'number');
const EMAIL_KIND = IDENTIFIER_KINDS.find((kind) => kind.field === 'email');

const overlaps = (found: readonly Found[], start: number, end: number) =>
  found.some((f) => start < f.end && f.start < end);

/** Every phone number, email and business number in `text`, first written first. */
export function findIdentifiersInText(text: string, country: CountryCode): FoundIdentifier[] {
  const found: Found[] = [];
  if (EMAIL_KIND) {
    for (const m of text.matchAll(EMAIL_IN_TEXT)) {
      found.push({ kind: EMAIL_KIND, value: m[0], start: m.index, end: m.index + m[0].length });
    }
  }
  if (NUMBER_KIND) {
    for (const number of findNumbers(text, { defaultCountry: country, v2: true })) {
      if (overlaps(found, number.startsAt, number.endsAt)) continue;
      const value = text.slice(number.startsAt, number.endsAt).trim();
      found.push({ kind: NUMBER_KIND, value, start: number.startsAt, end: number.endsAt });
    }
  }
  const business = ownCountryIdentifierFields(country)
    .map((field) => identifierKind(field))
    .filter((kind): kind is IdentifierKindSpec => kind !== undefined && kind.mask !== null);
  for (const m of text.matchAll(DIGIT_RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    if (overlaps(found, start, end)) continue;
    const value = m[0].trim();
    const kind = business.find((k) => k.formatError(value, country, k.label) === null);
    if (kind) found.push({ kind, value, start, end });
  }
  found.sort((a, b) => a.start - b.start);
  // The same identifier written twice ('0412 345 678' and '+61412345678') is offered once.
  const seen = new Set<string>();
  return found
    .filter(({ kind, value }) => {
      const key = `${kind.field}|${kind.searchKey(value, country) ?? value}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ kind, value }) => ({ kind, value }));
}
