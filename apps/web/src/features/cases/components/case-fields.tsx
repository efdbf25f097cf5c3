import { CASE_FIELD_MAX, CASES_UI } from '@forewarn/domain';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import type { CaseFieldSpec } from './case-field-specs';

// The inputs of a case's text fields, shared by the lodgement and edit forms.
export { type CaseFieldSpec, caseFormFields } from './case-field-specs';

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
