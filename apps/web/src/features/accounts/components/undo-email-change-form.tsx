import { MESSAGES, undoEmailChangeSchema } from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useUndoEmailChange } from '../api/account-security';
import { Alert, linkClass, PasswordField, primaryButton } from './fields';

const schema = undoEmailChangeSchema.pick({ password: true });
type Values = { password: string };

/**
 * The page the undo link of a change of email opens (docs/decisions/0033): a new password
 * takes the account back to this address and signs it out everywhere else.
 */
export function UndoEmailChangeForm({ token, onDone }: { token: string; onDone: () => void }) {
  const undo = useUndoEmailChange();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await undo.mutateAsync({ token, password });
      onDone();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields.password : undefined;
      if (fieldMessage) setError('password', { type: 'server', message: fieldMessage });
      else setFormError(error instanceof Error ? error.message : MESSAGES.emailLinkInvalid);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex max-w-md flex-col gap-4">
      <p className="text-slate-700">
        Someone changed, or asked to change, the email address of your Forewarn account. Choose a
        new password to keep the account with the address this link was sent to. Every session of
        the account is signed out, whoever holds it.
      </p>
      {formError && <Alert>{formError}</Alert>}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className={primaryButton} disabled={undo.isPending}>
        {undo.isPending ? 'Saving…' : 'Take back my account'}
      </button>
      <Link to={paths.login.href()} className={linkClass}>
        Back to log in
      </Link>
    </form>
  );
}
