import type { ThreadList } from '@forewarn/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { threadKeys } from './keys';

/** My Messages, a page of 50 at a time. Loading a page marks its threads read on the server. */
export const getThreads = (cursor: string | null, signal?: AbortSignal) =>
  api.get<ThreadList>(
    cursor ? `/api/threads?cursor=${encodeURIComponent(cursor)}` : '/api/threads',
    { signal },
  );

export const threadsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: threadKeys.list(),
    queryFn: ({ pageParam, signal }) => getThreads(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Always fresh when opened: opening the list is what marks threads read.
    staleTime: 0,
  });

export function useThreads() {
  return useInfiniteQuery(threadsQueryOptions());
}
