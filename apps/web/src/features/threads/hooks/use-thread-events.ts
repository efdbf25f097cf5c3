import type { ChatMessage, ChatMessagePage } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openLastingEventSource } from '../../../lib/lasting-event-source';
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
    // A stream refused on reconnection (a 503 while the database fails over) is opened
    // again after the last message it delivered; until then it reads as reconnecting.
    const url = () =>
      threadUrl(threadId, `/events?after=${encodeURIComponent(startAfter.current ?? 'start')}`);
    const close = openLastingEventSource(url, (source) => {
      source.onopen = () => setState('live');
      source.onerror = () => setState('reconnecting');
      source.addEventListener('message', (event) => onMessage(event as MessageEvent<string>));
    });
    const onMessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as ChatMessage;
      startAfter.current = message.id;
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
    };
    return close;
  }, [enabled, threadId, queryClient]);

  return state;
}
