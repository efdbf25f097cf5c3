import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BADGE_POLL } from '../../../lib/badge-poll';
import { queryKeys } from '../../../lib/query-keys';

export const getUnread = (signal?: AbortSignal) =>
  api.get<{ hasUnread: boolean }>('/api/threads/unread', { signal });

/**
 * Whether the signed-in user has an unread message (the red dot beside My Messages, spec §2).
 * Live: the event stream GET /api/threads/events says so as soon as a message arrives in any
 * of the user's threads (MemberStream, loaded once someone signs in). A gentle poll (every
 * minute while visible, and on focus) stays as a fallback. A failed check shows no dot (spec
 * §8: unread-check failures are silent).
 */
export function useHasUnread(signedIn: boolean): boolean {
  const unread = useQuery({
    queryKey: queryKeys.unreadThreads(),
    queryFn: ({ signal }) => getUnread(signal),
    enabled: signedIn,
    ...BADGE_POLL,
  });

  return signedIn && unread.data?.hasUnread === true;
}
