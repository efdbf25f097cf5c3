import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUnread = (signal?: AbortSignal) =>
  api.get<{ hasUnread: boolean }>('/api/threads/unread', { signal });

/**
 * Whether the signed-in user has an unread message (the red dot beside My Messages, spec §2).
 * Polled gently: every minute while the tab is visible, and when the window regains focus.
 * A failed check shows no dot (spec §8: unread-check failures are silent).
 */
export function useHasUnread(signedIn: boolean): boolean {
  const unread = useQuery({
    queryKey: queryKeys.unreadThreads(),
    queryFn: ({ signal }) => getUnread(signal),
    enabled: signedIn,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: false,
  });
  return signedIn && unread.data?.hasUnread === true;
}
