import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenCreated,
  ApiTokenCreateSchema,
  type ApiTokenScope,
  THREADS_UI,
} from '@forewarn/domain';
import { type FormEvent, useId, useState } from 'react';
import { useCreateApiToken } from '../api/api-tokens';
import { primary } from './styles';

// Making an API token: its name, scopes, whether it survives a password change, its expiry,
// and the member's current password; the domain's schema checks it before the round trip.

export function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const create = useCreateApiToken();
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['search']);
  const [endsWithPassword, setEndsWithPassword] = useState(true);
  const [expiresInDays, setExpiresInDays] = useState<number | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules, from the domain package, for the message before the round trip.
    const parsed = ApiTokenCreateSchema.safeParse({
      name,
      scopes,
      endsWithPassword,
      expiresInDays,
      currentPassword,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? API_TOKEN_MESSAGES.nameRequired);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        setCurrentPassword('');
        onCreated(created);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={THREADS_UI.createToken}
      className="flex max-w-md flex-col gap-3"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="font-medium">
          {THREADS_UI.tokenName}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={API_TOKEN_LIMITS.nameMax}
          onChange={(event) => setName(event.target.value)}
          placeholder={THREADS_UI.tokenPlaceholder}
          className="rounded border border-slate-300 px-3 py-2"
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{THREADS_UI.scopes}</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <div key={scope} className="text-sm">
            <label className="flex min-h-11 items-center gap-2 font-medium">
              <input
                type="checkbox"
                aria-describedby={`${id}-${scope}-detail`}
                className="h-5 w-5 shrink-0"
                checked={scopes.includes(scope)}
                onChange={(event) =>
                  setScopes((current) =>
                    event.target.checked
                      ? [...current, scope]
                      : current.filter((other) => other !== scope),
                  )
                }
              />
              {API_TOKEN_SCOPE_LABELS[scope].name}
            </label>
            <p id={`${id}-${scope}-detail`} className="-mt-2 pl-7 text-slate-600">
              {API_TOKEN_SCOPE_LABELS[scope].detail}
            </p>
          </div>
        ))}
      </fieldset>
      <label className="flex min-h-11 items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0"
          checked={!endsWithPassword}
          onChange={(event) => setEndsWithPassword(!event.target.checked)}
        />
        {API_TOKEN_MESSAGES.survivesLabel}
      </label>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-expiry`} className="font-medium">
          {API_TOKEN_MESSAGES.expiryLabel}
        </label>
        <select
          id={`${id}-expiry`}
          value={expiresInDays ?? ''}
          onChange={(event) =>
            setExpiresInDays(event.target.value === '' ? null : Number(event.target.value))
          }
          className="min-h-11 rounded border border-slate-300 px-3 py-2"
        >
          {API_TOKEN_EXPIRY_CHOICES.map((choice) => (
            <option key={choice.label} value={choice.days ?? ''}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-password`} className="font-medium">
          {API_TOKEN_MESSAGES.currentPasswordLabel}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          aria-describedby={`${id}-password-hint`}
          onChange={(event) => setCurrentPassword(event.target.value)}
          className="rounded border border-slate-300 px-3 py-2"
        />
        <p id={`${id}-password-hint`} className="text-sm text-slate-600">
          {API_TOKEN_MESSAGES.currentPasswordHint}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className={primary} disabled={create.isPending}>
          {create.isPending ? THREADS_UI.creatingToken : THREADS_UI.createTokenButton}
        </button>
      </div>
    </form>
  );
}
