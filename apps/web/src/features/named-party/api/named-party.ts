import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// 'Is this about you?' (issue 14 §3): a code to the case's stored email or phone, then the code.

const base = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/named-party`;

export type Channel = 'email' | 'phone';

export const askNamedPartyCode = (input: { caseId: string; channel: Channel; value: string }) =>
  api.post<{ message: string }>(`${base(input.caseId)}/code`, {
    channel: input.channel,
    value: input.value,
  });

export const verifyNamedPartyCode = (input: { caseId: string; code: string }) =>
  api.post<{ message: string }>(`${base(input.caseId)}/verify`, { code: input.code });

export function useAskNamedPartyCode() {
  return useMutation({ mutationFn: askNamedPartyCode });
}

export function useVerifyNamedPartyCode() {
  return useMutation({ mutationFn: verifyNamedPartyCode });
}

export type NamedPartyStatus = 'verified' | 'account' | 'none';

const statusKey = (caseId: string) => ['named-party', caseId] as const;

/** Whether the signed-in member is, or may at once become, the person the case names. */
export function useNamedPartyStatus(caseId: string) {
  return useQuery({
    queryKey: statusKey(caseId),
    queryFn: ({ signal }) => api.get<{ status: NamedPartyStatus }>(base(caseId), { signal }),
  });
}

/** 'Reply as the person named' by the member's own verified phone or email: no code. */
export function useClaimNamedParty(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(`${base(caseId)}/claim`),
    onSuccess: () => queryClient.setQueryData(statusKey(caseId), { status: 'verified' }),
  });
}
