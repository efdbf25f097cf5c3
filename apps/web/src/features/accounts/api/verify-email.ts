import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useStoreAccount } from '../hooks/use-store-account';

/** Opens the link from the verification email; the server signs the account in. */
export const verifyEmail = (token: string) =>
  api.post<{ user: SessionUser }>('/api/auth/verify-email', { token });

export function useVerifyEmail() {
  const store = useStoreAccount();
  return useMutation({ mutationFn: verifyEmail, onSuccess: ({ user }) => store(user) });
}
