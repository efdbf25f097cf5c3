import { useMutation } from '@tanstack/react-query';
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
