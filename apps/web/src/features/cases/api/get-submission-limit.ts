import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export type SubmissionLimit = {
  /** Why not, without a date: the limit that ends last, chosen by the server (issue 45). */
  message: string | null;
  reason: 'suspended' | 'first_day' | 'daily' | 'gap' | null;
  retryAfterSeconds: number | null;
  /** When the member may lodge again (ISO 8601). */
  until: string | null;
  /** The end of a new account's first day, while it lasts. */
  firstDayEndsAt: string | null;
};

export const getSubmissionLimit = (signal?: AbortSignal) =>
  api.get<SubmissionLimit>('/api/my/submission-limit', { signal });

/** Whether the user may lodge now; the rate-limit message when not (spec §5). */
export function useSubmissionLimit(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: caseKeys.submissionLimit(),
      queryFn: ({ signal }) => getSubmissionLimit(signal),
    }),
    enabled,
    staleTime: 0,
  });
}
