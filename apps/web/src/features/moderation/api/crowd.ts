import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Sign-ups across the site against their normal rate, and the first-day cases held (issue 37). */
export type CrowdView = {
  elevated: boolean;
  normalPer10Minutes: number;
  normalFrom: 'setting' | 'last_7_days' | 'floor';
  accounts: { current: number; previous: number };
  youngCases: { current: number; previous: number };
  held: { id: string; title: string; country: string; heldAt: string }[];
};

export function useCrowd() {
  return useQuery({
    queryKey: [...queryKeys.moderation(), 'crowd'] as const,
    queryFn: ({ signal }) => api.get<CrowdView>('/api/moderation/crowd', { signal }),
  });
}

/** Releases a held case: it is public from now. */
export function useReleaseCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (caseId: string) =>
      api.post<{ message: string }>(
        `/api/moderation/cases/${encodeURIComponent(caseId)}/release`,
        {},
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.moderation() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cases() }),
      ]);
    },
  });
}
