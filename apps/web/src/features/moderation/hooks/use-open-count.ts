import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BADGE_POLL } from '../../../lib/badge-poll';
import { queryKeys } from '../../../lib/query-keys';

// The number beside Moderation in the nav. Deliberately tiny: the nav is on every page, so this
// file is all of moderation an ordinary visitor's browser loads, and for them it never asks
// the server anything (the API would answer 404).

export const getOpenCount = (signal?: AbortSignal) =>
  api.get<{ open: number }>('/api/moderation/count', { signal });

/** Open queue items, for moderators; null for everyone else or while unknown. */
export function useOpenCount(isModerator: boolean): number | null {
  const count = useQuery({
    queryKey: queryKeys.moderationCount(),
    queryFn: ({ signal }) => getOpenCount(signal),
    enabled: isModerator,
    ...BADGE_POLL,
  });
  return isModerator ? (count.data?.open ?? null) : null;
}
