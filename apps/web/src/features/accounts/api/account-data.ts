import type { AccountDeleteRequest } from '@forewarn/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Download my data: the browser saves the server's attachment (the session cookie goes along). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** Delete my account: the password again, and what becomes of the cases. */
export const deleteAccount = (body: AccountDeleteRequest) =>
  api.delete<void>('/api/account', { body });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
