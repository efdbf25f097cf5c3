import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export const deleteCase = (id: string) => api.delete<void>(`/api/cases/${encodeURIComponent(id)}`);

/** Removes the case; its page's cache is dropped and every list refreshed (spec §4). */
export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCase,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: caseKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
