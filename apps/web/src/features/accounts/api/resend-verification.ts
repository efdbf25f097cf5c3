import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendVerification = () => api.post<{ sent: true }>('/api/auth/resend-verification');

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
