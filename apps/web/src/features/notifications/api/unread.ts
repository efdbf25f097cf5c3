import type { UnreadNotifications } from '@forewarn/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BADGE_POLL } from '../../../lib/badge-poll';
import { queryKeys } from '../../../lib/query-keys';

// Apart from the list's calls: the nav bar loads this with the first visit, the rest loads
// when the bell is first opened (the first visit's JavaScript budget, DESIGN.md §6).

/** The bell's count: fetched once, then kept live by the member's event stream. */
export function useUnreadNotifications(signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.unreadNotifications(),
    queryFn: ({ signal }) => api.get<UnreadNotifications>('/api/notifications/unread', { signal }),
    enabled: signedIn,
    ...BADGE_POLL,
  });
}
