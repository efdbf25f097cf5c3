import type { NotificationPage, NotificationSettings } from '@forewarn/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi, unwrap } from '../../../lib/api/typed-client';
import { queryKeys } from '../../../lib/query-keys';

const listKey = () => [...queryKeys.notifications(), 'list'] as const;
const settingsKey = () => [...queryKeys.notifications(), 'settings'] as const;

export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: listKey(),
    queryFn: ({ pageParam, signal }): Promise<NotificationPage> =>
      unwrap(
        typedApi.GET('/api/notifications', {
          params: { query: pageParam ? { cursor: pageParam } : {} },
          signal,
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null): Promise<unknown> =>
      unwrap(
        id
          ? typedApi.POST('/api/notifications/{id}/read', { params: { path: { id } } })
          : typedApi.POST('/api/notifications/read-all'),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey(),
    queryFn: ({ signal }): Promise<NotificationSettings> =>
      unwrap(typedApi.GET('/api/notifications/settings', { signal })),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: {
      email?: Partial<NotificationSettings['email']>;
      timeZone?: string;
    }): Promise<NotificationSettings> =>
      unwrap(typedApi.PUT('/api/notifications/settings', { body: change })),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(), settings),
  });
}

type Unsubscribed = { kind: keyof NotificationSettings['email'] };
export const unsubscribeInfo = (token: string): Promise<Unsubscribed> =>
  unwrap(typedApi.GET('/api/unsubscribe/{token}/info', { params: { path: { token } } }));
export const unsubscribe = (token: string): Promise<Unsubscribed> =>
  unwrap(typedApi.POST('/api/unsubscribe/{token}', { params: { path: { token } }, body: {} }));
