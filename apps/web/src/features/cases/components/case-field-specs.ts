import {
  type CaseTextField,
  type CountryCode,
  IDENTIFIER_KIND_FORM_LIST,
  type IdentifierKindFormSpec,
  kindAppliesTo,
  LIMITS,
} from '@forewarn/domain';

// The text fields of a case as the forms show them (spec §2, Lodgement page), in the spec's
// order, with the identifier kinds of the case's country only (each kind's `form`). Apart from
// the inputs (case-fields.tsx) and from the kinds' validators: the case page lists a case's
// fields with these labels and must not load the lodgement rules (docs/decisions/0099).

export type CaseFieldSpec = {
  name: CaseTextField;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
};

/** The country's identifier fields of one group, as its kinds describe them. */
function identifierFields(country: CountryCode, group: IdentifierKindFormSpec['form']['group']) {
  return IDENTIFIER_KIND_FORM_LIST.filter(
    (kind) => kind.form.group === group && kindAppliesTo(kind, country),
  ).map(({ field, form }): CaseFieldSpec => {
    const spec: CaseFieldSpec = { name: field, label: form.label };
    if ('hint' in form) spec.hint = form.hint;
    if ('type' in form) spec.type = form.type;
    return spec;
  });
}

export function caseFormFields(country: CountryCode): CaseFieldSpec[] {
  return [
    { name: 'title', label: 'Title' },
    { name: 'name', label: "Offender's Name" },
    { name: 'address', label: 'Address', hint: 'optional' },
    ...identifierFields(country, 'contact'),
    { name: 'instagram', label: 'Instagram', hint: 'optional' },
    { name: 'tiktok', label: 'TikTok', hint: 'optional' },
    ...identifierFields(country, 'numbers'),
    {
      name: 'details',
      label: 'Details',
      hint: `more than ${LIMITS.detailsMinExclusive} characters`,
      multiline: true,
    },
  ];
}
