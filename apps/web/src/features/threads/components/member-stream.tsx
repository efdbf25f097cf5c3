import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { holdMemberStream, onMemberEvent } from '../../../lib/member-stream';
import { queryKeys } from '../../../lib/query-keys';
import { useMemberLanguage } from '../../language/member-language';

/**
 * A signed-in member's live events (the unread dot, the bell's count), from the one event
 * stream per tab. A chunk of its own, loaded once someone signs in: a visitor's first visit
 * carries none of the stream's code (issue 49 found the bytes for the language switch here).
 */
export function MemberStream() {
  const queryClient = useQueryClient();
  // The member's saved language, in the same chunk: a visitor's first visit needs neither.
  useMemberLanguage();
  useEffect(() => {
    const letGo = holdMemberStream();
    // A check already on its way was answered before this event, so its answer is older: it
    // is cancelled, or it would overwrite the live state when it lands (a dot that never lit).
    // (The cancel restores the state from before that check, so the event is set after it.)
    const setLive = <T,>(queryKey: readonly unknown[], data: T) => {
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
  }, [queryClient]);

  return null;
}
