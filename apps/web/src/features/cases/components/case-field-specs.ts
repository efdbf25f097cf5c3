import {
  type CaseTextField,
  type CountryCode,
  IDENTIFIER_KIND_FORM_LIST,
  type IdentifierKindFormSpec,
  kindAppliesTo,
  FIELD_LABEL_TEXTS as L,
  LIMITS,
  moreThanCharacters,
} from '@forewarn/domain';

// The text fields of a case as the forms show them (spec §2, Lodgement page), in the spec's
// order, with the identifier kinds of the case's country only (each kind's `form`). Apart from
// the inputs (case-fields.tsx) and from the kinds' validators: the case page lists a case's
// fields with these labels and must not load the lodgement rules (docs/decisions/0099). Built
// when shown, so each label is read in the current language (issue 49).

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
    if ('hint' in form) spec.hint = form.hint === 'optional' ? L.hintOptional : L.hintRecommended;
    if ('type' in form) spec.type = form.type;
    return spec;
  });
}

export function caseFormFields(country: CountryCode): CaseFieldSpec[] {
  return [
    { name: 'title', label: L.title },
    { name: 'name', label: L.offendersName },
    { name: 'address', label: L.address, hint: L.hintOptional },
    ...identifierFields(country, 'contact'),
    // The platforms' names, the same in every language.
    { name: 'instagram', label: 'Instagram', hint: L.hintOptional },
    { name: 'tiktok', label: 'TikTok', hint: L.hintOptional },
    ...identifierFields(country, 'numbers'),
    {
      name: 'details',
      label: L.details,
      hint: moreThanCharacters(LIMITS.detailsMinExclusive),
      multiline: true,
    },
  ];
}
