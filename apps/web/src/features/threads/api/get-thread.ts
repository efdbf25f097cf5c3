import type { ChatMessagePage, Thread } from '@forewarn/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { threadKeys, threadUrl } from './keys';

export const getThread = (id: string, signal?: AbortSignal) =>
  api.get<Thread>(threadUrl(id), { signal });

/** The chat header and the viewer's allowance. */
export const threadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: threadKeys.thread(id),
    queryFn: ({ signal }) => getThread(id, signal),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export function useThread(id: string) {
  return useQuery(threadQueryOptions(id));
}

/** The newest messages (oldest first), or those before `before`. Opening marks it read. */
export const getMessages = (id: string, before: string | null, signal?: AbortSignal) =>
  api.get<ChatMessagePage>(
    before
      ? threadUrl(id, `/messages?before=${encodeURIComponent(before)}`)
      : threadUrl(id, '/messages'),
    { signal },
  );

export const messagesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: threadKeys.messages(id),
    queryFn: ({ signal }) => getMessages(id, null, signal),
    // New messages arrive over the event stream, not by refetching.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export function useMessages(id: string) {
  return useQuery(messagesQueryOptions(id));
}
