import type { CaseDetail, CaseEditRequest } from '@forewarn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export const updateCase = (id: string, changes: Partial<CaseEditRequest>) =>
  api.patch<CaseDetail>(`/api/cases/${encodeURIComponent(id)}`, changes);

export function useUpdateCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<CaseEditRequest>) => updateCase(id, changes),
    onSuccess: (detail) => {
      queryClient.setQueryData(caseKeys.detail(id), detail);
      return queryClient.invalidateQueries({
        queryKey: caseKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
