import { ACCOUNT_TRUST_MESSAGES, ACCOUNTS_UI, MESSAGES, THREADS_UI } from '@forewarn/domain';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from '../api/account-data';
import { Alert, PasswordField, secondaryButton } from './fields';

const dangerButton =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Your data, your account (docs/decisions/0015): download everything as one file, or delete
 * the account, with the password asked again and a choice about the cases.
 */
export function YourData({
  suspension,
}: {
  /** A suspension in force: the account cannot be deleted until it ends (decision 0033). */
  suspension?: { until: string | null } | null;
}) {
  const [deleting, setDeleting] = useState(false);
  const refusal = suspension ? deleteRefusal(suspension.until) : null;
  return (
    // The heading and the card are My Account's section (issue 45).
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-slate-700">{ACCOUNTS_UI.dataLead}</p>
        <div>
          <a href={ACCOUNT_EXPORT_URL} download className={secondaryButton}>
            {ACCOUNTS_UI.downloadData}
          </a>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        {deleting && !refusal ? (
          <DeleteAccountForm onCancel={() => setDeleting(false)} />
        ) : (
          <div className="flex flex-col gap-2">
            <div>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setDeleting(true)}
                disabled={refusal !== null}
                aria-describedby={refusal ? 'delete-refused' : undefined}
              >
                {ACCOUNTS_UI.deleteMyAccount}
              </button>
            </div>
            {refusal && (
              <p id="delete-refused" className="text-sm text-slate-700">
                {refusal}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** The server's refusal, with the end shown in the reader's own time zone. */
function deleteRefusal(until: string | null): string {
  if (!until) return ACCOUNT_TRUST_MESSAGES.deleteWhileSuspendedForGood;
  const end = formatDateTime(until);
  return ACCOUNT_TRUST_MESSAGES.deleteWhileSuspendedUntil(end);
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [cases, setCases] = useState<'delete' | 'keep' | null>(null);
  const [error, setError] = useState<{ field?: 'password' | 'cases'; text: string } | null>(null);
  const casesId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!password) {
      setError({ field: 'password', text: MESSAGES.passwordRequired });
      return;
    }
    if (!cases) {
      setError({ field: 'cases', text: ACCOUNTS_UI.chooseCaseOutcome });
      return;
    }
    try {
      await remove.mutateAsync({ password, cases });
    } catch (failure) {
      const text = failure instanceof Error ? failure.message : String(failure);
      const onPassword = failure instanceof ApiError && 'password' in failure.fields;
      setError(onPassword ? { field: 'password', text } : { text });
      return;
    }
    // The server ended the session. A fresh load of / forgets everything this tab held for
    // the account (cached cases include unmasked details) and shows the site signed out.
    window.location.assign('/');
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={ACCOUNTS_UI.deleteMyAccount}
      className="flex flex-col gap-4 rounded-md border border-red-300 bg-red-50 p-4"
    >
      <h3 className="font-semibold text-red-900">{ACCOUNTS_UI.deleteMyAccount}</h3>
      <p className="text-slate-800">{ACCOUNTS_UI.deleteLead}</p>
      <fieldset aria-describedby={error?.field === 'cases' ? `${casesId}-error` : undefined}>
        <legend className="mb-1 font-medium">{ACCOUNTS_UI.yourCases}</legend>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="cases"
            value="delete"
            checked={cases === 'delete'}
            onChange={() => setCases('delete')}
            className="mt-1"
          />
          <span>{ACCOUNTS_UI.deleteCasesToo}</span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name="cases"
            value="keep"
            checked={cases === 'keep'}
            onChange={() => setCases('keep')}
            className="mt-1"
          />
          <span>{ACCOUNTS_UI.keepCasesAnonymous}</span>
        </label>
        {error?.field === 'cases' && (
          <p id={`${casesId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error.text}
          </p>
        )}
      </fieldset>
      <PasswordField
        label={ACCOUNTS_UI.password}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error?.field === 'password' ? error.text : undefined}
        hint={ACCOUNTS_UI.confirmPasswordHint}
      />
      {error && !error.field && <Alert>{error.text}</Alert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={dangerButton} disabled={remove.isPending}>
          {remove.isPending ? THREADS_UI.deleting : ACCOUNTS_UI.deleteAccountPermanently}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={onCancel}
          disabled={remove.isPending}
        >
          {ACCOUNTS_UI.cancel}
        </button>
      </div>
    </form>
  );
}
