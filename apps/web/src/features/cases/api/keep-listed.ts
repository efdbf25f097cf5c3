import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The reminder's one-click link: keeps a case listed for another 3 years (issue 14 §4). */
export const keepListed = (input: { caseId: string; token: string }) =>
  api.post<{ message: string }>(`/api/cases/${encodeURIComponent(input.caseId)}/keep-listed`, {
    token: input.token,
  });

export function useKeepListed() {
  return useMutation({ mutationFn: keepListed });
}
