import type { NotificationPage, NotificationSettings } from '@forewarn/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const listKey = () => [...queryKeys.notifications(), 'list'] as const;
const settingsKey = () => [...queryKeys.notifications(), 'settings'] as const;

export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: listKey(),
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>(
        `/api/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      api.post<void>(id ? `/api/notifications/${id}/read` : '/api/notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey(),
    queryFn: ({ signal }) =>
      api.get<NotificationSettings>('/api/notifications/settings', { signal }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { email?: Partial<NotificationSettings['email']>; timeZone?: string }) =>
      api.put<NotificationSettings>('/api/notifications/settings', change),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(), settings),
  });
}

export const unsubscribeInfo = (token: string) =>
  api.get<{ kind: keyof NotificationSettings['email'] }>(
    `/api/unsubscribe/${encodeURIComponent(token)}/info`,
  );
export const unsubscribe = (token: string) =>
  api.post<{ kind: keyof NotificationSettings['email'] }>(
    `/api/unsubscribe/${encodeURIComponent(token)}`,
  );
