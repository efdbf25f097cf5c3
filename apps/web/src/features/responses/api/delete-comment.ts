import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentsQueryKey, commentsUrl } from './get-comments';

export const deleteComment = ({ caseId, commentId }: { caseId: string; commentId: string }) =>
  api.delete<void>(`${commentsUrl(caseId)}/${encodeURIComponent(commentId)}`);

export function useDeleteComment(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment({ caseId, commentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(caseId) }),
  });
}
