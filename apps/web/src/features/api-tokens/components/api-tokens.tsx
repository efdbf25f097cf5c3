import {
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  type ApiTokenCreated,
  LIST_STATE_MESSAGES,
  RICH_ACCOUNTS,
  searchesToday,
  THREADS_UI,
} from '@forewarn/domain';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view';
import { rich } from '../../../lib/rich';
import { useApiTokens } from '../api/api-tokens';
import { CreateTokenForm } from './create-token-form';
import { NewSecret } from './new-secret';
import { TokenList } from './token-list';

// My Account's API tokens (issue 41; docs/decisions/0063): a member with a verified email
// makes tokens for their booking software or order form, sees when each was last used, and
// revokes them. Placed by the page; it needs only whether the email is verified.

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
        {rich(
          RICH_ACCOUNTS.apiTokensLead({
            link: (chunks) => (
              <a className="font-medium text-blue-700 underline" href="/api/docs">
                {chunks}
              </a>
            ),
          }),
        )}
      </p>
      {tokens.data && (
        <p className="text-sm text-slate-700">
          {searchesToday(tokens.data.searchesToday.count, tokens.data.searchesToday.limit)}
        </p>
      )}
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      {/* TokenList says when there are none; a failed load is never shown as none (issue 45). */}
      <QueryView
        query={tokens}
        loading={THREADS_UI.loadingTokens}
        unavailable={LIST_STATE_MESSAGES.apiTokensUnavailable}
        isEmpty={() => false}
        empty={null}
      >
        {(data) => <TokenList tokens={data.tokens} />}
      </QueryView>
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
