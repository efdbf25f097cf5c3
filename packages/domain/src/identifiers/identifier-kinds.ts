import { COUNTRIES, type CountryCode } from '../countries/countries.js';
import { MESSAGES } from '../messages/messages.js';
import {
  BUSINESS_IDENTIFIER_FORMATS,
  hasBusinessNumberDigits,
  isBusinessIdentifierFor,
  isPhoneNumberFor,
  isPostcodeFor,
  isSingleEmailAddress,
  POSTCODE_FORMATS,
} from '../validation/identifier-formats.js';
import {
  IDENTIFIER_KIND_FORMS as FORMS,
  type IdentifierKindFormSpec,
  kindAppliesTo,
} from './identifier-kind-forms.js';
import { maskBusinessNumber, maskEmail } from './mask.js';
import { maskPhoneForCountry } from './mask-phone.js';
import {
  normalizeBusinessNumber,
  normalizeEmail,
  normalizePhone,
  normalizePostcode,
  phoneToE164,
} from './normalize.js';

// The identifier kinds of a case (spec §3, §5, §6): the fields a case is searched, watched and
// masked by. One entry per kind says everything the server and the web do with it; they loop
// over IDENTIFIER_KINDS and never name a kind. docs/architecture.md, "Adding an identifier
// kind", says what else a new one needs (a migration and its tests).

/** A kind: its shown part (identifier-kind-forms.ts) and what the server does with it. */
export type IdentifierKindSpec = IdentifierKindFormSpec & {
  /** Its column in the `cases` table. */
  readonly column: string;
  /** The name of its length check, where it predates the `cases_<column>_length` rule. */
  readonly lengthCheck?: string;
  /** The longest value, in characters (spec §5 table). */
  readonly max: number;
  /** The message when it is left empty; none when it may be. */
  readonly required?: string;
  /** Spec §5: a number must not repeat a character 4 or more times. */
  readonly repetitionChecked: boolean;
  /** Identifiers with a format of their own skip the profanity check (docs/decisions/0034). */
  readonly profanityChecked: boolean;
  /** The canonical form a case stores it under, in `case_identifiers`. */
  readonly normalize: (raw: string, country: CountryCode) => string;
  /** The key a search-box entry gives for this kind (trimmed, never empty), or null: none. */
  readonly searchKey: (entry: string, country: CountryCode) => string | null;
  /** Forewarn's format rule (docs/decisions/0013): the message, or null when the value meets it. */
  readonly formatError: (value: string, country: CountryCode, label: string) => string | null;
  /** How everyone but the case's creator sees it (spec §6); null: shown as typed. */
  readonly mask: ((value: string, country: CountryCode) => string) | null;
  /** Whether the case's own value is masked where free text repeats it (docs/decisions/0018). */
  readonly maskedInFreeText: boolean;
  /** Whether a watch may match it (docs/decisions/0039). */
  readonly watchable: boolean;
};

/** An entry with an '@' is an email, and means nothing else (DESIGN.md §1). */
const isEmailEntry = (entry: string) => entry.includes('@');
const phoneKey = (entry: string, country: CountryCode) =>
  isEmailEntry(entry) ? null : phoneToE164(entry, country);
const digitsKey = (entry: string) => (isEmailEntry(entry) ? null : normalizeBusinessNumber(entry));

// Refusals name the country in the reader's language (MESSAGES.countryName), not COUNTRIES'
// English name, read when the value is refused.
const phoneFormat = (value: string, country: CountryCode, label: string) =>
  isPhoneNumberFor(value, country)
    ? null
    : MESSAGES.phoneNumberInvalid(
        label,
        MESSAGES.countryName(country),
        COUNTRIES[country].phoneExample,
      );
const digitsFormat = (digits: number) => (value: string, _country: CountryCode, label: string) =>
  hasBusinessNumberDigits(value, digits) ? null : MESSAGES.businessNumberDigits(label, digits);

/** A phone number, as number and alternate number are. */
const PHONE = {
  max: 20,
  repetitionChecked: true,
  profanityChecked: false,
  normalize: normalizePhone,
  searchKey: phoneKey,
  formatError: phoneFormat,
  mask: maskPhoneForCountry,
  maskedInFreeText: true,
  watchable: true,
} as const;

/** A business number (§9 gives 50 for each): digits compared, the last 2 masked. */
const BUSINESS_NUMBER = {
  max: 50,
  repetitionChecked: true,
  profanityChecked: false,
  normalize: (raw: string) => normalizeBusinessNumber(raw),
  searchKey: digitsKey,
  mask: (value: string) => maskBusinessNumber(value),
  maskedInFreeText: true,
  watchable: true,
} as const;

