import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DisputeAnswer = { message: string; created: boolean };

export const disputeCase = ({ caseId, reason }: { caseId: string; reason: string }) =>
  api.post<DisputeAnswer>(`/api/cases/${encodeURIComponent(caseId)}/disputes`, { reason });

/** A second dispute by the same user updates their open one on the server. */
export function useDisputeCase(caseId: string) {
  return useMutation({ mutationFn: (reason: string) => disputeCase({ caseId, reason }) });
}
