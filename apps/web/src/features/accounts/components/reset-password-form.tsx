import { MESSAGES, passwordResetCompleteSchema } from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { Alert, PasswordField, primaryButton, standaloneLinkClass } from './fields';

const schema = passwordResetCompleteSchema.pick({ password: true });
type Values = { password: string };

/** The page a reset link opens: choose a new password; every other session ends. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
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
      await reset.mutateAsync({ token, password });
      onDone();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields.password : undefined;
      if (fieldMessage) setError('password', { type: 'server', message: fieldMessage });
      else setFormError(error instanceof Error ? error.message : MESSAGES.emailLinkInvalid);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex max-w-md flex-col gap-4">
      {formError && (
        <Alert>
          {formError}{' '}
          <Link to={paths.forgotPassword.href()} className="underline">
            Ask for a new link
          </Link>
        </Alert>
      )}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. Setting it signs you out on every other device."
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className={primaryButton} disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </button>
      <Link to={paths.login.href()} className={standaloneLinkClass}>
        Back to log in
      </Link>
    </form>
  );
}
