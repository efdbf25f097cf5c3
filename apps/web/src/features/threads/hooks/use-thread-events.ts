import type { ChatMessage, ChatMessagePage } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  holdMemberStream,
  memberStreamState,
  onMemberEvent,
  onMemberStreamState,
  type StreamState,
} from '../../../lib/member-stream';
import { queryKeys } from '../../../lib/query-keys';
import { threadKeys } from '../api/keys';
import { markRead, mergeMessages } from '../api/thread-actions';

export type LiveState = StreamState;

/**
 * The thread's live messages, from the member's one event stream per tab (issue 38: a chat
 * opened a second stream beside the header's, and three chat tabs went past the cap of five
 * per account, each new stream closing the oldest, without end). Each reconnect of that
 * stream reloads the thread's messages, so nothing sent while it was down is lost. A message
 * from the other party marks the open thread read and refreshes the allowance (their reply
 * resets the viewer's count) and the red dot.
 */
export function useThreadEvents(threadId: string, enabled: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>(memberStreamState);

  useEffect(() => {
    if (!enabled) return;
    const letGo = holdMemberStream();
    setState(memberStreamState());
    let dropped = false;
    const stopState = onMemberStreamState((next) => {
      setState(next);
      if (next === 'reconnecting' || next === 'closed') dropped = true;
      if (next === 'live' && dropped) {
        dropped = false;
        void queryClient.invalidateQueries({ queryKey: threadKeys.messages(threadId) });
      }
    });
    const stopMessages = onMemberEvent('message', (raw) => {
      const event = raw as { threadId: string; message: ChatMessage };
      if (event.threadId !== threadId) return;
      queryClient.setQueryData<ChatMessagePage>(threadKeys.messages(threadId), (page) =>
        mergeMessages(page, [event.message]),
      );
      if (!event.message.mine) {
        void markRead(threadId)
          .catch(() => undefined)
          .finally(() => {
            void queryClient.invalidateQueries({ queryKey: queryKeys.unreadThreads() });
          });
        void queryClient.invalidateQueries({ queryKey: threadKeys.thread(threadId), exact: true });
      }
    });
    return () => {
      stopMessages();
      stopState();
      letGo();
    };
  }, [enabled, threadId, queryClient]);

  return state;
}
