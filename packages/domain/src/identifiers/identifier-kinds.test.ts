import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/countries.js';
import {
  IDENTIFIER_KIND_FORM_LIST,
  kindAppliesTo,
  namedPartyValues,
} from './identifier-kind-forms.js';
import {
  foreignIdentifierFields,
  IDENTIFIER_FIELDS,
  IDENTIFIER_KINDS,
  type IdentifierKindSpec,
  identifierKind,
  identifierSearchKeys,
  maskIdentifier,
  ownCountryIdentifierFields,
  perIdentifier,
} from './identifier-kinds.js';
import { normalizePostcode } from './normalize.js';

// The identifier-kind registry (issue 47): one entry per kind, and what the rest of Forewarn
// reads from it.

describe('IDENTIFIER_KINDS', () => {
  it('holds the eight kinds of spec §3 in the order a search gives its keys', () => {
    expect(IDENTIFIER_FIELDS).toEqual([
      'number',
      'alternateNumber',
      'email',
      'abn',
      'acn',
      'nzbn',
      'businessIdentificationNumber',
      'postcode',
    ]);
  });

  it('gives each kind a field and a column of its own', () => {
    expect(new Set(IDENTIFIER_KINDS.map((k) => k.field)).size).toBe(IDENTIFIER_KINDS.length);
    expect(new Set(IDENTIFIER_KINDS.map((k) => k.column)).size).toBe(IDENTIFIER_KINDS.length);
    for (const kind of IDENTIFIER_KINDS) expect(kind.column).toMatch(/^[a-z_]+$/);
  });

  it('watches everything but postcodes, and knows whose phone or email a case may give', () => {
    expect(IDENTIFIER_KINDS.filter((k) => !k.watchable).map((k) => k.field)).toEqual(['postcode']);
    const byChannel = (channel: 'phone' | 'email') =>
      IDENTIFIER_KINDS.filter((k) => k.namedParty === channel).map((k) => k.field);
    expect(byChannel('phone')).toEqual(['number', 'alternateNumber']);
    expect(byChannel('email')).toEqual(['email']);
  });

  it.each(COUNTRY_CODES)('%s: every kind is its own or foreign, never both', (country) => {
    const own = ownCountryIdentifierFields(country);
    const foreign = foreignIdentifierFields(country);
    expect(own.filter((field) => foreign.includes(field))).toEqual([]);
    for (const kind of IDENTIFIER_KINDS) {
      expect(kindAppliesTo(kind, country)).toBe(!foreign.includes(kind.field));
    }
  });

  it('masks as the case page does, and leaves an empty value and a postcode as they are', () => {
    const kind = (field: string) => identifierKind(field) as IdentifierKindSpec;
    expect(maskIdentifier(kind('number'), '0412 345 678', 'AU')).toBe('0412 345 6**');
    expect(maskIdentifier(kind('email'), 'dave@example.com', 'AU')).toBe('da***@****');
    expect(maskIdentifier(kind('abn'), '51 824 753 556', 'AU')).toBe('51 824 753 5**');
    expect(maskIdentifier(kind('postcode'), '2000', 'AU')).toBe('2000');
    expect(maskIdentifier(kind('number'), '', 'AU')).toBe('');
  });

  it('reads a case’s phone numbers and email for the person named', () => {
    const row = { ...perIdentifier(() => ''), number: '0412 345 678', email: 'a@b.co' };
    expect(namedPartyValues(row, 'phone')).toEqual(['0412 345 678', '']);
    expect(namedPartyValues(row, 'email')).toEqual(['a@b.co']);
  });
});

// A made-up kind, as a newcomer following docs/architecture.md "Adding an identifier kind"
// would write it: the registry's functions take it like any other, with nothing else to change.
const LICENCE_PLATE: IdentifierKindSpec = {
  field: 'licencePlate',
  column: 'licence_plate',
  label: 'Licence plate',
  form: { label: 'Licence Plate', hint: 'optional', group: 'numbers' },
  countries: ['GB'],
  max: 10,
  repetitionChecked: false,
  profanityChecked: false,
  normalize: (raw) => normalizePostcode(raw),
  searchKey: (entry) => (entry.includes('@') ? null : normalizePostcode(entry)),
  formatError: (value) => (/^[A-Za-z0-9 ]{2,8}$/.test(value) ? null : 'Enter a valid plate.'),
  mask: (value) => `${value.slice(0, 2)}****`,
  maskedInFreeText: true,
  watchable: false,
  namedParty: null,
};

describe("the kinds' shown part (identifier-kind-forms.ts, what the case page loads)", () => {
  it("is each kind's own, in the registry's order", () => {
    expect(IDENTIFIER_KIND_FORM_LIST.map((form) => form.field)).toEqual(IDENTIFIER_FIELDS);
    IDENTIFIER_KINDS.forEach((kind, i) => {
      const form = IDENTIFIER_KIND_FORM_LIST[i];
      expect(form).toBeDefined();
      if (!form) return;
      for (const key of Object.keys(form) as (keyof typeof form)[]) {
        expect(kind[key]).toEqual(form[key]);
      }
    });
  });
});

describe('a made-up kind', () => {
  const kinds = [...IDENTIFIER_KINDS, LICENCE_PLATE];

  it('is searched by its key, once, after the kinds before it', () => {
    expect(identifierSearchKeys('ab12 cde', 'GB', kinds)).toEqual(['12', 'AB12CDE']);
    expect(identifierSearchKeys('x@y.co', 'GB', kinds)).toEqual(['x@y.co']);
  });

  it('belongs to its countries only, and masks as it says', () => {
    expect(kindAppliesTo(LICENCE_PLATE, 'GB')).toBe(true);
    expect(kindAppliesTo(LICENCE_PLATE, 'AU')).toBe(false);
    expect(maskIdentifier(LICENCE_PLATE, 'AB12 CDE', 'GB')).toBe('AB****');
    expect(maskIdentifier(LICENCE_PLATE, '', 'GB')).toBe('');
    expect(LICENCE_PLATE.formatError('AB!12', 'GB', LICENCE_PLATE.label)).toBe(
      'Enter a valid plate.',
    );
  });
});
