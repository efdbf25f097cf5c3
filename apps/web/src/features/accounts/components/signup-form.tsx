import {
  ACCOUNTS_UI,
  COUNTRY_CODES,
  LIMITS_MESSAGES,
  MESSAGES,
  passwordHint,
  SEARCH_MESSAGES,
  type SignupRequest,
  signupSchema,
} from '@forewarn/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSignup } from '../api/signup';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm, SubmitButton } from './account-form';
import { EmailField, FieldError, inputClass, linkClass, PasswordField, TextField } from './fields';
import { ProfileImagePicker } from './image-picker';

const FIELDS = ['email', 'password', 'username', 'country'] as const;

/** Spec §2, Signup: optional profile image, email, password, username, country. */
export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [image, setImage] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const signup = useSignup();
  const { register, errors, formError, onSubmit } = useAccountForm<SignupRequest>({
    schema: signupSchema,
    fields: FIELDS,
  });

  return (
    <AccountForm
      formError={formError}
      onSubmit={onSubmit(async (values) => {
        const form = new FormData();
        for (const name of FIELDS) form.append(name, values[name]);
        if (image) form.append('profileImage', image);
        try {
          await signup.mutateAsync(form);
        } catch (error) {
          // Past its network's cap, a sign-up needs a short proof of work (docs/decisions/0027).
          if (!(error instanceof ApiError && error.code === 'challenge_required')) throw error;
          form.append('altcha', await solveChallenge(setChecking));
          await signup.mutateAsync(form);
        }
        onSignedUp(values.email);
      })}
    >
      {checking && (
        <p role="status" className="rounded border border-sky-300 bg-sky-50 p-3">
          {LIMITS_MESSAGES.signupChallengeSolving}
        </p>
      )}
      <ProfileImagePicker
        label={ACCOUNTS_UI.profileImageOptional}
        file={image}
        onChange={setImage}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={ACCOUNTS_UI.password}
        autoComplete="new-password"
        hint={passwordHint()}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={ACCOUNTS_UI.username}
        autoComplete="username"
        hint={ACCOUNTS_UI.usernameHint}
        error={errors.username?.message}
        {...register('username')}
      />
      <CountrySelect error={errors.country?.message} {...register('country')} />
      <SubmitButton
        pending={signup.isPending || checking}
        label={ACCOUNTS_UI.createAccount}
        pendingLabel={ACCOUNTS_UI.creatingAccount}
      />
      <p>
        {ACCOUNTS_UI.haveAccount}{' '}
        <Link to={paths.login.href()} className={linkClass}>
          {ACCOUNTS_UI.logIn}
        </Link>
      </p>
    </AccountForm>
  );
}

/** Loads the solver only now, solves, and says so on the page meanwhile. */
async function solveChallenge(setChecking: (on: boolean) => void): Promise<string> {
  setChecking(true);
  try {
    const { solveSignupChallenge } = await import('../proof-of-work/solve-challenge');
    return await solveSignupChallenge();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, {
      code: 'challenge_failed',
      message: LIMITS_MESSAGES.signupChallengeFailed,
    });
  } finally {
    setChecking(false);
  }
}

function CountrySelect({
  error,
  ...select
}: React.SelectHTMLAttributes<HTMLSelectElement> & {
  error?: string | undefined;
  ref?: React.Ref<HTMLSelectElement>;
}) {
  return (
    <div>
      <label htmlFor="signup-country" className="mb-1 block font-medium">
        {ACCOUNTS_UI.country}
      </label>
      <select
        id="signup-country"
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'signup-country-error' : undefined}
        className={inputClass}
        {...select}
      >
        <option value="" disabled>
          {MESSAGES.countryRequired}
        </option>
        {COUNTRY_CODES.map((code) => (
          // The name alone: a flag inside an option is read out letter by letter, and the
          // option's label is what people (and tests) choose by.
          <option key={code} value={code}>
            {SEARCH_MESSAGES.countryName(code)}
          </option>
        ))}
      </select>
      <FieldError id="signup-country-error" error={error} />
    </div>
  );
}
