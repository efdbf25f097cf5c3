import type { CountryCode } from '../countries/countries.js';
import { kindAppliesTo } from '../identifiers/identifier-kind-forms.js';
import {
  IDENTIFIER_KINDS,
  type IdentifierField,
  type IdentifierKind,
  identifierKind,
} from '../identifiers/identifier-kinds.js';
import { CASE_TEXT_MAX, LIMITS } from '../limits.js';
import { FIELD_LABEL_TEXTS } from '../messages/field-labels-messages.js';
import { MESSAGES } from '../messages/messages.js';
import { isNonsenseText } from './nonsense.js';
import { containsProfanity } from './profanity.js';
import { charCount, hasRepeatedRun } from './text.js';

// The lodgement form's field rules (spec §5, Lodgement form), also applied to case edits. The
// identifier fields' rules come from their kinds (identifiers/identifier-kinds.ts).

const kindsIn = (group: IdentifierKind['form']['group']) =>
  IDENTIFIER_KINDS.filter((kind) => kind.form.group === group).map((kind) => kind.field);

/** The text fields of a case, in the order the form shows them. */
export const CASE_TEXT_FIELDS: readonly CaseTextField[] = [
  'title',
  'name',
  'address',
  ...kindsIn('contact'),
  'instagram',
  'tiktok',
  ...kindsIn('numbers'),
  'details',
];
export type CaseTextField = keyof typeof CASE_TEXT_MAX | IdentifierField;

/** The longest value of each field, in characters (spec §5 table; §9). */
export const CASE_FIELD_MAX: Readonly<Record<CaseTextField, number>> = {
  ...CASE_TEXT_MAX,
  ...Object.fromEntries(IDENTIFIER_KINDS.map((kind) => [kind.field, kind.max])),
} as Record<CaseTextField, number>;

/**
 * The display label of each field, used as {Field} and {Label} in the spec's messages: getters,
 * read when a field fails, in that request's language (the catalogue's fieldLabels).
 */
export const FIELD_LABELS: Readonly<Record<CaseTextField, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    [
      ['title', () => FIELD_LABEL_TEXTS.title],
      ['name', () => FIELD_LABEL_TEXTS.name],
      ['address', () => FIELD_LABEL_TEXTS.address],
      ['instagram', () => FIELD_LABEL_TEXTS.instagramHandle],
      ['tiktok', () => FIELD_LABEL_TEXTS.tiktokHandle],
      ['details', () => FIELD_LABEL_TEXTS.details],
      ...IDENTIFIER_KINDS.map((kind) => [kind.field, () => kind.label] as const),
    ].map(([field, get]) => [field, { get, enumerable: true }]),
  ),
) as Record<CaseTextField, string>;

// Getters, like each identifier kind's `required`: read when a field fails, in that request's
// language.
const REQUIRED_MESSAGES: Partial<Record<CaseTextField, string>> = {
  get title() {
    return MESSAGES.titleRequired;
  },
  get name() {
    return MESSAGES.nameRequired;
  },
  get details() {
    return MESSAGES.detailsRequired;
  },
};

const NONSENSE_CHECKED: ReadonlySet<CaseTextField> = new Set([
  'title',
  'name',
  'address',
  'details',
]);

/**
 * Number fields must not repeat a character 4 or more times: the spec lists the phone numbers
 * and the three registers' numbers; the generic business number is their equivalent in the
 * other four countries, so it follows the same rule (each kind's `repetitionChecked`).
 */
const isRepetitionChecked = (field: CaseTextField) =>
  identifierKind(field)?.repetitionChecked === true;

/**
 * Identifiers are not profanity-checked (issue 22, docs/decisions/0034, overriding spec §5's
 * list): a postcode, phone number or business number is a code with its own format rule, and
 * leetspeak read 'N16 0AA' and 421 of 216,000 Canadian postal codes as swearing.
 */
const isProfanityChecked = (field: CaseTextField) =>
  identifierKind(field)?.profanityChecked ?? true;

