import type { CommentPage } from '@forewarn/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Every cached list of the case's responses (mutations invalidate by this prefix). */
export const commentsQueryKey = (caseId: string) => ['cases', caseId, 'comments'] as const;

export const commentsUrl = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/comments`;

export const getComments = (caseId: string, cursor: string | null, signal?: AbortSignal) =>
  api.get<CommentPage>(
    cursor ? `${commentsUrl(caseId)}?cursor=${encodeURIComponent(cursor)}` : commentsUrl(caseId),
    { signal },
  );

/**
 * The case's responses, newest first, a page at a time. Keyed by viewer too: which responses
 * are the viewer's own (and so deletable) changes when they sign in or out.
 */
export const commentsQueryOptions = (caseId: string, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...commentsQueryKey(caseId), viewerId ?? 'visitor'],
    queryFn: ({ pageParam, signal }) => getComments(caseId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useComments(caseId: string) {
  const session = useSession();
  return useInfiniteQuery({
    ...commentsQueryOptions(caseId, session.data?.user?.id ?? null),
    enabled: !session.isPending,
  });
}
