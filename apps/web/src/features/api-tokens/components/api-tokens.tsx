import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenCreated,
  ApiTokenCreateSchema,
  type ApiTokenScope,
  THREADS_UI,
} from '@forewarn/domain';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/dates';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

// My Account's API tokens (issue 41; docs/decisions/0063): a member with a verified email
// makes tokens for their booking software or order form, sees when each was last used, and
// revokes them. Placed by the page; it needs only whether the email is verified.

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-medium shadow-sm disabled:cursor-not-allowed disabled:opacity-60';
const primary = `${button} bg-brand text-white hover:bg-brand-dark`;
const secondary = `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

export function ApiTokens({ emailVerified }: { emailVerified: boolean }) {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  return (
    // Inside My Account's "Advanced: for developers" section, which draws the card (issue 45).
    <section id="api-tokens" aria-labelledby="api-tokens-heading" className="flex flex-col gap-4">
      <h3 id="api-tokens-heading" className="font-semibold text-slate-900">
        {THREADS_UI.apiTokens}
      </h3>
      <p className="text-sm text-slate-600">
        Let your booking software, tenancy system or order form check numbers with Forewarn. A
        token's searches count against your own search limits, and it can never lodge cases, respond
        or send messages. The API is described at{' '}
        <a className="font-medium text-blue-700 underline" href="/api/docs">
          /api/docs
        </a>
        .
      </p>
      {tokens.data && (
        <p className="text-sm text-slate-700">
          Your searches today: {tokens.data.searchesToday.count} of{' '}
          {tokens.data.searchesToday.limit}, on the site and with your tokens together.
        </p>
      )}
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      {tokens.isPending ? (
        <Spinner label={THREADS_UI.loadingTokens} />
      ) : tokens.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {tokens.error.message}
        </p>
      ) : (
        <TokenList tokens={tokens.data.tokens} />
      )}
      {!emailVerified ? (
        <p className="text-sm text-slate-700">{API_TOKEN_MESSAGES.verifiedEmailNeeded}</p>
      ) : tokens.data && tokens.data.tokens.length >= API_TOKEN_LIMITS.perAccount ? (
        <p className="text-sm text-slate-700">{API_TOKEN_MESSAGES.tooMany}</p>
      ) : (
        <CreateTokenForm onCreated={setCreated} />
      )}
    </section>
  );
}

/** The secret, shown this once: the server keeps only its hash. */
function NewSecret({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-green-300 bg-green-50 p-3">
      <p role="status" className="font-medium text-green-900">
        {created.message} {API_TOKEN_MESSAGES.createdMailNote}
      </p>
      <label htmlFor={id} className="text-sm text-slate-700">
        Your new token “{created.token.name}”
      </label>
      <input
        id={id}
        readOnly
        value={created.secret}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded border border-slate-300 bg-white px-2 py-2 font-mono text-sm break-all"
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondary}
          onClick={() => {
            void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy token'}
        </button>
        <button type="button" className={secondary} onClick={onDone}>
          {THREADS_UI.done}
        </button>
      </div>
    </div>
  );
}

function expiryText(expiresAt: string | null): string {
  if (!expiresAt) return API_TOKEN_MESSAGES.noExpiry;
  const when = formatDateTime(expiresAt);
  return new Date(expiresAt).getTime() <= Date.now()
    ? API_TOKEN_MESSAGES.expiredOn(when)
    : API_TOKEN_MESSAGES.expiresOn(when);
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  const [asked, setAsked] = useState<ApiToken | null>(null);
  if (tokens.length === 0) {
    return <p className="text-sm text-slate-600">{THREADS_UI.noTokens}</p>;
  }
  return (
    <>
      <ul aria-label={THREADS_UI.yourTokens} className="flex flex-col divide-y divide-slate-200">
        {tokens.map((token) => (
          <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{token.name}</p>
              <p className="text-sm text-slate-600">
                Scopes: {token.scopes.join(', ')}
                {token.endsWithPassword
                  ? ' · ends when your password changes'
                  : ' · may be kept through a password change'}
              </p>
              <p className="text-sm text-slate-600">
                Created {formatDateTime(token.createdAt)} · Last used{' '}
                {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'never'} ·{' '}
                {expiryText(token.expiresAt)}
              </p>
            </div>
            <button
              type="button"
              className={secondary}
              aria-label={`Revoke ${token.name}`}
              onClick={() => setAsked(token)}
            >
              {THREADS_UI.revoke}
            </button>
          </li>
        ))}
      </ul>
      {revoke.isError && (
        <p role="alert" className="text-sm text-red-800">
          {revoke.error.message}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={THREADS_UI.revokeToken}
        message={`Anything using “${asked?.name ?? ''}” will be refused from its next request.`}
        confirmLabel={THREADS_UI.revoke}
        busy={revoke.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          revoke.mutate(asked.id, { onSettled: () => setAsked(null) });
        }}
      />
    </>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
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
          {create.isPending ? 'Creating…' : 'Create token'}
        </button>
      </div>
    </form>
  );
}
