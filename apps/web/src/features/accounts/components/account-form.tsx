import type { FormEventHandler, ReactNode } from 'react';
import { Alert, primaryButton } from './fields';

/**
 * The frame of an account form: what the form is for, the form's message, then its fields and
 * buttons. `errorExtra` follows the message (a link to ask again).
 */
export function AccountForm({
  onSubmit,
  formError,
  intro,
  errorExtra,
  label,
  className = 'mt-6 flex max-w-md flex-col gap-4',
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  intro?: ReactNode;
  errorExtra?: ReactNode;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className={className}>
      {intro}
      {formError && (
        <Alert>
          {formError}
          {errorExtra}
        </Alert>
      )}
      {children}
    </form>
  );
}

/** The form's button, saying what it is doing while its request is out. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" className={primaryButton} disabled={pending || disabled}>
      {pending ? pendingLabel : label}
    </button>
  );
}
