import { ACCOUNTS_UI, type LoginRequest, loginSchema } from '@forewarn/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm, SubmitButton } from './account-form';
import { EmailField, linkClass, PasswordField, standaloneLinkClass } from './fields';

/** Spec §2, Login: email and password, a link to sign up, and one to reset the password. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLogin();
  const { register, errors, formError, onSubmit } = useAccountForm<LoginRequest>({
    schema: loginSchema,
    fields: ['email', 'password'],
  });

  return (
    <AccountForm
      formError={formError}
      onSubmit={onSubmit(async (values) => {
        await login.mutateAsync(values);
        onLoggedIn();
      })}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={ACCOUNTS_UI.password}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton
        pending={login.isPending}
        label={ACCOUNTS_UI.logIn}
        pendingLabel={ACCOUNTS_UI.loggingIn}
      />
      <div className="flex flex-wrap justify-between gap-2">
        <Link to={paths.forgotPassword.href()} className={standaloneLinkClass}>
          {ACCOUNTS_UI.forgotPasswordLink}
        </Link>
        <span>
          {ACCOUNTS_UI.newHere}{' '}
          <Link to={paths.signup.href()} className={linkClass}>
            {ACCOUNTS_UI.signUpLink}
          </Link>
        </span>
      </div>
    </AccountForm>
  );
}
