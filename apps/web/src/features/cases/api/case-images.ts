import type { CaseDetail } from '@forewarn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { caseKeys } from './keys';

export type AddImagesInput = {
  mainImage?: File | null;
  extraImages?: File[];
  onProgress: (fraction: number) => void;
};

export function addCaseImages(id: string, input: AddImagesInput) {
  const form = new FormData();
  if (input.mainImage) form.append('mainImage', input.mainImage);
  for (const file of input.extraImages ?? []) form.append('extraImages', file);
  return uploadWithProgress<{ case: CaseDetail; warning: string | null }>(
    'POST',
    `/api/cases/${encodeURIComponent(id)}/images`,
    form,
    input.onProgress,
  );
}

export const deleteCaseImage = (id: string, imageId: string) =>
  api.delete<{ message: string }>(
    `/api/cases/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}`,
  );

export function useAddCaseImages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddImagesInput) => addCaseImages(id, input),
    onSuccess: ({ case: detail }) => {
      queryClient.setQueryData(caseKeys.detail(id), detail);
      return queryClient.invalidateQueries({
        queryKey: caseKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}

export function useDeleteCaseImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => deleteCaseImage(id, imageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
