import { ACCOUNTS_UI, MESSAGES, passwordResetCompleteSchema } from '@forewarn/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm, SubmitButton } from './account-form';
import { PasswordField } from './fields';

const schema = passwordResetCompleteSchema.pick({ password: true });

/**
 * The form an emailed link opens to set a new password (a reset, or taking an account back
 * after a change of address): one field, and the link as the likely cause of a failure.
 */
export function NewPasswordForm({
  save,
  pending,
  intro,
  hint,
  label,
  errorExtra,
  backClass,
}: {
  save: (password: string) => Promise<void>;
  pending: boolean;
  intro?: ReactNode;
  hint: string;
  label: string;
  errorExtra?: ReactNode;
  backClass: string;
}) {
  const { register, errors, formError, onSubmit } = useAccountForm<{ password: string }>({
    schema,
    fields: ['password'],
    otherError: (error) => (error instanceof Error ? error.message : MESSAGES.emailLinkInvalid),
    focusField: false,
  });
  return (
    <AccountForm
      formError={formError}
      intro={intro}
      errorExtra={errorExtra}
      onSubmit={onSubmit(({ password }) => save(password))}
    >
      <PasswordField
        label={ACCOUNTS_UI.newPassword}
        autoComplete="new-password"
        hint={hint}
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={pending} label={label} pendingLabel={ACCOUNTS_UI.savingNew} />
      <Link to={paths.login.href()} className={backClass}>
        {ACCOUNTS_UI.backToLogIn}
      </Link>
    </AccountForm>
  );
}
