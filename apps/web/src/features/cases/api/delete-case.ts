import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropFromMyCases } from './get-my-cases';
import { caseKeys } from './keys';

export const deleteCase = (id: string) => api.delete<void>(`/api/cases/${encodeURIComponent(id)}`);

/** Whether a cached query belongs to one case (its page, its responses). */
const isAbout = (id: string) => (query: { queryKey: readonly unknown[] }) =>
  query.queryKey.includes(id);

/** Drops a deleted case's queries from the cache once no screen shows them. */
export function forgetCase(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: caseKeys.all, predicate: isAbout(id), type: 'inactive' });
}

const isMine = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] === 'mine';

/**
 * Removes the case and refreshes every list (spec §4: the recent cases cache is cleared after
 * a delete). The case's own page and responses may still be on screen: their queries are left
 * alone (refetching them would only answer 404) and dropped once nothing shows them. My
 * Lodgements loses the card at once and is only marked stale: refetching it now would fetch
 * again every page the member had opened with "Show more".
 */
export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    onSuccess: (_data, id) => {
      forgetCase(queryClient, id);
      dropFromMyCases(queryClient, id);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: caseKeys.all,
          predicate: (query) => !isAbout(id)(query) && !isMine(query),
        }),
        queryClient.invalidateQueries({ queryKey: caseKeys.mineAll(), refetchType: 'none' }),
      ]);
    },
  });
}
