import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Message Author: the caller's thread with the case's creator, found or created. */
export const startThread = (caseId: string) =>
  api.post<{ threadId: string }>(`/api/cases/${encodeURIComponent(caseId)}/thread`);

export function useStartThread() {
  return useMutation({ mutationFn: startThread });
}
