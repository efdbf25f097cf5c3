import type { CountryCode } from '../countries/countries.js';
import { FIELD_LABEL_TEXTS as L } from '../messages/field-labels-messages.js';

// What the pages show of each identifier kind (its field, labels, form, countries and whose
// detail it may be), without the validators, normalizers and maskers that identifier-kinds.ts
// adds: those bring libphonenumber's metadata and the profanity lists (47 KB gzip), which the
// case page, which only reads a case, does not need (docs/decisions/0099). identifier-kinds.ts
// builds each kind from its entry here, so the two cannot disagree; the order is the registry's.
// The labels are getters (catalogue/field-labels.ts), read when shown, in that moment's language.

export type IdentifierKindFormSpec = {
  /** The case's field, its name in the API, and the `kind` of its `case_identifiers` rows. */
  readonly field: string;
  /** The label the spec's messages use ({Field}, {Label}). */
  readonly label: string;
  /** How the lodgement and edit forms show it. */
  readonly form: {
    readonly label: string;
    readonly hint?: 'optional' | 'recommended';
    readonly type?: 'email' | 'tel';
    /** Where the form shows it: with the contact details, or with the numbers (spec §2). */
    readonly group: 'contact' | 'numbers';
  };
  /**
   * The countries whose cases have it, or 'all'. A country's form shows only its own; another
   * country's value is checked when sent, and dropped when a case is lodged or edited.
   */
  readonly countries: 'all' | readonly CountryCode[];
  /** Whose verified detail it may be, for the notice to the person named: phone or email. */
  readonly namedParty: 'phone' | 'email' | null;
};

/** Each kind's shown part, by field, in the registry's order (IDENTIFIER_KINDS). */
export const IDENTIFIER_KIND_FORMS = {
  number: {
    field: 'number',
    get label() {
      return L.number;
    },
    form: {
      get label() {
        return L.number;
      },
      type: 'tel',
      group: 'numbers',
    },
    countries: 'all',
    namedParty: 'phone',
  },
  alternateNumber: {
    field: 'alternateNumber',
    get label() {
      return L.alternateNumber;
    },
    form: {
      get label() {
        return L.alternateNumberForm;
      },
      hint: 'optional',
      type: 'tel',
      group: 'numbers',
    },
    countries: 'all',
    namedParty: 'phone',
  },
  email: {
    field: 'email',
    get label() {
      return L.email;
    },
    form: {
      get label() {
        return L.email;
      },
      hint: 'optional',
      type: 'email',
      group: 'contact',
    },
    countries: 'all',
    namedParty: 'email',
  },
  abn: {
    field: 'abn',
    label: 'ABN',
    form: { label: 'ABN', hint: 'optional', group: 'numbers' },
    countries: ['AU'],
    namedParty: null,
  },
  acn: {
    field: 'acn',
    label: 'ACN',
    form: { label: 'ACN', hint: 'optional', group: 'numbers' },
    countries: ['AU'],
    namedParty: null,
  },
  nzbn: {
    field: 'nzbn',
    label: 'NZBN',
    form: { label: 'NZBN', hint: 'optional', group: 'numbers' },
    countries: ['NZ'],
    namedParty: null,
  },
  businessIdentificationNumber: {
    field: 'businessIdentificationNumber',
    get label() {
      return L.businessIdentificationNumber;
    },
    form: {
      get label() {
        return L.businessIdentificationNumber;
      },
      hint: 'optional',
      group: 'numbers',
    },
    countries: ['US', 'CA', 'GB', 'IE'],
    namedParty: null,
  },
  postcode: {
    field: 'postcode',
    get label() {
      return L.postcode;
    },
    form: {
      get label() {
        return L.postcode;
      },
      hint: 'recommended',
      group: 'contact',
    },
    countries: 'all',
    namedParty: null,
  },
} as const satisfies Record<string, IdentifierKindFormSpec>;

type KindForm = (typeof IDENTIFIER_KIND_FORMS)[keyof typeof IDENTIFIER_KIND_FORMS];
type KindField = KindForm['field'];

/** Every kind's shown part, in the registry's order. */
export const IDENTIFIER_KIND_FORM_LIST: readonly KindForm[] = Object.values(IDENTIFIER_KIND_FORMS);

/** Whether cases of this country have the kind. */
export function kindAppliesTo(
  kind: Pick<IdentifierKindFormSpec, 'countries'>,
  country: CountryCode,
): boolean {
  return kind.countries === 'all' || kind.countries.includes(country);
}

/**
 * A case's stored values that a verified person named may prove by one channel: the phone
 * numbers (number, alternate number) or the email (issue 14 §3). Empty ones included.
 */
export function namedPartyValues(
  row: Readonly<Record<KindField, string>>,
  channel: 'phone' | 'email',
): string[] {
  return IDENTIFIER_KIND_FORM_LIST.filter((kind) => kind.namedParty === channel).map(
    (kind) => row[kind.field],
  );
}
