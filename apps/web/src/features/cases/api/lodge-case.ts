import type { CaseDetail, LodgementRequestInput } from '@forewarn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { caseKeys } from './keys';

export type LodgeCaseInput = {
  /** The case's fields, `country` (the selected one, spec §2 Lodgement) included. */
  fields: LodgementRequestInput;
  mainImage: File | null;
  extraImages: File[];
  onProgress: (fraction: number) => void;
};

/** One multipart request: the fields as JSON in `case`, then the image files. */
export function lodgeCase({ fields, mainImage, extraImages, onProgress }: LodgeCaseInput) {
  const form = new FormData();
  form.append('case', JSON.stringify(fields));
  if (mainImage) form.append('mainImage', mainImage);
  for (const file of extraImages) form.append('extraImages', file);
  return uploadWithProgress<{ case: CaseDetail }>('POST', '/api/cases', form, onProgress);
}

export function useLodgeCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lodgeCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
