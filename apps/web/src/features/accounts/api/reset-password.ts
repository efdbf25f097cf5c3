import type { PasswordResetComplete } from '@forewarn/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useStoreAccount } from '../hooks/use-store-account';

export const resetPassword = (body: PasswordResetComplete) =>
  api.post<{ user: SessionUser }>('/api/auth/reset-password', body);

export function useResetPassword() {
  const store = useStoreAccount();
  return useMutation({ mutationFn: resetPassword, onSuccess: ({ user }) => store(user) });
}
