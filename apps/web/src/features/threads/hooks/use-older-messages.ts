import { type ChatMessage, MESSAGES } from '@forewarn/domain';
import { useState } from 'react';
import { getMessages } from '../api/get-thread';

/**
 * The chat's older pages, loaded above the newest one on request and held here, apart from the
 * newest page's query: live events and refetches replace that page, not what was read back.
 */
export function useOlderMessages(threadId: string, olderCursor: string | null) {
  const [older, setOlder] = useState<{ messages: ChatMessage[]; cursor: string | null }>({
    messages: [],
    cursor: olderCursor,
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);

  const loadOlder = async () => {
    if (!older.cursor) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await getMessages(threadId, older.cursor);
      setOlder((current) => ({
        messages: [...page.messages, ...current.messages],
        cursor: page.olderCursor,
      }));
    } catch (error) {
      setOlderError(MESSAGES.failedToLoadMessages((error as Error).message));
    } finally {
      setLoadingOlder(false);
    }
  };

  return { older, loadingOlder, olderError, loadOlder };
}
