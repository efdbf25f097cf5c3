import type { FeedbackRequest } from '@forewarn/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const submitFeedback = (input: FeedbackRequest) =>
  api.post<{ message: string }>('/api/feedback', input);

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
