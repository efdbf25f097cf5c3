import type { PasswordResetRequest } from '@forewarn/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: PasswordResetRequest) =>
  api.post<{ ok: true }>('/api/auth/forgot-password', body);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
