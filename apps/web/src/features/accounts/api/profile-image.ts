import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreAccount } from '../hooks/use-store-account';
import type { Account } from '../types';

export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append('profileImage', file);
  return api.post<Account>('/api/account/profile-image', form);
}

export const removeProfileImage = () => api.delete<Account>('/api/account/profile-image');

export function useUploadProfileImage() {
  const store = useStoreAccount();
  return useMutation({ mutationFn: uploadProfileImage, onSuccess: store });
}

export function useRemoveProfileImage() {
  const store = useStoreAccount();
  return useMutation({ mutationFn: removeProfileImage, onSuccess: store });
}
