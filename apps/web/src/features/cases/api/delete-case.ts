import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export const deleteCase = (id: string) => api.delete<void>(`/api/cases/${encodeURIComponent(id)}`);

/** Drops a deleted case's page from the cache once no screen shows it. */
export function forgetCase(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: caseKeys.detail(id), type: 'inactive' });
}

/**
 * Removes the case and refreshes every list (spec §4: the recent cases cache is cleared after
 * a delete). The case's own page may still be on screen: its query is left alone (refetching it
 * would only answer 404) and dropped once nothing shows it (`forgetCase`).
 */
export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    onSuccess: (_data, id) => {
      forgetCase(queryClient, id);
      const detail = caseKeys.detail(id);
      return queryClient.invalidateQueries({
        queryKey: caseKeys.all,
        predicate: (query) => query.queryKey.join('/') !== detail.join('/'),
      });
    },
  });
}