/**
 * Content checks (profanity, nonsense) are skipped on absurdly long values: they already fail
 * the length rule, and the regexes need not run over megabytes.
 */
const CONTENT_CHECK_MAX_CHARS = 10 * CASE_FIELD_MAX.details;

export type CaseTextInput = Partial<Record<CaseTextField, string | null | undefined>>;
export type FieldError<F extends string = CaseTextField> = { field: F; message: string };

type ProfanityMessage = (label: string) => string;
const lodgementProfanity: ProfanityMessage = MESSAGES.fieldProfanity;
const caseEditProfanity: ProfanityMessage = () => MESSAGES.caseEditProfanity;

/**
 * Forewarn's format rule for the identifier fields (docs/decisions/0013), or null when the
 * field has none or the value meets it.
 */
function formatError(field: CaseTextField, value: string, country: CountryCode): string | null {
  return identifierKind(field)?.formatError(value, country, FIELD_LABELS[field]) ?? null;
}

function checkField(
  field: CaseTextField,
  raw: string,
  country: CountryCode,
  profanity: ProfanityMessage,
): string[] {
  const value = raw.trim();
  const label = FIELD_LABELS[field];
  const length = charCount(value);
  const errors: string[] = [];

  if (value === '') {
    const required = REQUIRED_MESSAGES[field] ?? identifierKind(field)?.required;
    return required ? [required] : [];
  }
  if (length > CASE_FIELD_MAX[field])
    errors.push(MESSAGES.fieldTooLong(label, CASE_FIELD_MAX[field]));
  if (field === 'details' && length <= LIMITS.detailsMinExclusive) {
    errors.push(MESSAGES.detailsTooShort);
  }
  if (length > CONTENT_CHECK_MAX_CHARS) return errors;

  if (isProfanityChecked(field) && containsProfanity(value)) errors.push(profanity(label));
  if (NONSENSE_CHECKED.has(field) && isNonsenseText(value, { details: field === 'details' })) {
    errors.push(MESSAGES.nonsenseText(label));
  }
  if (isRepetitionChecked(field) && hasRepeatedRun(value, LIMITS.nonsenseRepeatRun)) {
    errors.push(MESSAGES.repetitiveNumber(label));
  }
  // The format is only worth a word once the spec's own rules are met.
  const format = errors.length === 0 ? formatError(field, value, country) : null;
  if (format) errors.push(format);
  return errors;
}

/**
 * Spec §5: every error of a lodgement, in form order (one field may have several), with the
 * spec's exact messages; an empty list when the case may be lodged. The country's own business
 * numbers are always checked; another country's only when a value is sent, so nothing
 * unchecked is ever stored.
 */
export function validateLodgement(input: CaseTextInput, country: CountryCode): FieldError[] {
  const isChecked = (field: CaseTextField) => {
    const kind = identifierKind(field);
    return !kind || kindAppliesTo(kind, country) || Boolean(input[field]?.trim());
  };
  return CASE_TEXT_FIELDS.filter(isChecked).flatMap((field) =>
    checkField(field, input[field] ?? '', country, lodgementProfanity).map((message) => ({
      field,
      message,
    })),
  );
}

/**
 * Spec §5, Case edit: the lodgement rules on the fields being changed (a field left out of the
 * edit keeps its value and is not checked), in the case's country. Profanity gives the case
 * page's 'Swear words are not allowed.'.
 */
export function validateCaseEdit(input: CaseTextInput, country: CountryCode): FieldError[] {
  return CASE_TEXT_FIELDS.filter((field) => input[field] !== undefined).flatMap((field) =>
    checkField(field, input[field] ?? '', country, caseEditProfanity).map((message) => ({
      field,
      message,
    })),
  );
}

/** The first message of each field, for forms that show one error per field. */
export function firstErrorPerField<F extends string>(
  errors: readonly FieldError<F>[],
): Partial<Record<F, string>> {
  const byField: Partial<Record<F, string>> = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}
