import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '../countries/countries.js';
import {
  IDENTIFIER_KINDS,
  type IdentifierKind,
  type RequiredIdentifierField,
} from '../identifiers/identifier-kinds.js';
import { MESSAGES } from '../messages/messages.js';
import { type FieldError, validateCaseEdit, validateLodgement } from '../validation/lodgement.js';

// Request bodies for lodging and editing a case (spec §3 fields). The field rules are not
// repeated here: both schemas run the domain's own validation, so a failure carries the spec's
// exact messages, keyed by field.

const text = () => z.string().trim();
const optionalText = () => text().optional();

type Group = IdentifierKind['form']['group'];
type FieldsOf<G extends Group> = Extract<IdentifierKind, { form: { group: G } }>['field'];

/** The identifier fields of one form group: a required kind's message when it is not text. */
function identifierShape<G extends Group>(group: G) {
  return Object.fromEntries(
    IDENTIFIER_KINDS.filter((kind) => kind.form.group === group).map((kind) => [
      kind.field,
      'required' in kind ? z.string({ error: () => kind.required }).trim() : optionalText(),
    ]),
  ) as {
    [K in FieldsOf<G>]: K extends RequiredIdentifierField
      ? z.ZodString
      : z.ZodOptional<z.ZodString>;
  };
}

/** An edit sends only what it changes: every identifier is optional. */
function optionalIdentifierShape<G extends Group>(group: G) {
  return Object.fromEntries(
    IDENTIFIER_KINDS.filter((kind) => kind.form.group === group).map((kind) => [
      kind.field,
      optionalText(),
    ]),
  ) as { [K in FieldsOf<G>]: z.ZodOptional<z.ZodString> };
}

function addFieldIssues(errors: FieldError[], ctx: z.RefinementCtx): void {
  for (const { field, message } of errors) ctx.addIssue({ code: 'custom', path: [field], message });
}

export const lodgementSchema = z
  .object({
    country: z.enum(COUNTRY_CODES, { error: () => MESSAGES.countryRequired }),
    postAnonymously: z.boolean().default(true),
    visibleToPlumbers: z.boolean().default(false),
    visibleToElectricians: z.boolean().default(false),
    title: z.string({ error: () => MESSAGES.titleRequired }).trim(),
    name: z.string({ error: () => MESSAGES.nameRequired }).trim(),
    address: optionalText(),
    ...identifierShape('contact'),
    instagram: optionalText(),
    tiktok: optionalText(),
    ...identifierShape('numbers'),
    details: z.string({ error: () => MESSAGES.detailsRequired }).trim(),
  })
  .superRefine((body, ctx) => addFieldIssues(validateLodgement(body, body.country), ctx));
export type LodgementRequest = z.infer<typeof lodgementSchema>;
export type LodgementRequestInput = z.input<typeof lodgementSchema>;

/**
 * A case edit sends the fields it changes; a field left out keeps its value. The country of a
 * case never changes, so it is not part of an edit, but its rules depend on it: the schema is
 * made for the case's country.
 */
const caseEditFields = z.object({
  postAnonymously: z.boolean().optional(),
  visibleToPlumbers: z.boolean().optional(),
  visibleToElectricians: z.boolean().optional(),
  title: optionalText(),
  name: optionalText(),
  address: optionalText(),
  ...optionalIdentifierShape('contact'),
  instagram: optionalText(),
  tiktok: optionalText(),
  ...optionalIdentifierShape('numbers'),
  details: optionalText(),
});
export function caseEditSchemaFor(country: CountryCode) {
  return caseEditFields.superRefine((body, ctx) =>
    addFieldIssues(validateCaseEdit(body, country), ctx),
  );
}
export type CaseEditRequest = z.infer<typeof caseEditFields>;
