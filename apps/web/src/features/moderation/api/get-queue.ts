import type { QueueItem, QueueKind, QueuePage, QueueState } from '@forewarn/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type QueueFilter = {
  kind?: QueueKind | undefined;
  state?: QueueState | undefined;
  page: number;
};

export const getQueue = (filter: QueueFilter, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.state) query.set('state', filter.state);
  return api.get<QueuePage>(`/api/moderation/queue?${query}`, { signal });
};

export const queueQueryOptions = (filter: QueueFilter) =>
  queryOptions({
    queryKey: [...queryKeys.moderation(), 'queue', filter] as const,
    queryFn: ({ signal }) => getQueue(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useQueue(filter: QueueFilter) {
  return useQuery(queueQueryOptions(filter));
}

export type { QueueItem };
