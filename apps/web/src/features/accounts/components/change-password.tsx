import {
  ACCOUNT_TRUST_MESSAGES,
  ACCOUNTS_UI,
  API_TOKEN_MESSAGES,
  type ApiTokenList,
  LIST_STATE_MESSAGES,
  type PasswordChangeInput,
  type PasswordChangeRequest,
  passwordChangeSchema,
  passwordHintSignsOut,
  THREADS_UI,
} from '@forewarn/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view';
import { useChangePassword } from '../api/account-security';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountForm, SubmitButton } from './account-form';
import { Alert, PasswordField, secondaryButton } from './fields';

type Tokens = UseQueryResult<ApiTokenList, Error>;

/**
 * My Account's Change password (docs/decisions/0033): the current password first, then the
 * new one; every other session ends, and every API token but those ticked here (issue 46).
 * The form waits for the member's token list: sent before it is known, the change would keep
 * none of the tokens made to survive it.
 */
export function ChangePassword({ tokens }: { tokens: Tokens }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    // The heading and the card are My Account's section (issue 45).
    <div className="flex flex-col gap-4">
      {done && <Alert kind="success">{ACCOUNT_TRUST_MESSAGES.passwordChanged}</Alert>}
      {open ? (
        <ChangePasswordForm
          tokens={tokens}
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
  tokens,
  onCancel,
  onDone,
}: {
  tokens: Tokens;
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
      <QueryView
        query={tokens}
        loading={THREADS_UI.loadingTokens}
        unavailable={LIST_STATE_MESSAGES.apiTokensUnavailable}
        isEmpty={(data) => keepableOf(data).length === 0}
        empty={null}
      >
        {(data) => (
          <fieldset className="flex flex-col gap-1">
            <legend className="font-medium">{API_TOKEN_MESSAGES.keepLegend}</legend>
            <p className="text-sm text-slate-600">{API_TOKEN_MESSAGES.keepHint}</p>
            {keepableOf(data).map((token) => (
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
      </QueryView>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={change.isPending}
          disabled={!tokens.isSuccess}
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

/** The tokens made to survive a password change: the form asks which of them to keep. */
const keepableOf = (list: ApiTokenList) => list.tokens.filter((token) => !token.endsWithPassword);
