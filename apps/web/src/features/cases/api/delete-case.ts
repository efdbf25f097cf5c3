import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export const deleteCase = (id: string) => api.delete<void>(`/api/cases/${encodeURIComponent(id)}`);

/** Whether a cached query belongs to one case (its page, its responses). */
const isAbout = (id: string) => (query: { queryKey: readonly unknown[] }) =>
  query.queryKey.includes(id);

/** Drops a deleted case's queries from the cache once no screen shows them. */
export function forgetCase(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: caseKeys.all, predicate: isAbout(id), type: 'inactive' });
}

/**
 * Removes the case and refreshes every list (spec §4: the recent cases cache is cleared after
 * a delete). The case's own page and responses may still be on screen: their queries are left
 * alone (refetching them would only answer 404) and dropped once nothing shows them.
 */
export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    onSuccess: (_data, id) => {
      forgetCase(queryClient, id);
      return queryClient.invalidateQueries({
        queryKey: caseKeys.all,
        predicate: (query) => !isAbout(id)(query),
      });
    },
  });
}
