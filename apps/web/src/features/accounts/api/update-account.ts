import type { ProfileEditRequest } from '@forewarn/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreAccount } from '../hooks/use-store-account';
import type { Account } from '../types';

export const updateAccount = (body: ProfileEditRequest) => api.patch<Account>('/api/account', body);

export function useUpdateAccount() {
  const store = useStoreAccount();
  return useMutation({ mutationFn: updateAccount, onSuccess: store });
}
