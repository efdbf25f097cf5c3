import {
  CASE_FIELD_MAX,
  CASES_UI,
  type CaseTextField,
  type CountryCode,
  caseFieldHint,
  caseFieldLabel,
  detailsHint,
  IDENTIFIER_KINDS,
  type IdentifierKind,
  kindAppliesTo,
  LIMITS,
} from '@forewarn/domain';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';

// The text fields of a case as the forms show them (spec §2, Lodgement page), in the spec's
// order, with the identifier kinds of the case's country only (each kind's `form`).

export type CaseFieldSpec = {
  name: CaseTextField;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
};

/** The country's identifier fields of one group, as its kinds describe them. */
function identifierFields(country: CountryCode, group: IdentifierKind['form']['group']) {
  return IDENTIFIER_KINDS.filter(
    (kind) => kind.form.group === group && kindAppliesTo(kind, country),
  ).map(({ field, form }): CaseFieldSpec => {
    const spec: CaseFieldSpec = { name: field, label: caseFieldLabel(field) };
    if ('hint' in form) spec.hint = caseFieldHint(form.hint);
    if ('type' in form) spec.type = form.type;
    return spec;
  });
}

export function caseFormFields(country: CountryCode): CaseFieldSpec[] {
  return [
    { name: 'title', label: caseFieldLabel('title') },
    { name: 'name', label: caseFieldLabel('name') },
    { name: 'address', label: caseFieldLabel('address'), hint: caseFieldHint('optional') },
    ...identifierFields(country, 'contact'),
    { name: 'instagram', label: caseFieldLabel('instagram'), hint: caseFieldHint('optional') },
    { name: 'tiktok', label: caseFieldLabel('tiktok'), hint: caseFieldHint('optional') },
    ...identifierFields(country, 'numbers'),
    {
      name: 'details',
      label: caseFieldLabel('details'),
      hint: detailsHint(LIMITS.detailsMinExclusive),
      multiline: true,
    },
  ];
}

type InputProps = ComponentPropsWithoutRef<'input'> & ComponentPropsWithoutRef<'textarea'>;

/** A labelled text input or textarea with its error, wired for screen readers. */
export function CaseFieldInput({
  spec,
  error,
  inputProps,
  idPrefix,
}: {
  spec: CaseFieldSpec;
  error?: string | undefined;
  inputProps: InputProps;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${spec.name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    maxLength: CASE_FIELD_MAX[spec.name] + 50,
    className: `w-full rounded border px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-300'}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {spec.label}
        {spec.hint && <span className="font-normal text-slate-600"> ({spec.hint})</span>}
      </label>
      {spec.multiline ? (
        <textarea rows={6} {...inputProps} {...shared} />
      ) : (
        <input type={spec.type ?? 'text'} autoComplete="off" {...inputProps} {...shared} />
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {children}
    </p>
  );
}

type CheckboxProps = ComponentPropsWithoutRef<'input'> & { ref?: Ref<HTMLInputElement> };

/**
 * Who may see a case, as the lodgement and edit forms ask it: anonymously or not, and, for a
 * verified trade, only that trade. `plumbers` and `electricians` say which trade boxes show.
 */
export function CaseVisibilityChoices({
  className,
  anonymous,
  plumbers,
  electricians,
}: {
  className: string;
  anonymous: CheckboxProps;
  plumbers: CheckboxProps | null;
  electricians: CheckboxProps | null;
}) {
  return (
    <div className={className}>
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" className="h-5 w-5" {...anonymous} />
        {CASES_UI.postAnonymously}
      </label>
      {plumbers && (
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-5 w-5" {...plumbers} />
          {CASES_UI.plumbersOnly}
        </label>
      )}
      {electricians && (
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-5 w-5" {...electricians} />
          {CASES_UI.electriciansOnly}
        </label>
      )}
    </div>
  );
}
