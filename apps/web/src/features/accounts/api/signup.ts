import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Multipart, so the optional profile image goes with the account in one request. */
export const signup = (form: FormData) =>
  api.post<{ status: 'verification_sent' }>('/api/auth/signup', form);

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
