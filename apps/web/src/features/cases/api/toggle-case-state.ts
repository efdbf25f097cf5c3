import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export type CaseStateAction = 'pause' | 'unpause' | 'resolve' | 'reopen';
export type CaseStateResult = { message: string; paused?: boolean; resolved?: boolean };

/** Pause/Unpause (spec §4) and Resolve/Reopen (DESIGN.md §1): creator only. */
export const changeCaseState = (id: string, action: CaseStateAction) =>
  api.post<CaseStateResult>(`/api/cases/${encodeURIComponent(id)}/${action}`);

/**
 * After a pause or a resolve every cached list may be wrong (paused and resolved cases leave
 * recent lists and search), so everything under ['cases'] is refreshed (spec §4: the recent
 * cases cache is cleared after a pause/unpause).
 */
export function useChangeCaseState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CaseStateAction }) =>
      changeCaseState(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
