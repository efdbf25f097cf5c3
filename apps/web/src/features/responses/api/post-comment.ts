import type { CaseComment } from '@forewarn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { commentsQueryKey, commentsUrl } from './get-comments';

export type PostCommentInput = {
  caseId: string;
  text: string;
  image: File | null;
  onProgress?: (fraction: number) => void;
};

/** Multipart (text + optional image), with upload progress. */
export function postComment({ caseId, text, image, onProgress }: PostCommentInput) {
  const form = new FormData();
  form.set('text', text);
  if (image) form.set('image', image);
  return uploadWithProgress<CaseComment>('POST', commentsUrl(caseId), form, (fraction) =>
    onProgress?.(fraction),
  );
}

export function usePostComment(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<PostCommentInput, 'caseId'>) => postComment({ caseId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(caseId) }),
  });
}
