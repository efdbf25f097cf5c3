import type { LoginRequest } from '@forewarn/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useStoreAccount } from '../hooks/use-store-account';

export const login = (body: LoginRequest) =>
  api.post<{ user: SessionUser }>('/api/auth/login', body);

export function useLogin() {
  const store = useStoreAccount();
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => store(user) });
}
