import { ACCOUNTS_UI } from '@forewarn/domain';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';

// Form fields of the account screens: a visible label, the error under the field (announced,
// and tied to the input with aria-describedby), and an optional hint.

export const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-blue-600 aria-[invalid=true]:border-red-600';
export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 font-medium text-white shadow-sm hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
export const linkClass = 'font-medium text-blue-700 underline hover:text-blue-900';
/** A link on a line of its own: as tall as a finger's tap (issue 24). */
export const standaloneLinkClass = `${linkClass} inline-flex min-h-11 items-center`;

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** A field's label above it, and its hint or error under it, tied to it by `id`. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint: ReactNode) =>
  (error ? `${id}-error` : hint ? `${id}-hint` : '') || undefined;

export function TextField({ label, error, hint, ref, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  );
}

/** The account's email address: the same field on every form that asks for it. */
export function EmailField(props: Omit<FieldProps, 'label' | 'type' | 'autoComplete'>) {
  return <TextField label={ACCOUNTS_UI.email} type="email" autoComplete="email" {...props} />;
}

/** A password field with a show/hide toggle (spec §2, Signup). */
export function PasswordField({ label, error, hint, ref, className, ...input }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <div className="flex gap-2">
        <input
          id={id}
          ref={ref}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={inputClass}
          {...input}
        />
        <button
          type="button"
          className={`${secondaryButton} shrink-0 px-3`}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? ACCOUNTS_UI.hide : ACCOUNTS_UI.show}
          <span className="sr-only">{ACCOUNTS_UI.passwordSr}</span>
        </button>
      </div>
    </FieldFrame>
  );
}

export function Alert({
  kind = 'error',
  children,
}: {
  kind?: 'error' | 'success' | 'warning';
  children: ReactNode;
}) {
  const styles = {
    error: 'border-red-300 bg-red-50 text-red-800',
    success: 'border-green-300 bg-green-50 text-green-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-900',
  }[kind];
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border p-3 ${styles}`}>
      {children}
    </div>
  );
}

/** The tick beside a verified email or phone (spec §2, My Account). */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-sm font-medium text-green-800">
      <span aria-hidden="true">✓</span>
      <span>{ACCOUNTS_UI.verified}</span>
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-slate-200 px-2 py-0.5 text-sm font-medium text-slate-700">
      {ACCOUNTS_UI.notVerified}
    </span>
  );
}
