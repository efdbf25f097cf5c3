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
 */
export function useStoreAccount() {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: SessionUser | Account) => {
      await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
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
