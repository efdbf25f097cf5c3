import { type LoginRequest, loginSchema } from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { applyServerErrors } from './apply-server-errors';
import {
  Alert,
  linkClass,
  PasswordField,
  primaryButton,
  standaloneLinkClass,
  TextField,
} from './fields';

/** Spec §2, Login: email and password, a link to sign up, and one to reset the password. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login.mutateAsync(values);
      onLoggedIn();
    } catch (error) {
      setFormError(applyServerErrors(error, ['email', 'password'], setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex max-w-md flex-col gap-4">
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className={primaryButton} disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </button>
      <div className="flex flex-wrap justify-between gap-2">
        <Link to={paths.forgotPassword.href()} className={standaloneLinkClass}>
          Forgot password?
        </Link>
        <span>
          New here?{' '}
          <Link to={paths.signup.href()} className={linkClass}>
            Sign up
          </Link>
        </span>
      </div>
    </form>
  );
}
