import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_QUERY_KEY, type SessionResponse, type SessionUser } from '../../../lib/session';
import { ACCOUNT_QUERY_KEY } from '../api/get-account';
import type { Account } from '../types';

/**
 * After a call that answers with the user (log-in, verification, save), both the session
 * (nav bar) and My Account show the new state without another request. A session request
 * still in flight (started before the cookie existed) is cancelled first, or its stale
 * "signed out" answer would land on top.
 *
 * When the user changes (a log-in in a tab where someone else, or a visitor, was before),
 * everything cached for the previous one goes: a case its creator opened holds unmasked
 * details, and must not be shown from the cache to the next person at this browser.
 */
export function useStoreAccount() {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: SessionUser | Account) => {
      await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      const previous = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.user;
      if (previous?.id !== user.id) {
        await queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      }
      queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user });
      if ('phoneAttemptsRemaining' in user) {
        await queryClient.cancelQueries({ queryKey: ACCOUNT_QUERY_KEY });
        queryClient.setQueryData<Account>(ACCOUNT_QUERY_KEY, user);
      } else {
        await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
      }
    },
    [queryClient],
  );
}