export const IDENTIFIER_KINDS = [
  {
    ...FORMS.number,
    column: 'number',
    // A getter: read when the field is refused, in that request's language.
    get required() {
      return MESSAGES.numberRequired;
    },
    ...PHONE,
  },
  {
    ...FORMS.alternateNumber,
    column: 'alternate_number',
    ...PHONE,
  },
  {
    ...FORMS.email,
    column: 'email',
    max: 100,
    repetitionChecked: false,
    profanityChecked: true,
    normalize: (raw: string) => normalizeEmail(raw),
    searchKey: (entry: string) => (isEmailEntry(entry) ? normalizeEmail(entry) : null),
    formatError: (value: string) => (isSingleEmailAddress(value) ? null : MESSAGES.emailInvalid),
    mask: (value: string) => maskEmail(value),
    // Free text masks every email it holds, the case's own among them.
    maskedInFreeText: false,
    watchable: true,
  },
  {
    ...FORMS.abn,
    column: 'abn',
    formatError: digitsFormat(11),
    ...BUSINESS_NUMBER,
  },
  {
    ...FORMS.acn,
    column: 'acn',
    formatError: digitsFormat(9),
    ...BUSINESS_NUMBER,
  },
  {
    ...FORMS.nzbn,
    column: 'nzbn',
    formatError: digitsFormat(13),
    ...BUSINESS_NUMBER,
  },
  {
    ...FORMS.businessIdentificationNumber,
    column: 'business_identification_number',
    lengthCheck: 'cases_bin_length',
    formatError: (value: string, country: CountryCode, label: string) =>
      isBusinessIdentifierFor(value, country)
        ? null
        : MESSAGES.businessIdentifierInvalid(
            label,
            MESSAGES.countryName(country),
            BUSINESS_IDENTIFIER_FORMATS[country]?.example ?? '12-3456789',
          ),
    ...BUSINESS_NUMBER,
  },
  {
    ...FORMS.postcode,
    column: 'postcode',
    max: 20,
    repetitionChecked: false,
    profanityChecked: false,
    normalize: (raw: string) => normalizePostcode(raw),
    searchKey: (entry: string) => (isEmailEntry(entry) ? null : normalizePostcode(entry)),
    formatError: (value: string, country: CountryCode) =>
      isPostcodeFor(value, country)
        ? null
        : MESSAGES.postcodeInvalid(
            MESSAGES.countryName(country),
            POSTCODE_FORMATS[country].example,
          ),
    // Unmasked, as the spec has it (§6): a postcode names an area, not a person.
    mask: null,
    maskedInFreeText: false,
    watchable: false,
  },
] as const satisfies readonly IdentifierKindSpec[];

// A spread reads a getter once, at load: each kind's label reads its shown part's again, so
// refusals name the field in the language of the moment (issue 49; `form` is shared as is).
for (const kind of IDENTIFIER_KINDS) {
  Object.defineProperty(kind, 'label', { get: () => FORMS[kind.field].label, enumerable: true });
}

export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];
export type IdentifierField = IdentifierKind['field'];
/** The kinds a case must have. */
export type RequiredIdentifierField = Extract<IdentifierKind, { required: string }>['field'];

/** Every kind's field, in the registry's order (the order of a search's keys). */
export const IDENTIFIER_FIELDS: readonly IdentifierField[] = IDENTIFIER_KINDS.map(
  (kind) => kind.field,
);

const BY_FIELD: ReadonlyMap<string, IdentifierKindSpec> = new Map(
  IDENTIFIER_KINDS.map((kind) => [kind.field, kind]),
);

/** The kind of a field, or undefined when the field is no identifier (title, details, …). */
export function identifierKind(field: string): IdentifierKindSpec | undefined {
  return BY_FIELD.get(field);
}

/** The kinds only some countries have, that this country has not: dropped from its cases. */
export function foreignIdentifierFields(country: CountryCode): IdentifierField[] {
  return IDENTIFIER_KINDS.filter((kind) => !kindAppliesTo(kind, country)).map((k) => k.field);
}

/** The fields of the kinds only some countries have (the business numbers), of one country. */
export function ownCountryIdentifierFields(country: CountryCode): IdentifierField[] {
  return IDENTIFIER_KINDS.filter(
    (kind) => kind.countries !== 'all' && kindAppliesTo(kind, country),
  ).map((kind) => kind.field);
}

/** One value per field, made from each kind. */
export function perIdentifier<T>(make: (kind: IdentifierKind) => T): Record<IdentifierField, T> {
  return Object.fromEntries(IDENTIFIER_KINDS.map((kind) => [kind.field, make(kind)])) as Record<
    IdentifierField,
    T
  >;
}

/** A case's identifier values, picked from any object that has them. */
export function identifierValues<R extends Readonly<Record<IdentifierField, unknown>>>(
  row: R,
): { [F in IdentifierField]: R[F] } {
  return perIdentifier((kind) => row[kind.field]) as { [F in IdentifierField]: R[F] };
}

/** Searchable keys of an entry for a set of kinds, each once, in the kinds' order. */
export function identifierSearchKeys(
  entry: string,
  country: CountryCode,
  kinds: readonly IdentifierKindSpec[] = IDENTIFIER_KINDS,
): string[] {
  const keys = kinds.map((kind) => kind.searchKey(entry, country));
  return [...new Set(keys.filter((key): key is string => key !== null && key !== ''))];
}

/** A value as everyone but the case's creator sees it: masked by its kind ('' stays ''). */
export function maskIdentifier(
  kind: IdentifierKindSpec,
  value: string,
  country: CountryCode,
): string {
  return value === '' || kind.mask === null ? value : kind.mask(value, country);
}
