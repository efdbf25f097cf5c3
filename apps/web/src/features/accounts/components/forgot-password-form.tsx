import { type PasswordResetRequest, passwordResetRequestSchema } from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api/forgot-password';
import { applyServerErrors } from './apply-server-errors';
import { Alert, primaryButton, standaloneLinkClass, TextField } from './fields';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onTouched',
  });

  if (sentTo) {
    return (
      <div className="mt-6 max-w-md">
        <Alert kind="success">
          If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent it
          a link to choose a new password. The link works once, for 1 hour.
        </Alert>
        <p className="mt-4">
          <Link to={paths.login.href()} className={standaloneLinkClass}>
            Back to log in
          </Link>
        </p>
      </div>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setFormError(applyServerErrors(error, ['email'], setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex max-w-md flex-col gap-4">
      <p className="text-slate-700">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <button type="submit" className={primaryButton} disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending…' : 'Send reset link'}
      </button>
      <Link to={paths.login.href()} className={standaloneLinkClass}>
        Back to log in
      </Link>
    </form>
  );
}
