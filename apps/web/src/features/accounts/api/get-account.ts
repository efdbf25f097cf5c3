import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Account } from '../types';

export const ACCOUNT_QUERY_KEY = ['account'] as const;

export const getAccount = (signal?: AbortSignal) => api.get<Account>('/api/account', { signal });

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: ({ signal }) => getAccount(signal),
    staleTime: 0,
  });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
