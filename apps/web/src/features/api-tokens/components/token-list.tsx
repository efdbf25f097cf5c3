import {
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPE_LABELS,
  type ApiToken,
  revokeNamed,
  revokeWarning,
  THREADS_UI,
  tokenScopes,
  tokenUse,
} from '@forewarn/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/dates';
import { useRevokeApiToken } from '../api/api-tokens';
import { secondary } from './styles';

// A member's API tokens, each with its scopes, its dates and a Revoke that asks first.

function expiryText(expiresAt: string | null): string {
  if (!expiresAt) return API_TOKEN_MESSAGES.noExpiry;
  const when = formatDateTime(expiresAt);
  return new Date(expiresAt).getTime() <= Date.now()
    ? API_TOKEN_MESSAGES.expiredOn(when)
    : API_TOKEN_MESSAGES.expiresOn(when);
}

export function TokenList({ tokens }: { tokens: ApiToken[] }) {
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
                {tokenScopes(
                  token.scopes.map((scope) => API_TOKEN_SCOPE_LABELS[scope].name).join(', '),
                  token.endsWithPassword,
                )}
              </p>
              <p className="text-sm text-slate-600">
                {tokenUse(
                  formatDateTime(token.createdAt),
                  token.lastUsedAt ? formatDateTime(token.lastUsedAt) : null,
                  expiryText(token.expiresAt),
                )}
              </p>
            </div>
            <button
              type="button"
              className={secondary}
              aria-label={revokeNamed(token.name)}
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
        message={revokeWarning(asked?.name ?? '')}
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
