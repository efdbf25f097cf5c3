import type { PasswordChangeInput, UndoEmailChangeRequest } from '@forewarn/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useStoreAccount } from '../hooks/use-store-account';

// A stolen session is not a stolen account (docs/decisions/0033): the password changed with
// the current one, and a change of email undone from the old address.

export const changePassword = (body: PasswordChangeInput) =>
  api.put<{ user: SessionUser }>('/api/account/password', body);

export function useChangePassword() {
  const store = useStoreAccount();
  return useMutation({ mutationFn: changePassword, onSuccess: ({ user }) => store(user) });
}

export const undoEmailChange = (body: UndoEmailChangeRequest) =>
  api.post<{ user: SessionUser }>('/api/auth/undo-email-change', body);

export function useUndoEmailChange() {
  const store = useStoreAccount();
  return useMutation({ mutationFn: undoEmailChange, onSuccess: ({ user }) => store(user) });
}
