import { MINUTE_MS } from '@forewarn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { holdMemberStream, onMemberEvent } from '../../../lib/member-stream';
import { queryKeys } from '../../../lib/query-keys';

export const getUnread = (signal?: AbortSignal) =>
  api.get<{ hasUnread: boolean }>('/api/threads/unread', { signal });

/**
 * Whether the signed-in user has an unread message (the red dot beside My Messages, spec §2).
 * Live: the event stream GET /api/threads/events says so as soon as a message arrives in any
 * of the user's threads. A gentle poll (every minute while visible, and on focus) stays as a
 * fallback. A failed check shows no dot (spec §8: unread-check failures are silent).
 */
export function useHasUnread(signedIn: boolean): boolean {
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: queryKeys.unreadThreads(),
    queryFn: ({ signal }) => getUnread(signal),
    enabled: signedIn,
    refetchInterval: MINUTE_MS,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: false,
  });

  useEffect(() => {
    if (!signedIn) return;
    const letGo = holdMemberStream();
    // A check already on its way was answered before this event, so its answer is older: it
    // is cancelled, or it would overwrite the live state when it lands (a dot that never lit).
    // (The cancel restores the state from before that check, so the event is set after it.)
    const setLive = <T>(queryKey: readonly unknown[], data: T) => {
      void queryClient
        .cancelQueries({ queryKey, exact: true })
        .then(() => queryClient.setQueryData(queryKey, data));
    };
    const stopUnread = onMemberEvent('unread', (data) =>
      setLive(queryKeys.unreadThreads(), data as { hasUnread: boolean }),
    );
    // The same stream (one per tab) carries the bell's count; the bell reads it from the cache.
    const stopNotifications = onMemberEvent('notifications', (raw) => {
      const data = raw as { unread: number };
      const before = queryClient.getQueryData<{ unread: number }>(queryKeys.unreadNotifications());
      setLive(queryKeys.unreadNotifications(), data);
      if (before?.unread !== data.unread) {
        void queryClient.invalidateQueries({ queryKey: [...queryKeys.notifications(), 'list'] });
      }
    });
    return () => {
      stopUnread();
      stopNotifications();
      letGo();
    };
  }, [signedIn, queryClient]);

  return signedIn && unread.data?.hasUnread === true;
}
