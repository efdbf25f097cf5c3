import type { ApiTokenCreate, ApiTokenCreated, ApiTokenList } from '@forewarn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi, unwrap } from '../../../lib/api/typed-client';

// My Account's API tokens (issue 41): each call declared once, typed from the API document.

const tokensKey = () => ['api-tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: tokensKey(),
    queryFn: ({ signal }): Promise<ApiTokenList> =>
      unwrap(typedApi.GET('/api/account/api-tokens', { signal })),
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreate): Promise<ApiTokenCreated> =>
      unwrap(typedApi.POST('/api/account/api-tokens', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey() }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<{ message: string }> =>
      unwrap(typedApi.DELETE('/api/account/api-tokens/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey() }),
  });
}
