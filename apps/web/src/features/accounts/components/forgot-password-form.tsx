import {
  ACCOUNTS_UI,
  type PasswordResetRequest,
  passwordResetRequestSchema,
  RICH_ACCOUNTS,
} from '@forewarn/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { rich } from '../../../lib/rich';
import { useForgotPassword } from '../api/forgot-password';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm, SubmitButton } from './account-form';
import { Alert, EmailField, standaloneLinkClass } from './fields';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, errors, formError, onSubmit } = useAccountForm<PasswordResetRequest>({
    schema: passwordResetRequestSchema,
    fields: ['email'],
  });

  if (sentTo) {
    return (
      <div className="mt-6 max-w-md">
        <Alert kind="success">
          {rich(
            RICH_ACCOUNTS.resetLinkSent(sentTo, {
              strong: (chunks) => <strong className="break-all">{chunks}</strong>,
            }),
          )}
        </Alert>
        <p className="mt-4">
          <Link to={paths.login.href()} className={standaloneLinkClass}>
            {ACCOUNTS_UI.backToLogIn}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <AccountForm
      formError={formError}
      intro={<p className="text-slate-700">{ACCOUNTS_UI.forgotLead}</p>}
      onSubmit={onSubmit(async (values) => {
        await forgot.mutateAsync(values);
        setSentTo(values.email);
      })}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <SubmitButton
        pending={forgot.isPending}
        label={ACCOUNTS_UI.sendResetLink}
        pendingLabel={ACCOUNTS_UI.sending}
      />
      <Link to={paths.login.href()} className={standaloneLinkClass}>
        {ACCOUNTS_UI.backToLogIn}
      </Link>
    </AccountForm>
  );
}
