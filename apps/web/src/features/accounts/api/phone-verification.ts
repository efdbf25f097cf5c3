import type { PhoneSendVerificationRequest, PhoneVerifyOtpRequest } from '@forewarn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreAccount } from '../hooks/use-store-account';
import type { Account } from '../types';
import { ACCOUNT_QUERY_KEY } from './get-account';

export const sendPhoneCode = (body: PhoneSendVerificationRequest) =>
  api.post<{ success: true; expiresAt: string }>('/api/phone/send-verification', body);

export const verifyPhoneCode = (body: PhoneVerifyOtpRequest) =>
  api.post<{ success: true; account: Account }>('/api/phone/verify-otp', body);

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

/** A wrong code changes the attempts left (and may block): the account is reloaded then too. */
export function useVerifyPhoneCode() {
  const store = useStoreAccount();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: ({ account }) => store(account),
    onError: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
