import type { ModeratedUser } from '@forewarn/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const findUsers = (q: string, signal?: AbortSignal) =>
  api.get<{ users: ModeratedUser[] }>(`/api/moderation/users?q=${encodeURIComponent(q)}`, {
    signal,
  });

/** Users whose email or username is exactly `q`; nothing is asked until `q` is set. */
export function useFindUsers(q: string) {
  return useQuery({
    queryKey: [...queryKeys.moderation(), 'users', q] as const,
    queryFn: ({ signal }) => findUsers(q, signal),
    enabled: q.trim() !== '',
  });
}
