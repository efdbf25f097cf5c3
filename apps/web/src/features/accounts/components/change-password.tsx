import {
  ACCOUNT_TRUST_MESSAGES,
  ACCOUNTS_UI,
  API_TOKEN_MESSAGES,
  type PasswordChangeInput,
  type PasswordChangeRequest,
  passwordChangeSchema,
  passwordHintSignsOut,
} from '@forewarn/domain';
import { useState } from 'react';
import { useChangePassword } from '../api/account-security';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm, SubmitButton } from './account-form';
import { Alert, PasswordField, secondaryButton } from './fields';

/** An API token the member may keep through the change (made to survive one). */
export type KeepableToken = { id: string; name: string };

/**
 * My Account's Change password (docs/decisions/0033): the current password first, then the
 * new one; every other session ends, and every API token but those ticked here (issue 46).
 */
export function ChangePassword({ keepable = [] }: { keepable?: readonly KeepableToken[] }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    // The heading and the card are My Account's section (issue 45).
    <div className="flex flex-col gap-4">
      {done && <Alert kind="success">{ACCOUNT_TRUST_MESSAGES.passwordChanged}</Alert>}
      {open ? (
        <ChangePasswordForm
          keepable={keepable}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setDone(true);
          }}
        />
      ) : (
        <div>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
          >
            {ACCOUNTS_UI.changePassword}
          </button>
        </div>
      )}
    </div>
  );
}

function ChangePasswordForm({
  keepable,
  onCancel,
  onDone,
}: {
  keepable: readonly KeepableToken[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const change = useChangePassword();
  const { register, errors, formError, onSubmit } = useAccountForm<
    PasswordChangeInput,
    PasswordChangeRequest
  >({
    schema: passwordChangeSchema,
    fields: ['currentPassword', 'newPassword'],
    defaultValues: { keepApiTokens: [] },
    otherError: (error) => (error instanceof Error ? error.message : String(error)),
    focusField: false,
  });

  return (
    <AccountForm
      label={ACCOUNTS_UI.changePassword}
      className="flex max-w-md flex-col gap-4"
      formError={formError}
      onSubmit={onSubmit(async (values) => {
        await change.mutateAsync(values);
        onDone();
      })}
    >
      <PasswordField
        label={ACCOUNTS_UI.currentPassword}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={ACCOUNTS_UI.newPassword}
        autoComplete="new-password"
        hint={passwordHintSignsOut()}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      {keepable.length > 0 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">{API_TOKEN_MESSAGES.keepLegend}</legend>
          <p className="text-sm text-slate-600">{API_TOKEN_MESSAGES.keepHint}</p>
          {keepable.map((token) => (
            <label key={token.id} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5 shrink-0"
                value={token.id}
                {...register('keepApiTokens')}
              />
              {API_TOKEN_MESSAGES.keepLabel(token.name)}
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={change.isPending}
          label={ACCOUNTS_UI.changePassword}
          pendingLabel={ACCOUNTS_UI.saving}
        />
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {ACCOUNTS_UI.cancel}
        </button>
      </div>
    </AccountForm>
  );
}
