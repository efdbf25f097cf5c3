import type { ChatMessage, ChatMessagePage } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { threadKeys, threadUrl } from '../api/keys';
import { markRead, mergeMessages } from '../api/thread-actions';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'closed';

/**
 * The thread's live messages (Server-Sent Events, GET /api/threads/{id}/events). It starts
 * after the newest message already shown, so nothing between loading and listening is lost;
 * after a dropped connection the browser resumes with Last-Event-ID on its own. A message
 * from the other party marks the open thread read and refreshes the allowance (their reply
 * resets the viewer's count) and the red dot.
 */
export function useThreadEvents(threadId: string, enabled: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const startAfter = useRef<string | null>(null);
  if (enabled && startAfter.current === null) {
    const page = queryClient.getQueryData<ChatMessagePage>(threadKeys.messages(threadId));
    startAfter.current = page?.messages.at(-1)?.id ?? 'start';
  }

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const after = startAfter.current ?? 'start';
    const source = new EventSource(
      threadUrl(threadId, `/events?after=${encodeURIComponent(after)}`),
    );
    source.onopen = () => setState('live');
    source.onerror = () =>
      setState(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
      queryClient.setQueryData<ChatMessagePage>(threadKeys.messages(threadId), (page) =>
        mergeMessages(page, [message]),
      );
      if (!message.mine) {
        void markRead(threadId)
          .catch(() => undefined)
          .finally(() => {
            void queryClient.invalidateQueries({ queryKey: queryKeys.unreadThreads() });
          });
        void queryClient.invalidateQueries({ queryKey: threadKeys.thread(threadId), exact: true });
      }
    });
    return () => source.close();
  }, [enabled, threadId, queryClient]);

  return state;
}
