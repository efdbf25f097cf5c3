import type { QueueItemRef, QueueKind, Trade } from '@forewarn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Every moderator action: a POST with a reason. After one, everything moderation shows and
// every case list is read again (a hidden case leaves the lists; a badge shows on cards).

type Done = { message: string };
const enc = encodeURIComponent;

export type ModerationAction =
  | { type: 'dismiss'; kind: QueueKind; id: string; reason: string }
  | { type: 'hide'; caseId: string; reason: string; item?: QueueItemRef }
  | { type: 'restore'; caseId: string; reason: string }
  | { type: 'deleteResponse'; commentId: string; reason: string; item?: QueueItemRef }
  | { type: 'suspend'; userId: string; reason: string; days: number | null; item?: QueueItemRef }
  | { type: 'lift'; userId: string; reason: string }
  | { type: 'badge'; userId: string; reason: string; trade: Trade; granted: boolean }
  | { type: 'approve'; applicationId: string; reason: string }
  | { type: 'role'; userId: string; reason: string; role: 'user' | 'moderator' };

export function runAction(action: ModerationAction): Promise<Done> {
  switch (action.type) {
    case 'dismiss':
      return api.post(`/api/moderation/items/${action.kind}/${enc(action.id)}/dismiss`, {
        reason: action.reason,
      });
    case 'hide':
      return api.post(`/api/moderation/cases/${enc(action.caseId)}/hide`, {
        reason: action.reason,
        item: action.item,
      });
    case 'restore':
      return api.post(`/api/moderation/cases/${enc(action.caseId)}/restore`, {
        reason: action.reason,
      });
    case 'deleteResponse':
      return api.post(`/api/moderation/responses/${enc(action.commentId)}/delete`, {
        reason: action.reason,
        item: action.item,
      });
    case 'suspend':
      return api.post(`/api/moderation/users/${enc(action.userId)}/suspend`, {
        reason: action.reason,
        days: action.days,
        item: action.item,
      });
    case 'lift':
      return api.post(`/api/moderation/users/${enc(action.userId)}/lift-suspension`, {
        reason: action.reason,
      });
    case 'badge':
      return api.post(`/api/moderation/users/${enc(action.userId)}/badges`, {
        reason: action.reason,
        trade: action.trade,
        granted: action.granted,
      });
    case 'approve':
      return api.post(`/api/moderation/trade-applications/${enc(action.applicationId)}/approve`, {
        reason: action.reason,
      });
    case 'role':
      return api.post(`/api/moderation/users/${enc(action.userId)}/role`, {
        reason: action.reason,
        role: action.role,
      });
  }
}

export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.moderation() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cases() }),
      ]);
    },
  });
}
