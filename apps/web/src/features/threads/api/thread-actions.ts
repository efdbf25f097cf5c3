import type {
  ChatMessagePage,
  MessageEmailSetting,
  ReportUserResult,
  SentMessage,
  Thread,
} from '@forewarn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { threadKeys, threadUrl, viewerTimeZone } from './keys';

/** Adds messages to the cached page, in order, each once. */
export function mergeMessages(
  page: ChatMessagePage | undefined,
  incoming: ChatMessagePage['messages'],
): ChatMessagePage | undefined {
  if (!page) return page;
  const known = new Set(page.messages.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id));
  if (added.length === 0) return page;
  const messages = [...page.messages, ...added].sort((a, b) =>
    a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1,
  );
  return { ...page, messages };
}

export const sendMessage = (id: string, text: string) =>
  api.post<SentMessage>(threadUrl(id, '/messages'), { text, timeZone: viewerTimeZone() });

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(id, text),
    onSuccess: (sent) => {
      queryClient.setQueryData<ChatMessagePage>(threadKeys.messages(id), (page) =>
        mergeMessages(page, [sent.message]),
      );
      queryClient.setQueryData<Thread>(threadKeys.thread(id), (thread) =>
        thread ? { ...thread, allowance: sent.allowance } : thread,
      );
    },
    onError: (error) => {
      // At the limit the server says when; the header's allowance catches up.
      if ((error as { status?: number }).status === 429) {
        void queryClient.invalidateQueries({ queryKey: threadKeys.thread(id), exact: true });
      }
    },
  });
}

export function useReportUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<ReportUserResult>(threadUrl(id, '/report'), reason ? { reason } : {}),
    onSuccess: (result) =>
      queryClient.setQueryData<Thread>(threadKeys.thread(id), (thread) =>
        thread ? { ...thread, reportAvailableAt: result.reportAvailableAt } : thread,
      ),
  });
}

export function useHideThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<void>(threadUrl(id, '/hide')),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: threadKeys.list() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadThreads() });
    },
  });
}

/** The chat is open and the other party wrote: it is read; the red dot follows. */
export async function markRead(id: string): Promise<void> {
  await api.post<void>(threadUrl(id, '/read'));
}

export function useMessageEmails() {
  return useQuery({
    queryKey: threadKeys.emailNotices(),
    queryFn: ({ signal }) => api.get<MessageEmailSetting>('/api/threads/email-notices', { signal }),
  });
}

export function useSetMessageEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<MessageEmailSetting>('/api/threads/email-notices', { enabled }),
    onSuccess: (setting) => queryClient.setQueryData(threadKeys.emailNotices(), setting),
  });
}
